/**
 * What the contract page and the contract popup both show: a contract's tiers, who a party is, and
 * the action buttons (accept, reject, terminate, agree, refuse, withdraw) with their own pending
 * state, confirmation and refusal text; and what the settlement records and the income page both
 * show of a settlement: its period and its status.
 */
import {
  subDayPeriodTimes,
  type TAgentContract,
  type TContractKind,
  type TContractSettlement,
  type TContractTier,
} from '@luckwell/contracts/agent/agent-contracts';
import { buttonClass } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { useContractAction } from './contract-api.ts';

type Party = TAgentContract['member'];

/** "0.80%" for a rate. */
export const percent = (rate: string) => `${rate}%`;

/** "boss01 (Boss)"; the platform when a contract has no upline. */
export const usePartyName = () => {
  const { t } = useTranslation();
  return (party: Party | null) =>
    party === null
      ? t('ct_platform')
      : party.nickname && party.nickname !== party.account
        ? `${party.account} (${party.nickname})`
        : party.account;
};

/** Only dividends have a profit threshold: the wages and salaries pay on the valid bet alone. */
export const hasProfitTier = (kind: TContractKind) => kind === 'dividend';

/**
 * What a settlement paid for: the hour or the 5 minutes of a day ("2026-11-25 14:00–15:00"), the one
 * day, or "from … to …".
 */
export const settlementPeriod = (t: TFunction, period: { periodKey: string; from: string; to: string }) => {
  const times = subDayPeriodTimes(period.periodKey);
  if (times) return `${period.from} ${times.start}–${times.end}`;
  return period.from === period.to
    ? period.from
    : t('ct_settle_period', { from: period.from, to: period.to });
};

const SETTLEMENT_STATUS_TONE: Record<TContractSettlement['status'], string> = {
  pending: 'bg-sky-400/15 text-sky-300',
  paid: 'bg-emerald-400/15 text-emerald-300',
  insufficientBalance: 'bg-red-400/15 text-red-300',
  nothingDue: 'bg-white/10 text-muted',
};

/** A settlement's status as a coloured pill; `nowrap` keeps it on one line in a table. */
export const SettlementStatusBadge = ({
  status,
  nowrap = false,
}: {
  status: TContractSettlement['status'];
  nowrap?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${nowrap ? 'whitespace-nowrap' : ''} ${SETTLEMENT_STATUS_TONE[status]}`}
    >
      {t(`ct_settle_status_${status}`)}
    </span>
  );
};

/** A contract's tiers: a table from 640 px, a list of tiers on a phone (five money columns do not fit). */
export const TiersTable = ({
  kind,
  tiers,
  symbol,
  testId,
}: {
  kind: TContractKind;
  tiers: TContractTier[];
  symbol: string;
  testId?: string;
}) => {
  const { t } = useTranslation();
  const profit = hasProfitTier(kind);
  const columns = ['tier', 'valid_bet', ...(profit ? ['profit'] : []), 'members', 'rate'];
  const thresholds = (tier: TContractTier) => [
    { key: 'valid_bet', value: formatMoney(tier.validBet, symbol) },
    ...(profit ? [{ key: 'profit', value: formatMoney(tier.profitLoss, symbol) }] : []),
    { key: 'members', value: tier.activeMembers.toLocaleString('en') },
  ];
  return (
    <>
      <table className="hidden w-full text-left text-sm sm:table" data-testid={testId}>
        <caption className="sr-only">{t('ct_tiers')}</caption>
        <thead className="text-xs text-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={`border-b border-line px-2 py-1.5 font-semibold ${column === 'tier' ? '' : 'text-right'}`}
              >
                {t(`ct_col_${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no id; their order is their identity
            <tr key={index} className="border-b border-line/40 last:border-0">
              <td className="px-2 py-1.5 whitespace-nowrap text-muted">{index + 1}</td>
              {thresholds(tier).map((cell) => (
                <td key={cell.key} className="px-2 py-1.5 text-right whitespace-nowrap text-ink tabular-nums">
                  {cell.value}
                </td>
              ))}
              <td className="px-2 py-1.5 text-right font-bold whitespace-nowrap text-gold tabular-nums">
                {percent(tier.rate)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ol className="grid gap-1.5 sm:hidden" aria-label={t('ct_tiers')}>
        {tiers.map((tier, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no id; their order is their identity
            key={index}
            className="rounded-lg border border-line/50 bg-white/[0.03] px-3 py-2 text-xs"
          >
            <p className="flex items-baseline justify-between gap-2">
              <span className="font-semibold text-muted">{t('ct_tier_n', { n: index + 1 })}</span>
              <span className="text-sm font-bold text-gold tabular-nums">{percent(tier.rate)}</span>
            </p>
            <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5">
              {thresholds(tier).map((cell) => (
                <div key={cell.key} className="contents">
                  <dt className="text-muted">{t(`ct_col_${cell.key}`)}</dt>
                  <dd className="text-right text-ink tabular-nums">{cell.value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </>
  );
};

type ActionName = 'accept' | 'reject' | 'terminate' | 'agreeTermination' | 'refuseTermination' | 'withdraw';

export type ActionButton = {
  action: ActionName;
  variant?: 'primary' | 'secondary' | 'ghost';
  /** Asked before the call (ending a contract, dropping an offer). */
  confirm?: string;
};

const LABEL: Record<ActionName, string> = {
  accept: 'ct_accept',
  reject: 'ct_reject',
  terminate: 'ct_terminate',
  agreeTermination: 'ct_agree_termination',
  refuseTermination: 'ct_refuse_termination',
  withdraw: 'ct_withdraw',
};

/** Buttons that answer or end one contract; the server's refusal shows under them. */
export const ContractActions = ({
  kind,
  contractId,
  buttons,
  onDone,
}: {
  kind: TContractKind;
  contractId: number;
  buttons: ActionButton[];
  onDone?: (action: ActionName) => void;
}) => {
  const { t } = useTranslation();
  const mutation = useContractAction(kind);
  const [asking, setAsking] = useState<ActionButton | null>(null);
  const run = (action: ActionName) => {
    setAsking(null);
    mutation.mutate({ action, contractId }, { onSuccess: () => onDone?.(action) });
  };
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {buttons.map((button) => (
          <button
            key={button.action}
            type="button"
            disabled={mutation.isPending}
            className={buttonClass({ size: 'sm', variant: button.variant ?? 'primary' })}
            onClick={() => (button.confirm ? setAsking(button) : run(button.action))}
          >
            {mutation.isPending && mutation.variables?.action === button.action
              ? t('ct_working')
              : t(LABEL[button.action])}
          </button>
        ))}
      </div>
      {mutation.isError && (
        <p role="alert" className="text-xs text-red-400 sm:text-sm">
          {errorText(t, mutation.error)}
        </p>
      )}
      <Modal
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={t('in_popup_prompt')}
        closeLabel={t('common_close')}
        size="sm"
      >
        <div className="px-5 pt-2 pb-6 sm:px-6">
          <p className="text-sm leading-relaxed text-ink/90">{asking?.confirm}</p>
          <div className="mt-6 flex justify-end gap-3">
            <button
              type="button"
              className={buttonClass({ variant: 'secondary' })}
              onClick={() => setAsking(null)}
            >
              {t('in_more_cancel')}
            </button>
            <button
              type="button"
              className={buttonClass()}
              data-autofocus
              onClick={() => asking && run(asking.action)}
            >
              {asking ? t(LABEL[asking.action]) : ''}
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
};
