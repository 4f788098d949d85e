/**
 * A market's dialogs: a new market of the fixture's sport (kind, a line in goals or maps for
 * handicaps and totals, a map's number for a map winner, a price per selection — a correct score
 * offers the scores given a price); a market's prices and its stake and liability limits; and
 * suspending or reopening it. Each carries a reason; a refusal shows at its field.
 */
import type { TTradingFixture, TTradingMarket } from '@luckwell/contracts/admin/trading';
import type { TSportsbookMarketKind, TSportsbookSelectionKey } from '@luckwell/contracts/provider/sportsbook';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { errorText } from '../../shared/error-text.ts';
import { SelectField, TextField } from '../../shared/form-field.tsx';
import { toast } from '../../shared/toasts.tsx';
import { moneyOf } from '../tables/tables-labels.ts';
import { useTradingChange } from './trading-api.ts';
import { refusalOf, TradingFormDialog } from './trading-form-dialog.tsx';
import { KINDS, kindsOf, marketText, milliOf, priceOf, quartersOf, selectionText } from './trading-labels.ts';

type Prices = Partial<Record<TSportsbookSelectionKey, string>>;

const pricesOf = (prices: Prices, keys: readonly TSportsbookSelectionKey[]) =>
  Object.fromEntries(keys.map((key) => [key, milliOf(prices[key] ?? '')])) as Record<
    TSportsbookSelectionKey,
    number
  >;

/** A correct score's offered keys: the scores given a price, and any other score always. */
const offeredOf = (prices: Prices, keys: readonly TSportsbookSelectionKey[]) =>
  keys.filter((key) => key === 'other' || (prices[key] ?? '').trim() !== '');

/** A map winner's map number as typed (1, 2, …), or the text for the server to refuse at its field. */
const mapNumberOf = (typed: string): number => {
  const plain = typed.trim();
  return (/^\d{1,2}$/.test(plain) ? Number(plain) : plain) as number;
};

/** A price input per selection, each refused at its own field. */
const PriceFields = ({
  fixture,
  market,
  prices,
  errorAt,
  onChange,
  shown,
}: {
  fixture: TTradingFixture;
  market: Pick<TTradingMarket, 'kind' | 'line'>;
  prices: Prices;
  errorAt: (key: TSportsbookSelectionKey) => string | undefined;
  onChange: (prices: Prices) => void;
  /** The selections to price, when not every one of the kind's (a correct score's offered scores). */
  shown?: readonly TSportsbookSelectionKey[];
}) => {
  const { t } = useTranslation();
  const scores = market.kind === 'correctScore';
  // A market being edited prices the selections it has; a new one every selection of its kind.
  const keys = shown ?? KINDS[market.kind].keys;
  return (
    <fieldset
      className={`m-0 grid min-w-0 gap-3 ${scores ? 'grid-cols-2 sm:grid-cols-4' : 'sm:grid-cols-2'}`}
    >
      <legend className="sr-only">{t('trading.col.price')}</legend>
      {scores && <p className="text-xs text-muted col-span-full">{t('trading.market.scoresHint')}</p>}
      {keys.map((key) => (
        <TextField
          key={key}
          label={t('trading.market.price', { selection: selectionText(fixture, market, key) })}
          value={prices[key] ?? ''}
          inputMode="decimal"
          error={errorAt(key)}
          onChange={(event) => onChange({ ...prices, [key]: event.target.value })}
        />
      ))}
      <p className="text-xs text-muted col-span-full">{t('trading.market.priceHint')}</p>
    </fieldset>
  );
};

/** A new market's starting prices, for the trader to move; a correct score starts on a typical grid. */
const EVEN: Record<TSportsbookSelectionKey, string> = {
  home: '1.900',
  away: '1.900',
  draw: '3.200',
  over: '1.900',
  under: '1.900',
  '1X': '1.300',
  '12': '1.300',
  X2: '1.650',
  odd: '1.900',
  even: '1.900',
  '0-0': '9.500',
  '1-0': '7.000',
  '2-0': '9.000',
  '3-0': '17.000',
  '0-1': '9.000',
  '1-1': '6.500',
  '2-1': '8.500',
  '3-1': '15.000',
  '0-2': '15.000',
  '1-2': '11.000',
  '2-2': '15.000',
  '3-2': '26.000',
  '0-3': '34.000',
  '1-3': '26.000',
  '2-3': '34.000',
  '3-3': '51.000',
  other: '8.000',
};

export const MarketDialog = ({ fixture, onClose }: { fixture: TTradingFixture; onClose: () => void }) => {
  const { t } = useTranslation();
  const change = useTradingChange();
  const kinds = kindsOf(fixture.sport);
  const [kind, setKind] = useState<TSportsbookMarketKind>(kinds[0] ?? 'matchResult');
  const [line, setLine] = useState('');
  const [prices, setPrices] = useState<Prices>(EVEN);
  const { keys, line: takes } = KINDS[kind];
  const { at, alert } = refusalOf(change.error, ['kind', 'line', ...keys.map((key) => `selections.${key}`)]);
  const typedLine = takes === 'map' ? mapNumberOf(line) : quartersOf(line);
  const offered = kind === 'correctScore' ? offeredOf(prices, keys) : keys;
  const preview = { kind, line: typeof typedLine === 'number' ? typedLine : takes === 'none' ? null : 0 };

  return (
    <TradingFormDialog
      title={t('trading.market.title', { home: fixture.home, away: fixture.away })}
      subtitle={`${fixture.league} · ${fixture.id}`}
      submitLabel={t('trading.market.submit')}
      busy={change.isPending}
      alert={alert}
      onClose={onClose}
      onSubmit={(reason) =>
        change.mutate(
          {
            kind: 'createMarket',
            fixture: fixture.id,
            request: {
              kind,
              line: takes === 'none' ? null : typedLine,
              selections: pricesOf(prices, offered),
              reason,
            },
          },
          {
            onSuccess: () => {
              toast.success(t('trading.market.done'));
              onClose();
            },
          },
        )
      }
    >
      <SelectField
        label={t('trading.market.kind')}
        value={kind}
        error={at('kind', 'trading.invalid.kind')}
        onChange={(event) => {
          change.reset();
          setKind(event.target.value as TSportsbookMarketKind);
        }}
      >
        {kinds.map((option) => (
          <option key={option} value={option}>
            {t(`trading.kind.${option}`)}
          </option>
        ))}
      </SelectField>
      {takes !== 'none' && (
        <TextField
          label={t(takes === 'map' ? 'trading.market.map' : 'trading.market.line')}
          value={line}
          inputMode={takes === 'map' ? 'numeric' : 'decimal'}
          placeholder={takes === 'handicap' ? '-0.75' : takes === 'map' ? '1' : '2.5'}
          hint={t(
            takes === 'handicap'
              ? 'trading.market.lineHandicap'
              : takes === 'map'
                ? 'trading.market.lineMap'
                : 'trading.market.lineTotal',
          )}
          error={at('line', 'trading.invalid.line')}
          onChange={(event) => {
            change.reset();
            setLine(event.target.value);
          }}
        />
      )}
      <PriceFields
        fixture={fixture}
        market={preview}
        prices={prices}
        errorAt={(key) => at(`selections.${key}`, 'trading.invalid.price')}
        onChange={(next) => {
          change.reset();
          setPrices(next);
        }}
      />
    </TradingFormDialog>
  );
};

export const PricesDialog = ({
  fixture,
  market,
  onClose,
}: {
  fixture: TTradingFixture;
  market: TTradingMarket;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const change = useTradingChange();
  const [prices, setPrices] = useState<Prices>(
    Object.fromEntries(market.selections.map((s) => [s.key, priceOf(s.oddsMilli)])),
  );
  const [limits, setLimits] = useState({ maxStake: market.maxStake, liabilityLimit: market.liabilityLimit });
  const keys = market.selections.map((s) => s.key);
  const { at, alert } = refusalOf(change.error, [
    'maxStake',
    'liabilityLimit',
    ...keys.map((key) => `selections.${key}`),
  ]);
  const setLimit = (field: keyof typeof limits) => (event: { target: { value: string } }) => {
    change.reset();
    setLimits((l) => ({ ...l, [field]: event.target.value }));
  };

  const submit = (reason: string) => {
    const maxStake = moneyOf(limits.maxStake) as TTradingMarket['maxStake'];
    const liabilityLimit = moneyOf(limits.liabilityLimit) as TTradingMarket['liabilityLimit'];
    change.mutate(
      {
        kind: 'updateMarket',
        market: market.id,
        request: {
          selections: pricesOf(prices, keys),
          // Only a limit the trader changed: the audit log then shows what moved.
          ...(maxStake !== market.maxStake ? { maxStake } : {}),
          ...(liabilityLimit !== market.liabilityLimit ? { liabilityLimit } : {}),
          reason,
        },
      },
      {
        onSuccess: () => {
          toast.success(t('trading.edit.done'));
          onClose();
        },
      },
    );
  };

  return (
    <TradingFormDialog
      title={t('trading.edit.title', { market: marketText(market) })}
      subtitle={`${t('trading.versus', { home: fixture.home, away: fixture.away })} · ${fixture.league}`}
      submitLabel={t('trading.edit.submit')}
      busy={change.isPending}
      alert={alert}
      onClose={onClose}
      onSubmit={submit}
    >
      <PriceFields
        fixture={fixture}
        market={market}
        shown={keys}
        prices={prices}
        errorAt={(key) => at(`selections.${key}`, 'trading.invalid.price')}
        onChange={(next) => {
          change.reset();
          setPrices(next);
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('trading.edit.maxStake')}
          value={limits.maxStake}
          inputMode="decimal"
          error={at('maxStake', 'trading.invalid.maxStake')}
          onChange={setLimit('maxStake')}
        />
        <TextField
          label={t('trading.edit.liabilityLimit')}
          value={limits.liabilityLimit}
          inputMode="decimal"
          hint={t('trading.edit.limitsHint')}
          error={at('liabilityLimit', 'trading.invalid.liabilityLimit')}
          onChange={setLimit('liabilityLimit')}
        />
      </div>
    </TradingFormDialog>
  );
};

/** Suspend an open market, or reopen a suspended one, with a reason. */
export const MarketStatusDialog = ({ market, onClose }: { market: TTradingMarket; onClose: () => void }) => {
  const { t } = useTranslation();
  const change = useTradingChange();
  const move = market.status === 'suspended' ? 'reopen' : 'suspend';
  const name = marketText(market);
  return (
    <ConfirmDialog
      open
      title={t(`trading.status.title.${move}`, { market: name })}
      confirmLabel={t(`trading.action.${move}`)}
      tone={move === 'suspend' ? 'danger' : 'primary'}
      reason="required"
      pending={change.isPending}
      error={change.isError ? errorText(change.error) : null}
      onClose={() => {
        if (!change.isPending) onClose();
      }}
      onConfirm={(reason) =>
        change.mutate(
          {
            kind: 'updateMarket',
            market: market.id,
            request: { status: move === 'suspend' ? 'suspended' : 'open', reason },
          },
          {
            onSuccess: () => {
              toast.success(t(`trading.status.done.${move}`));
              onClose();
            },
          },
        )
      }
    >
      {t(`trading.status.body.${move}`)}
    </ConfirmDialog>
  );
};
