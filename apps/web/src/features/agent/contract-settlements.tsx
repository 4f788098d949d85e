/**
 * A contract page's settlement records (GET /wps/agent/contracts/:kind/settlements), newest first
 * and paged: each period's team figures, the tier's rate reached, the amount and who paid it; a
 * record opens to its lines — the agent's own bets, each direct player, each direct sub-agent's team
 * — with the rate each paid at and, for a contracted sub-agent, their own rate (the difference).
 */
import type { TContractKind, TContractSettlement } from '@luckwell/contracts/agent/agent-contracts';
import { Spinner } from '@luckwell/ui/spinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format-money.ts';
import { formatWhen } from '../../shared/format-when.ts';
import { LoadFailed } from '../../shared/load-failed.tsx';
import { Pager } from '../../shared/pager.tsx';
import { Panel } from '../../shared/panel.tsx';
import { useContractSettlements } from './contract-api.ts';
import { hasProfitTier, percent, SettlementStatusBadge, settlementPeriod } from './contract-parts.tsx';
import { signTone } from './report-parts.tsx';

const Figure = ({ label, value, tone = 'text-ink' }: { label: string; value: string; tone?: string }) => (
  <div className="min-w-0">
    <dt className="text-[11px] text-muted sm:text-xs">{label}</dt>
    <dd className={`text-sm font-semibold break-all tabular-nums ${tone}`}>{value}</dd>
  </div>
);

const SettlementRecord = ({
  kind,
  record,
  symbol,
}: {
  kind: TContractKind;
  record: TContractSettlement;
  symbol: string;
}) => {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const linesId = `settlement-${record.id}-lines`;
  const money = (amount: string) => formatMoney(amount, symbol);
  return (
    <li
      className="rounded-xl border border-line/70 bg-black/20 p-3.5"
      data-testid={`settlement-${record.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-ink tabular-nums">{settlementPeriod(t, record)}</p>
          <p className="text-xs text-muted">
            {record.payer === null
              ? t('ct_settle_paid_by_platform')
              : t('ct_settle_paid_by', { account: record.payer })}
            {record.paidAt ? ` · ${formatWhen(record.paidAt, i18n.language)}` : ''}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <SettlementStatusBadge status={record.status} />
          <span className="text-base font-bold text-gold tabular-nums">{money(record.amount)}</span>
        </div>
      </div>
      <dl className="mt-2.5 grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-4">
        <Figure label={t('ct_settle_valid_bet')} value={money(record.validBet)} />
        {hasProfitTier(kind) && (
          <Figure
            label={t('ct_settle_profit')}
            value={formatMoney(record.profitLoss, symbol, { signed: true })}
            tone={signTone(record.profitLoss)}
          />
        )}
        <Figure label={t('ct_settle_members')} value={record.activeMembers.toLocaleString('en')} />
        <Figure label={t('ct_settle_rate')} value={percent(record.rate)} tone="text-gold" />
      </dl>
      {record.lines.length > 0 && (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={linesId}
            className="mt-2.5 text-sm font-semibold text-primary hover:underline"
            onClick={() => setOpen((shown) => !shown)}
          >
            {t(open ? 'ct_settle_hide_lines' : 'ct_settle_show_lines', { count: record.lines.length })}
          </button>
          {open && (
            <ul id={linesId} className="mt-2 grid gap-1.5" data-testid={linesId}>
              {record.lines.map((line, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never reorder
                  key={index}
                  className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 rounded-lg bg-white/[0.03] px-3 py-2 text-xs sm:text-sm"
                >
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">
                      {line.account}{' '}
                      <span className="font-normal text-muted">· {t(`ct_line_${line.role}`)}</span>
                    </p>
                    <p className="text-muted tabular-nums">
                      {t(hasProfitTier(kind) ? 'ct_line_basis_profit' : 'ct_line_basis_bet', {
                        amount: money(line.basis),
                      })}
                      {' · '}
                      {t('ct_line_rate', { rate: percent(line.rate) })}
                      {line.downlineRate !== null &&
                        ` · ${t('ct_line_downline_rate', { rate: percent(line.downlineRate) })}`}
                    </p>
                  </div>
                  <span className="font-bold text-gold tabular-nums">{money(line.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </li>
  );
};

export const ContractSettlements = ({ kind }: { kind: TContractKind }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const settlements = useContractSettlements(kind, page);
  const data = settlements.data;

  const body = () => {
    if (!data) {
      return settlements.isError ? (
        <LoadFailed query={settlements} title={t('ct_settle_error')} />
      ) : (
        <div className="grid min-h-32 place-items-center">
          <Spinner label={t('ct_loading')} size="md" />
        </div>
      );
    }
    if (data.content.length === 0) {
      return (
        <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
          {t('ct_settle_empty')}
        </p>
      );
    }
    return (
      <>
        <ul className="grid gap-2.5">
          {data.content.map((record) => (
            <SettlementRecord key={record.id} kind={kind} record={record} symbol={data.currencySymbol} />
          ))}
        </ul>
        <Pager page={page} totalPages={data.totalPages} onPage={setPage} label={t('ct_settle_paging')} />
      </>
    );
  };

  return (
    <Panel title={t('ct_settle_title')} testId="contract-settlements">
      {body()}
    </Panel>
  );
};
