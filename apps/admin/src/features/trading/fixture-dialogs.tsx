/**
 * A fixture's dialogs: a new trader's fixture (sport, league, teams, kick-off in local time); a
 * trader's fixture put in play or back before kick-off, with the score so far; and a result —
 * finished with the final score (football) or the maps' winners in order (e-sports), or abandoned or
 * postponed (void) — which settles the fixture's tickets at once. Each carries a reason; a refusal
 * shows at its field.
 */
import type { TTradingFixture } from '@luckwell/contracts/admin/trading';
import type { TSportsbookSport } from '@luckwell/contracts/provider/sportsbook';
import { Button } from '@luckwell/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../shared/form-field.tsx';
import { Icon } from '../../shared/icons.tsx';
import { toast } from '../../shared/toasts.tsx';
import { useTradingChange } from './trading-api.ts';
import { Choice, refusalOf, TradingFormDialog } from './trading-form-dialog.tsx';
import { goalsOf, instantOf, localInputOf, SPORTS } from './trading-labels.ts';

const nextHour = () => {
  const at = new Date(Date.now() + 3_600_000);
  at.setMinutes(0, 0, 0);
  return localInputOf(at);
};

export const FixtureDialog = ({
  sport: initialSport,
  onClose,
  onCreated,
}: {
  sport: TSportsbookSport;
  onClose: () => void;
  onCreated: (fixture: TTradingFixture) => void;
}) => {
  const { t } = useTranslation();
  const change = useTradingChange();
  const [sport, setSport] = useState<TSportsbookSport>(initialSport);
  const [draft, setDraft] = useState({ league: '', home: '', away: '', startsAt: nextHour() });
  const { at, alert } = refusalOf(change.error, ['sport', 'league', 'home', 'away', 'startsAt']);
  const set = (field: keyof typeof draft) => (event: { target: { value: string } }) => {
    change.reset();
    setDraft((d) => ({ ...d, [field]: event.target.value }));
  };

  return (
    <TradingFormDialog
      title={t('trading.create.title')}
      subtitle={t('trading.create.subtitle')}
      submitLabel={t('trading.create.submit')}
      busy={change.isPending}
      alert={alert}
      onClose={onClose}
      onSubmit={(reason) =>
        change.mutate(
          {
            kind: 'createFixture',
            request: {
              sport,
              league: draft.league.trim(),
              home: draft.home.trim(),
              away: draft.away.trim(),
              startsAt: instantOf(draft.startsAt),
              reason,
            },
          },
          {
            onSuccess: (fixture) => {
              toast.success(t('trading.create.done', { home: fixture.home, away: fixture.away }));
              onCreated(fixture);
              onClose();
            },
          },
        )
      }
    >
      <Choice
        legend={t('trading.create.sport')}
        options={SPORTS}
        value={sport}
        labelOf={(option) => t(`trading.sport.${option}`)}
        onChange={(next) => {
          change.reset();
          setSport(next);
        }}
      />
      <TextField
        label={t('trading.create.league')}
        value={draft.league}
        maxLength={96}
        error={at('league', 'trading.invalid.league')}
        onChange={set('league')}
        data-autofocus
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('trading.create.home')}
          value={draft.home}
          maxLength={96}
          error={at('home', 'trading.invalid.home')}
          onChange={set('home')}
        />
        <TextField
          label={t('trading.create.away')}
          value={draft.away}
          maxLength={96}
          error={at('away', 'trading.invalid.away')}
          onChange={set('away')}
        />
      </div>
      <TextField
        label={t('trading.create.startsAt')}
        type="datetime-local"
        value={draft.startsAt}
        hint={t('trading.create.startsAtHint')}
        error={at('startsAt', 'trading.invalid.startsAt')}
        onChange={set('startsAt')}
      />
    </TradingFormDialog>
  );
};

/** Two score inputs side by side, each refused at its own field. */
const ScoreFields = ({
  labels,
  value,
  errors,
  onChange,
}: {
  labels: { home: string; away: string };
  value: { home: string; away: string };
  errors: { home: string | undefined; away: string | undefined };
  onChange: (value: { home: string; away: string }) => void;
}) => (
  <div className="grid grid-cols-2 gap-3">
    {(['home', 'away'] as const).map((side) => (
      <TextField
        key={side}
        label={labels[side]}
        value={value[side]}
        inputMode="numeric"
        maxLength={2}
        error={errors[side]}
        onChange={(event) => onChange({ ...value, [side]: event.target.value })}
      />
    ))}
  </div>
);

export const PlayDialog = ({ fixture, onClose }: { fixture: TTradingFixture; onClose: () => void }) => {
  const { t } = useTranslation();
  const change = useTradingChange();
  const status = fixture.status === 'live' ? 'prematch' : 'live';
  const [score, setScore] = useState({ home: String(fixture.score.home), away: String(fixture.score.away) });
  const { at, alert } = refusalOf(change.error, ['score.home', 'score.away', 'score']);
  const teams = { home: fixture.home, away: fixture.away };

  return (
    <TradingFormDialog
      title={t(`trading.play.title.${status}`, teams)}
      subtitle={t(`trading.play.body.${status}`)}
      submitLabel={t(status === 'live' ? 'trading.action.inPlay' : 'trading.action.prematch')}
      busy={change.isPending}
      alert={alert}
      onClose={onClose}
      onSubmit={(reason) =>
        change.mutate(
          {
            kind: 'updateFixture',
            fixture: fixture.id,
            request: { status, score: { home: goalsOf(score.home), away: goalsOf(score.away) }, reason },
          },
          {
            onSuccess: () => {
              toast.success(t(`trading.play.done.${status}`, teams));
              onClose();
            },
          },
        )
      }
    >
      <ScoreFields
        labels={{ home: t('trading.play.homeScore'), away: t('trading.play.awayScore') }}
        value={score}
        errors={{
          home: at('score.home', 'trading.invalid.score'),
          away: at('score.away', 'trading.invalid.score') ?? at('score', 'trading.invalid.score'),
        }}
        onChange={(next) => {
          change.reset();
          setScore(next);
        }}
      />
    </TradingFormDialog>
  );
};

const RESULT_STATUSES = ['finished', 'abandoned', 'postponed'] as const;
type ResultStatus = (typeof RESULT_STATUSES)[number];
const MAX_MAPS = 7;

/** The maps' winners in order: a button per side adds the next map, the last one can be taken back. */
const MapsField = ({
  fixture,
  maps,
  error,
  onChange,
}: {
  fixture: TTradingFixture;
  maps: ('home' | 'away')[];
  error: string | undefined;
  onChange: (maps: ('home' | 'away')[]) => void;
}) => {
  const { t } = useTranslation();
  return (
    <fieldset className="m-0 flex min-w-0 flex-col gap-2 rounded-xl border border-line/70 px-4 pt-2 pb-4">
      <legend className="px-1 text-sm font-semibold text-ink">{t('trading.result.maps')}</legend>
      {maps.length === 0 ? (
        <p className="text-xs text-muted">{t('trading.result.noMaps')}</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm text-ink/90">
          {maps.map((side, index) => (
            // The list only grows and shrinks at its end: a map's place is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="flex items-center gap-2 tabular-nums">
              <span className="rounded-md bg-white/5 px-1.5 text-xs text-muted">{index + 1}</span>
              {t('trading.result.mapOf', { number: index + 1, team: fixture[side] })}
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        {(['home', 'away'] as const).map((side) => (
          <Button
            key={side}
            variant="secondary"
            size="sm"
            disabled={maps.length >= MAX_MAPS}
            onClick={() => onChange([...maps, side])}
          >
            <Icon name="plus" className="size-4" />
            {t('trading.result.addMap', { team: fixture[side] })}
          </Button>
        ))}
        {maps.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onChange(maps.slice(0, -1))}>
            {t('trading.result.removeMap')}
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="flex items-center gap-1.5 text-[13px] text-danger">
          <Icon name="alert" className="size-4 shrink-0" />
          {error}
        </p>
      )}
    </fieldset>
  );
};

export const ResultDialog = ({ fixture, onClose }: { fixture: TTradingFixture; onClose: () => void }) => {
  const { t } = useTranslation();
  const change = useTradingChange();
  // On a settled fixture the result is a correction (ADR 090): it starts from the result settled.
  const correcting = fixture.settledAt !== null;
  const [status, setStatus] = useState<ResultStatus>(
    correcting && (RESULT_STATUSES as readonly string[]).includes(fixture.status)
      ? (fixture.status as ResultStatus)
      : 'finished',
  );
  const [score, setScore] = useState({
    home: fixture.status === 'live' || correcting ? String(fixture.score.home) : '',
    away: fixture.status === 'live' || correcting ? String(fixture.score.away) : '',
  });
  const [maps, setMaps] = useState<('home' | 'away')[]>(fixture.maps);
  const football = fixture.sport === 'football';
  const { at, alert } = refusalOf(change.error, ['score', 'score.home', 'score.away', 'maps']);
  const teams = { home: fixture.home, away: fixture.away };

  const requestOf = (reason: string) => {
    if (status !== 'finished') return { status, reason };
    return football
      ? { status, score: { home: goalsOf(score.home), away: goalsOf(score.away) }, reason }
      : { status, maps, reason };
  };

  return (
    <TradingFormDialog
      title={t(correcting ? 'trading.result.correctTitle' : 'trading.result.title', teams)}
      subtitle={`${fixture.league} · ${fixture.id}`}
      submitLabel={t(correcting ? 'trading.result.correctSubmit' : 'trading.result.submit')}
      busy={change.isPending}
      alert={alert}
      note={
        <p
          role="note"
          className="flex items-start gap-2 rounded-xl border border-primary/40 bg-primary/10 px-3 py-2.5 text-sm font-semibold text-primary"
        >
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {t(correcting ? 'trading.result.correctNote' : 'trading.result.settleNow')}
        </p>
      }
      onClose={onClose}
      onSubmit={(reason) =>
        change.mutate(
          { kind: 'result', fixture: fixture.id, request: requestOf(reason) },
          {
            onSuccess: () => {
              toast.success(t(correcting ? 'trading.result.corrected' : 'trading.result.done', teams));
              onClose();
            },
          },
        )
      }
    >
      <Choice
        legend={t('trading.result.status')}
        options={RESULT_STATUSES}
        value={status}
        labelOf={(option) => t(`trading.result.${option}`)}
        onChange={(next) => {
          change.reset();
          setStatus(next);
        }}
      />
      {status !== 'finished' && <p className="text-sm text-ink/80">{t('trading.result.voidNote')}</p>}
      {status === 'finished' && football && (
        <ScoreFields
          labels={{ home: t('trading.result.homeScore'), away: t('trading.result.awayScore') }}
          value={score}
          errors={{
            home: at('score.home', 'trading.invalid.score') ?? at('score', 'trading.invalid.score'),
            away: at('score.away', 'trading.invalid.score'),
          }}
          onChange={(next) => {
            change.reset();
            setScore(next);
          }}
        />
      )}
      {status === 'finished' && !football && (
        <MapsField
          fixture={fixture}
          maps={maps}
          error={at('maps', 'trading.invalid.maps')}
          onChange={(next) => {
            change.reset();
            setMaps(next);
          }}
        />
      )}
    </TradingFormDialog>
  );
};
