/**
 * Catalogue & marketing → Promotions → Missions at /admin/promotions/missions (issue 17, ADR 068):
 * one brand's missions (what to do, in which period, the target and the reward, with the claims and
 * what they paid) and leaderboards (valid bet or biggest multiplier, daily or weekly, the prize of
 * each rank, what they paid), edited in place and saved together with a reason by
 * `promotions.manage`. A row removed is switched off, never deleted: its claims and prizes stay.
 */
import { type TAdminMissions, ZAdminMissionsRequest } from '@luckwell/contracts/admin/missions';
import {
  LEADERBOARD_METRICS,
  LEADERBOARD_PERIODS,
  MISSION_KINDS,
  MISSION_PERIODS,
} from '@luckwell/contracts/member/missions';
import { REBATE_CATEGORIES } from '@luckwell/contracts/member/rebates';
import { Button } from '@luckwell/ui/button';
import { Loader } from '@luckwell/ui/loader';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { SelectField, TextField } from '../../shared/form-field.tsx';
import { formatMoney } from '../../shared/format.ts';
import { LoadError } from '../../shared/load-error.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { ReasonField } from '../../shared/reason-field.tsx';
import { toast } from '../../shared/toasts.tsx';
import { issueErrors } from './form-issues.ts';
import { typedMoney } from './promotion-dialog.tsx';
import { useAdminMissions, useSaveMissions } from './promotions-api.ts';
import { usePromotionsBrand } from './promotions-screen.tsx';

type MissionDraft = {
  id: number | null;
  vi: string;
  en: string;
  kind: (typeof MISSION_KINDS)[number];
  category: string;
  period: (typeof MISSION_PERIODS)[number];
  target: string;
  reward: string;
  enabled: boolean;
};
type BoardDraft = {
  id: number | null;
  vi: string;
  en: string;
  metric: (typeof LEADERBOARD_METRICS)[number];
  period: (typeof LEADERBOARD_PERIODS)[number];
  prizes: string;
  enabled: boolean;
};

const shown = (money: string) => money.replace(/\.00$/, '');
const isMoney = (kind: MissionDraft['kind']) => kind === 'valid_bet' || kind === 'deposit';

const missionsOf = (data: TAdminMissions): MissionDraft[] =>
  data.missions
    .filter((mission) => mission.enabled)
    .map((mission) => ({
      id: mission.id,
      vi: mission.title.vi,
      en: mission.title.en,
      kind: mission.kind,
      category: mission.category ?? '',
      period: mission.period,
      target: isMoney(mission.kind) ? shown(mission.target) : mission.target,
      reward: shown(mission.reward),
      enabled: mission.enabled,
    }));
const boardsOf = (data: TAdminMissions): BoardDraft[] =>
  data.leaderboards
    .filter((board) => board.enabled)
    .map((board) => ({
      id: board.id,
      vi: board.title.vi,
      en: board.title.en,
      metric: board.metric,
      period: board.period,
      prizes: board.prizes.map(shown).join('; '),
      enabled: board.enabled,
    }));

const card = 'grid gap-2 rounded-xl border border-line/60 bg-page/40 p-3';

/** A row's title in both languages, side by side. */
const TitleFields = ({
  labels,
  title,
  readOnly,
  error,
  onChange,
}: {
  labels: { vi: string; en: string };
  title: { vi: string; en: string };
  readOnly: boolean;
  error: (field: string) => string | undefined;
  onChange: (next: { vi: string } | { en: string }) => void;
}) => (
  <div className="grid gap-2 md:grid-cols-2">
    {(['vi', 'en'] as const).map((language) => (
      <TextField
        key={language}
        label={labels[language]}
        value={title[language]}
        readOnly={readOnly}
        maxLength={60}
        error={error(language)}
        onChange={(event) =>
          onChange(language === 'vi' ? { vi: event.target.value } : { en: event.target.value })
        }
      />
    ))}
  </div>
);

const Editor = ({ brand, data }: { brand: string; data: TAdminMissions }) => {
  const { t } = useTranslation();
  const canManage = useCan('promotions.manage');
  const save = useSaveMissions();
  const [missions, setMissions] = useState(() => missionsOf(data));
  const [boards, setBoards] = useState(() => boardsOf(data));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setMissions(missionsOf(data));
    setBoards(boardsOf(data));
  }, [data]);

  const changeMission = (at: number, next: Partial<MissionDraft>) =>
    setMissions((list) => list.map((row, index) => (index === at ? { ...row, ...next } : row)));
  const changeBoard = (at: number, next: Partial<BoardDraft>) =>
    setBoards((list) => list.map((row, index) => (index === at ? { ...row, ...next } : row)));
  const stats = (id: number | null) => data.missions.find((mission) => mission.id === id);
  const paidOf = (id: number | null) => data.leaderboards.find((board) => board.id === id)?.paid;
  const money = (amount: string) => `${data.currencySymbol}${formatMoney(amount)}`;

  return (
    <form
      noValidate
      aria-labelledby="missions-title"
      className="flex flex-col gap-5 rounded-2xl border border-line/80 bg-surface/60 p-4 sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = ZAdminMissionsRequest.safeParse({
          merchantCode: brand,
          missions: missions.map((row) => ({
            id: row.id,
            title: { vi: row.vi, en: row.en },
            kind: row.kind,
            category: row.category === '' ? null : row.category,
            period: row.period,
            target: isMoney(row.kind) ? typedMoney(row.target) : row.target.replace(/[\s,]/g, ''),
            reward: typedMoney(row.reward),
            enabled: row.enabled,
          })),
          leaderboards: boards.map((row) => ({
            id: row.id,
            title: { vi: row.vi, en: row.en },
            metric: row.metric,
            period: row.period,
            prizes: row.prizes
              .split(/[;\s]+/)
              .filter(Boolean)
              .map((prize) => typedMoney(prize)),
            enabled: row.enabled,
          })),
          reason,
        });
        if (!parsed.success) {
          setErrors(
            issueErrors(parsed.error.issues, t, (path) =>
              path.replace(/\.title\.(vi|en)$/, '.$1').replace(/^(leaderboards\.\d+\.prizes)\.\d+$/, '$1'),
            ),
          );
          return;
        }
        setErrors({});
        save.mutate(parsed.data, {
          onSuccess: () => {
            toast.success(t('missions.saved', { brand }));
            setReason('');
          },
        });
      }}
    >
      <div>
        <h2 id="missions-title" className="text-lg font-bold text-ink">
          {t('missions.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('missions.body')}</p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('missions.list')}</legend>
        {missions.length === 0 && <p className="text-sm text-muted">{t('missions.none')}</p>}
        {missions.map((row, at) => {
          const field = (name: string) => errors[`missions.${at}.${name}`];
          const used = stats(row.id);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a draft is its place in the list while it is edited
            <div key={at} className={card} data-testid={`mission-row-${at}`}>
              <TitleFields
                labels={{
                  vi: t('missions.titleVi', { n: at + 1 }),
                  en: t('missions.titleEn', { n: at + 1 }),
                }}
                title={row}
                readOnly={!canManage}
                error={field}
                onChange={(next) => changeMission(at, next)}
              />
              <div className="grid items-end gap-2 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1fr_1fr_auto]">
                <SelectField
                  label={t('missions.kind', { n: at + 1 })}
                  value={row.kind}
                  disabled={!canManage}
                  onChange={(event) => {
                    const kind = event.target.value as MissionDraft['kind'];
                    changeMission(at, {
                      kind,
                      category: kind === 'rounds' || kind === 'valid_bet' ? row.category : '',
                    });
                  }}
                >
                  {MISSION_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`missions.kind.${kind}`)}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t('missions.category', { n: at + 1 })}
                  value={row.category}
                  disabled={!canManage || (row.kind !== 'rounds' && row.kind !== 'valid_bet')}
                  error={field('category')}
                  onChange={(event) => changeMission(at, { category: event.target.value })}
                >
                  <option value="">{t('missions.category.all')}</option>
                  {REBATE_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {t(`rebates.category.${category}`)}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t('missions.period', { n: at + 1 })}
                  value={row.period}
                  disabled={!canManage}
                  onChange={(event) =>
                    changeMission(at, { period: event.target.value as MissionDraft['period'] })
                  }
                >
                  {MISSION_PERIODS.map((period) => (
                    <option key={period} value={period}>
                      {t(`missions.period.${period}`)}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={t(isMoney(row.kind) ? 'missions.targetMoney' : 'missions.targetCount', {
                    n: at + 1,
                  })}
                  inputMode="decimal"
                  value={row.target}
                  readOnly={!canManage}
                  error={field('target')}
                  onChange={(event) => changeMission(at, { target: event.target.value })}
                />
                <TextField
                  label={t('missions.reward', { n: at + 1 })}
                  inputMode="decimal"
                  value={row.reward}
                  readOnly={!canManage}
                  error={field('reward')}
                  onChange={(event) => changeMission(at, { reward: event.target.value })}
                />
                {canManage && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => setMissions((list) => list.filter((_, index) => index !== at))}
                  >
                    {t('missions.remove')}
                  </Button>
                )}
              </div>
              {used && (
                <p className="text-xs text-muted">
                  {t('missions.stats', { claims: used.claims.toLocaleString('en'), paid: money(used.paid) })}
                </p>
              )}
            </div>
          );
        })}
        {canManage && (
          <div>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() =>
                setMissions((list) => [
                  ...list,
                  {
                    id: null,
                    vi: '',
                    en: '',
                    kind: 'rounds',
                    category: '',
                    period: 'daily',
                    target: '',
                    reward: '',
                    enabled: true,
                  },
                ])
              }
            >
              {t('missions.add')}
            </Button>
          </div>
        )}
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('missions.boards')}</legend>
        {boards.length === 0 && <p className="text-sm text-muted">{t('missions.boards.none')}</p>}
        {boards.map((row, at) => {
          const field = (name: string) => errors[`leaderboards.${at}.${name}`];
          const paid = paidOf(row.id);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a draft is its place in the list while it is edited
            <div key={at} className={card} data-testid={`board-row-${at}`}>
              <TitleFields
                labels={{
                  vi: t('missions.board.titleVi', { n: at + 1 }),
                  en: t('missions.board.titleEn', { n: at + 1 }),
                }}
                title={row}
                readOnly={!canManage}
                error={field}
                onChange={(next) => changeBoard(at, next)}
              />
              <div className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_2fr_auto]">
                <SelectField
                  label={t('missions.board.metric', { n: at + 1 })}
                  value={row.metric}
                  disabled={!canManage}
                  onChange={(event) =>
                    changeBoard(at, { metric: event.target.value as BoardDraft['metric'] })
                  }
                >
                  {LEADERBOARD_METRICS.map((metric) => (
                    <option key={metric} value={metric}>
                      {t(`missions.metric.${metric}`)}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t('missions.board.period', { n: at + 1 })}
                  value={row.period}
                  disabled={!canManage}
                  onChange={(event) =>
                    changeBoard(at, { period: event.target.value as BoardDraft['period'] })
                  }
                >
                  {LEADERBOARD_PERIODS.map((period) => (
                    <option key={period} value={period}>
                      {t(`missions.period.${period}`)}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={t('missions.board.prizes', { n: at + 1 })}
                  hint={t('missions.board.prizesHint')}
                  value={row.prizes}
                  readOnly={!canManage}
                  error={field('prizes')}
                  onChange={(event) => changeBoard(at, { prizes: event.target.value })}
                />
                {canManage && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => setBoards((list) => list.filter((_, index) => index !== at))}
                  >
                    {t('missions.remove')}
                  </Button>
                )}
              </div>
              {paid && (
                <p className="text-xs text-muted">{t('missions.board.paid', { paid: money(paid) })}</p>
              )}
            </div>
          );
        })}
        {canManage && (
          <div>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() =>
                setBoards((list) => [
                  ...list,
                  {
                    id: null,
                    vi: '',
                    en: '',
                    metric: 'valid_bet',
                    period: 'daily',
                    prizes: '',
                    enabled: true,
                  },
                ])
              }
            >
              {t('missions.board.add')}
            </Button>
          </div>
        )}
      </fieldset>

      {canManage ? (
        <>
          {Object.keys(errors).some((field) => field !== 'reason') && (
            <FormAlert>{t('missions.invalid')}</FormAlert>
          )}
          <ReasonField value={reason} error={errors.reason} onChange={setReason} />
          {save.isError && <FormAlert>{errorText(save.error)}</FormAlert>}
          <div>
            <Button type="submit" disabled={save.isPending}>
              {t('missions.save')}
            </Button>
          </div>
        </>
      ) : (
        <p className="rounded-xl border border-line/70 bg-page/50 px-3 py-2 text-sm text-muted">
          {t('missions.readOnly')}
        </p>
      )}
    </form>
  );
};

/** Promotions → Missions (/promotions/missions): the missions and leaderboards of the brand the section shows. */
export const MissionsView = () => {
  const { t } = useTranslation();
  const brand = usePromotionsBrand();
  const missions = useAdminMissions(brand);
  if (missions.isPending) return <Loader label={t('common.loading')} className="min-h-40" />;
  if (missions.isError) return <LoadError error={missions.error} onRetry={() => void missions.refetch()} />;
  return <Editor key={brand} brand={brand} data={missions.data} />;
};
