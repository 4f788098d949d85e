/**
 * Bet records at /admin/bet-records: one brand's rounds, newest first, searched by member, vendor,
 * game code, round, result and the days they were placed (filters in the address); the totals of
 * the whole search above the page; a round's details with the seamless transactions the vendor sent.
 */
import type { TAdminBetQuery, TAdminBetRecord, TBetTotals } from '@luckwell/contracts/admin/bet-records';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { Modal } from '@luckwell/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../shared/badge.tsx';
import { BrandSelect } from '../../shared/brand-select.tsx';
import { DataTable } from '../../shared/data-table.tsx';
import { FilterForm } from '../../shared/filter-form.tsx';
import { SelectField, TextField } from '../../shared/form-field.tsx';
import { endOfLocalDay, formatDateTime, formatMoney, startOfLocalDay } from '../../shared/format.ts';
import { LoadError } from '../../shared/load-error.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { Pagination } from '../../shared/pagination.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { pickedBrand, useBrands } from '../../shared/use-brands.ts';
import { useUrlFilters } from '../../shared/use-url-filters.ts';
import { useBetRecord, useBetRecords } from './bet-records-api.ts';

type Filters = {
  brand: string;
  member: string;
  vendor: string;
  gameCode: string;
  roundId: string;
  result: string;
  from: string;
  to: string;
};
const NO_FILTERS: Filters = {
  brand: '',
  member: '',
  vendor: '',
  gameCode: '',
  roundId: '',
  result: '',
  from: '',
  to: '',
};
const COLUMNS = ['round', 'member', 'game', 'stake', 'validBet', 'payout', 'winLoss', 'status'] as const;
const RIGHT = new Set(['stake', 'validBet', 'payout', 'winLoss']);
const STATUS_TONES: Record<string, BadgeTone> = { open: 'gold', settled: 'jade', refunded: 'neutral' };

const queryOf = (f: Filters, brand: string, page: number): TAdminBetQuery => {
  const from = f.from ? startOfLocalDay(f.from) : undefined;
  const to = f.to ? endOfLocalDay(f.to) : undefined;
  return {
    merchant: brand,
    ...(f.member.trim() ? { member: f.member.trim() } : {}),
    ...(f.vendor.trim() ? { vendor: f.vendor.trim().toUpperCase() } : {}),
    ...(f.gameCode.trim() ? { gameCode: f.gameCode.trim() } : {}),
    ...(f.roundId.trim() ? { roundId: f.roundId.trim() } : {}),
    ...(f.result ? { result: f.result as TAdminBetQuery['result'] } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    page,
    pageSize: 20,
  };
};

/** Win/loss from the member's side: green when they won, red when they lost. */
const signed = (money: string) =>
  money.startsWith('-') ? 'text-danger' : money === '0.00' ? 'text-muted' : 'text-jade';

const Totals = ({ totals }: { totals: TBetTotals }) => {
  const { t } = useTranslation();
  const items = [
    ['stake', totals.stake, 'text-ink'],
    ['validBet', totals.validBet, 'text-ink'],
    ['payout', totals.payout, 'text-gold'],
    ['winLoss', totals.winLoss, signed(totals.winLoss)],
  ] as const;
  return (
    <section
      aria-label={t('bets.totals')}
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 xl:grid-cols-4"
    >
      {items.map(([key, value, tone]) => (
        <div key={key} className="rounded-2xl border border-line/70 bg-surface/60 p-4">
          <p className="text-xs font-medium text-muted">{t(`bets.total.${key}`)}</p>
          <p className={`mt-1.5 text-xl font-bold tabular-nums ${tone}`}>
            {formatMoney(value)} <span className="text-xs font-semibold text-muted">{totals.currency}</span>
          </p>
        </div>
      ))}
    </section>
  );
};

const RoundDetail = ({ record, onClose }: { record: TAdminBetRecord; onClose: () => void }) => {
  const { t } = useTranslation();
  const detail = useBetRecord(record.id);
  const facts = [
    [t('bets.col.member'), record.memberAccount],
    [t('bets.col.game'), `${record.gameName ?? record.gameCode} · ${record.vendor}`],
    [t('bets.placedAt'), formatDateTime(record.placedAt)],
    [t('bets.settledAt'), formatDateTime(record.settledAt)],
    [t('bets.col.stake'), `${formatMoney(record.stake)} ${record.currency}`],
    [t('bets.col.validBet'), `${formatMoney(record.validBet)} ${record.currency}`],
    [t('bets.col.payout'), `${formatMoney(record.payout)} ${record.currency}`],
    [t('bets.col.winLoss'), `${formatMoney(record.winLoss)} ${record.currency}`],
  ];
  return (
    <Modal
      open
      onClose={onClose}
      title={t('bets.detailTitle', { round: record.roundId })}
      closeLabel={t('common.close')}
      size="xl"
    >
      <div className="flex flex-col gap-5 px-5 pt-2 pb-5 sm:px-6 sm:pb-6">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-2xl border border-line/70 bg-page/50 p-4 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="flex min-w-0 justify-between gap-3 text-sm">
              <dt className="text-muted">{label}</dt>
              <dd className="truncate text-right font-semibold text-ink tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-label={t('bets.transactions')} className="flex flex-col gap-2">
          <h3 className="text-sm font-bold text-ink">{t('bets.transactions')}</h3>
          {detail.isPending ? (
            <Loader label={t('bets.detailLoading')} className="min-h-24" />
          ) : detail.isError ? (
            <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
          ) : detail.data.transactions.length === 0 ? (
            <p className="text-sm text-muted">{t('bets.noTransactions')}</p>
          ) : (
            <div className="overflow-hidden rounded-2xl border border-line/70">
              <DataTable
                caption={t('bets.transactions')}
                minWidth="min-w-[760px]"
                cellPadding="px-3 py-2"
                columns={[
                  t('bets.tx.time'),
                  t('bets.tx.kind'),
                  t('bets.tx.id'),
                  { label: t('bets.tx.amount'), align: 'right' },
                  t('bets.tx.status'),
                  t('bets.tx.reference'),
                  t('bets.tx.entry'),
                ]}
              >
                {detail.data.transactions.map((tx) => (
                  <tr key={tx.id} className="border-b border-line/30 last:border-b-0">
                    <td className="px-3 py-2 text-xs whitespace-nowrap text-muted tabular-nums">
                      {formatDateTime(tx.createdAt)}
                    </td>
                    <td className="px-3 py-2">
                      <Badge
                        tone={
                          tx.kind === 'credit' || tx.kind === 'resettle'
                            ? 'jade'
                            : tx.kind === 'rollback'
                              ? 'violet'
                              : 'gold'
                        }
                      >
                        {t(`bets.kind.${tx.kind}` as 'bets.kind.debit')}
                      </Badge>
                    </td>
                    <td className="max-w-48 truncate px-3 py-2 font-mono text-xs">{tx.transactionId}</td>
                    <td className="px-3 py-2 text-right font-semibold whitespace-nowrap tabular-nums">
                      {formatMoney(tx.amount)} <span className="text-xs text-muted">{tx.currency}</span>
                    </td>
                    <td className="px-3 py-2 text-xs">
                      {t(`bets.txStatus.${tx.status}` as 'bets.txStatus.booked')}
                    </td>
                    <td className="max-w-40 truncate px-3 py-2 font-mono text-xs text-muted">
                      {tx.referenceTransactionId ?? '—'}
                    </td>
                    <td className="px-3 py-2 font-mono text-xs text-muted">{tx.entryId ?? '—'}</td>
                  </tr>
                ))}
              </DataTable>
            </div>
          )}
        </section>
      </div>
    </Modal>
  );
};

export const BetRecordsScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('bets.view');
  const { applied, page, draft, filtered, set, submit, reset, goToPage } = useUrlFilters(NO_FILTERS);
  const brands = useBrands(allowed);
  const brand = pickedBrand(applied.brand, brands.data);
  const records = useBetRecords(queryOf(applied, allowed ? brand : '', page));
  const [open, setOpen] = useState<TAdminBetRecord | null>(null);

  return (
    <div className="mx-auto flex w-full max-w-7xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.betRecords.title')}
        description={t('section.betRecords.description')}
        crumbs={[{ label: t('section.reports.title') }, { label: t('section.betRecords.title') }]}
      />
      {!allowed ? (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      ) : (
        <>
          <FilterForm
            label={t('bets.filterLabel')}
            submitLabel={t('bets.apply')}
            filtered={filtered}
            onSubmit={submit}
            onReset={reset}
            className="lg:grid-cols-4"
          >
            <BrandSelect
              value={draft.brand || brand}
              onChange={(code) => set('brand')({ target: { value: code } })}
            />
            <TextField
              label={t('bets.member')}
              icon="search"
              placeholder={t('bets.memberPlaceholder')}
              value={draft.member}
              maxLength={64}
              onChange={set('member')}
            />
            <TextField
              label={t('bets.vendor')}
              placeholder="NOVA"
              value={draft.vendor}
              maxLength={32}
              onChange={set('vendor')}
            />
            <TextField
              label={t('bets.gameCode')}
              placeholder="NOVA-0001"
              value={draft.gameCode}
              maxLength={64}
              onChange={set('gameCode')}
            />
            <TextField
              label={t('bets.roundId')}
              value={draft.roundId}
              maxLength={100}
              onChange={set('roundId')}
            />
            <SelectField label={t('bets.result')} value={draft.result} onChange={set('result')}>
              <option value="">{t('common.all')}</option>
              <option value="win">{t('bets.result.win')}</option>
              <option value="loss">{t('bets.result.loss')}</option>
            </SelectField>
            <TextField label={t('bets.from')} type="date" value={draft.from} onChange={set('from')} />
            <TextField label={t('bets.to')} type="date" value={draft.to} onChange={set('to')} />
          </FilterForm>
          {records.data && <Totals totals={records.data.totals} />}
          <ResultsPanel
            query={records}
            label={t('bets.results')}
            caption={t('bets.results')}
            minWidth="min-w-[980px]"
            columns={COLUMNS.map((c) =>
              RIGHT.has(c) ? { label: t(`bets.col.${c}`), align: 'right' as const } : t(`bets.col.${c}`),
            )}
            empty={{
              when: (data) => data.content.length === 0,
              title: t('bets.empty.title'),
              description: t(filtered ? 'bets.empty.filtered' : 'bets.empty.none'),
            }}
            footer={(data) => <Pagination page={data} onPage={goToPage} />}
          >
            {(data) =>
              data.content.map((r) => (
                <tr key={r.id} className="border-b border-line/40 last:border-b-0 hover:bg-white/[0.025]">
                  <td className="px-4 py-3">
                    <button
                      type="button"
                      onClick={() => setOpen(r)}
                      aria-label={t('bets.detailsOf', { round: r.roundId })}
                      title={t('bets.details')}
                      className="block max-w-40 truncate font-mono text-xs font-semibold text-primary hover:underline"
                    >
                      {r.roundId}
                    </button>
                    <span className="block text-xs whitespace-nowrap text-muted tabular-nums">
                      {formatDateTime(r.placedAt)}
                    </span>
                  </td>
                  <td className="px-4 py-3 font-semibold text-ink">{r.memberAccount}</td>
                  <td className="px-4 py-3">
                    <span className="block max-w-52 truncate text-ink">{r.gameName ?? r.gameCode}</span>
                    <span className="block font-mono text-xs text-muted">
                      {r.vendor} · {r.gameCode}
                    </span>
                  </td>
                  <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                    {formatMoney(r.stake)}
                  </td>
                  <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                    {formatMoney(r.validBet)}
                  </td>
                  <td className="px-4 py-3 text-right whitespace-nowrap text-gold tabular-nums">
                    {formatMoney(r.payout)}
                  </td>
                  <td
                    className={`px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums ${signed(r.winLoss)}`}
                  >
                    {formatMoney(r.winLoss)}
                  </td>
                  <td className="px-4 py-3">
                    <Badge tone={STATUS_TONES[r.status] ?? 'neutral'} dot>
                      {t(`bets.status.${r.status}` as 'bets.status.open')}
                    </Badge>
                  </td>
                </tr>
              ))
            }
          </ResultsPanel>
        </>
      )}
      {open && <RoundDetail record={open} onClose={() => setOpen(null)} />}
    </div>
  );
};
