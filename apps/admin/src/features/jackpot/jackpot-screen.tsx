/**
 * Games → Jackpot at /admin/games/jackpot (docs/decisions/035-jackpot-back-office.md): each brand's
 * pool as it stands (the sum of its ledger shards), its cycle and published seed hash, its settings
 * (share in percent, seed, hit-every) edited with the server naming a refused field; and every hit,
 * newest first, by brand and status, with "pay now" for a pending one (the sweep's own payment).
 */
import type {
  TAdminJackpotHit,
  TAdminJackpotPool,
  TJackpotHitStatus,
} from '@luckwell/contracts/admin/jackpot';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/badge.tsx';
import { BusyButton } from '../../shared/busy-button.tsx';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { CopyButton } from '../../shared/copy-button.tsx';
import { errorText } from '../../shared/error-text.ts';
import { FilterForm } from '../../shared/filter-form.tsx';
import { FormAlert } from '../../shared/form-alert.tsx';
import { SelectField, TextField } from '../../shared/form-field.tsx';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { LoadError } from '../../shared/load-error.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { Pagination } from '../../shared/pagination.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { toast } from '../../shared/toasts.tsx';
import { useUrlFilters } from '../../shared/use-url-filters.ts';
import {
  type JackpotSettingsDraft,
  useJackpotActions,
  useJackpotHits,
  useJackpotPools,
} from './jackpot-api.ts';

/** "50000000" or "50,000,000.5" → "50000000.50"; anything else goes as typed and the server names the field. */
const money = (typed: string) => {
  const plain = typed.replace(/[\s,]/g, '');
  if (!/^\d{1,16}(\.\d{0,2})?$/.test(plain)) return typed.trim();
  const [whole = '0', fraction = ''] = plain.split('.');
  return `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
};

/** "0.5000" → "0.5": the percentage as an operator would type it. */
const plainPercent = (percent: string) => percent.replace(/\.?0+$/, '') || '0';

const FIELDS = ['sharePercent', 'seedAmount', 'hitEvery'] as const;

const SettingsForm = ({ pool }: { pool: TAdminJackpotPool }) => {
  const { t } = useTranslation();
  const canManage = useCan('jackpot.manage');
  const { save } = useJackpotActions();
  const [draft, setDraft] = useState<JackpotSettingsDraft>({
    sharePercent: plainPercent(pool.sharePercent),
    seedAmount: pool.seedAmount,
    hitEvery: pool.hitEvery,
  });
  const failed = save.isError ? ((save.error as { field?: string }).field ?? '').replace(/^body\./, '') : '';
  const fieldError = (key: (typeof FIELDS)[number]) => (failed === key ? t(`jp.invalid.${key}`) : undefined);
  const set = (key: keyof JackpotSettingsDraft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: pool.id,
        sharePercent: draft.sharePercent.trim(),
        seedAmount: money(draft.seedAmount),
        hitEvery: money(draft.hitEvery),
      },
      {
        onSuccess: (saved) => {
          setDraft({
            sharePercent: plainPercent(saved.sharePercent),
            seedAmount: saved.seedAmount,
            hitEvery: saved.hitEvery,
          });
          toast.success(t('jp.edit.saved', { brand: pool.merchantCode }));
        },
      },
    );
  };

  const currency = pool.currency;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`${t('jp.edit')} ${pool.merchantCode}`}
      className="grid grid-cols-1 gap-3 border-t border-line/50 pt-4 sm:grid-cols-3"
    >
      <TextField
        label={t('jp.edit.share')}
        hint={t('jp.edit.shareHint')}
        value={draft.sharePercent}
        inputMode="decimal"
        disabled={!canManage}
        error={fieldError('sharePercent')}
        onChange={set('sharePercent')}
      />
      <TextField
        label={t('jp.edit.seed', { currency })}
        hint={t('jp.edit.seedHint')}
        value={draft.seedAmount}
        inputMode="decimal"
        disabled={!canManage}
        error={fieldError('seedAmount')}
        onChange={set('seedAmount')}
      />
      <TextField
        label={t('jp.edit.hitEvery', { currency })}
        hint={t('jp.edit.hitEveryHint')}
        value={draft.hitEvery}
        inputMode="decimal"
        disabled={!canManage}
        error={fieldError('hitEvery')}
        onChange={set('hitEvery')}
      />
      {save.isError && (
        <div className="sm:col-span-3">
          <FormAlert>{errorText(save.error)}</FormAlert>
        </div>
      )}
      <div className="flex items-center justify-end gap-3 sm:col-span-3">
        {canManage ? (
          <BusyButton type="submit" busy={save.isPending} icon="check">
            {t('jp.edit.save')}
          </BusyButton>
        ) : (
          <p className="text-xs text-muted">{t('jp.edit.readOnly')}</p>
        )}
      </div>
    </form>
  );
};

const PoolCard = ({ pool }: { pool: TAdminJackpotPool }) => {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('jp.pool.cycle'), String(pool.cycle)],
    [t('jp.pool.since'), formatDateTime(pool.cycleStartedAt)],
    [t('jp.pool.share'), `${plainPercent(pool.sharePercent)} %`],
    [t('jp.pool.seed'), `${formatMoney(pool.seedAmount)} ${pool.currency}`],
    [t('jp.pool.hitEvery'), `${formatMoney(pool.hitEvery)} ${pool.currency}`],
    [t('jp.pool.hits'), t('jp.pool.hitsValue', { hits: pool.hits, pending: pool.pendingHits })],
  ];
  return (
    <section
      aria-label={t('jp.pool.title', { brand: pool.merchantCode, currency: pool.currency })}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-line/70 bg-surface/60 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-bold text-ink">
            {t('jp.pool.title', { brand: pool.merchantCode, currency: pool.currency })}
          </h3>
          <p className="text-xs text-muted">{pool.merchantName}</p>
        </div>
        <Badge tone={pool.enabled ? 'jade' : 'neutral'} dot>
          {t(pool.enabled ? 'jp.pool.on' : 'jp.pool.off')}
        </Badge>
      </div>
      <div>
        <p className="text-xs font-medium text-muted">{t('jp.pool.live')}</p>
        <p className="mt-1 text-2xl font-extrabold break-all text-gold tabular-nums sm:text-3xl">
          {formatMoney(pool.amount)} <span className="text-sm font-semibold text-muted">{pool.currency}</span>
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm min-[480px]:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex min-w-0 justify-between gap-3 border-b border-line/30 pb-1.5">
            <dt className="text-muted">{label}</dt>
            <dd className="truncate text-right font-semibold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="min-w-0">
        <p className="text-xs font-medium text-muted">{t('jp.pool.seedHash')}</p>
        <div className="mt-1 flex items-center gap-2">
          <code className="min-w-0 flex-1 truncate rounded-lg bg-page/70 px-3 py-2 font-mono text-xs text-ink/90">
            {pool.seedHash}
          </code>
          <CopyButton text={pool.seedHash} label={t('jp.pool.seedHash')} />
        </div>
      </div>
      {/* Keyed by the pool only: a remount while saving would drop the save's own callbacks. */}
      <SettingsForm key={pool.id} pool={pool} />
    </section>
  );
};

type HitFilters = { brand: string; status: string };
const NO_FILTERS: HitFilters = { brand: '', status: '' };
const COLUMNS = ['cycle', 'member', 'game', 'bet', 'amount', 'status', 'when', 'seed', 'action'] as const;

const HitsSection = ({ brands }: { brands: string[] }) => {
  const { t } = useTranslation();
  const canManage = useCan('jackpot.manage');
  const { applied, page, draft, filtered, set, submit, reset, goToPage } = useUrlFilters(NO_FILTERS);
  const hits = useJackpotHits(
    {
      ...(applied.brand ? { merchant: applied.brand } : {}),
      ...(applied.status ? { status: applied.status as TJackpotHitStatus } : {}),
      page,
      pageSize: 20,
    },
    true,
  );
  const { pay } = useJackpotActions();
  const [paying, setPaying] = useState<TAdminJackpotHit | null>(null);

  return (
    <section aria-labelledby="jp-hits" className="flex flex-col gap-4">
      <h2 id="jp-hits" className="text-lg font-bold text-ink">
        {t('jp.hits')}
      </h2>
      <FilterForm
        label={t('jp.hits.filter')}
        submitLabel={t('jp.hits.apply')}
        filtered={filtered}
        onSubmit={submit}
        onReset={reset}
        className="lg:grid-cols-3"
      >
        <SelectField label={t('games.brand')} value={draft.brand} onChange={set('brand')}>
          <option value="">{t('common.all')}</option>
          {brands.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('jp.hits.status')} value={draft.status} onChange={set('status')}>
          <option value="">{t('common.all')}</option>
          <option value="pending">{t('jp.status.pending')}</option>
          <option value="paid">{t('jp.status.paid')}</option>
        </SelectField>
      </FilterForm>
      <ResultsPanel
        query={hits}
        caption={t('jp.hits')}
        minWidth="min-w-[1100px]"
        columns={COLUMNS.map((c) =>
          c === 'amount' ? { label: t('jp.col.amount'), align: 'right' as const } : t(`jp.col.${c}`),
        )}
        empty={{
          when: (data) => data.content.length === 0,
          title: t('jp.hits.empty.title'),
          description: t(filtered ? 'jp.hits.empty.filtered' : 'jp.hits.empty.none'),
        }}
        footer={(data) => <Pagination page={data} onPage={goToPage} />}
      >
        {(data) =>
          data.content.map((hit) => (
            <tr key={hit.id} className="border-b border-line/40 last:border-b-0 hover:bg-white/[0.025]">
              <td className="px-4 py-3">
                <span className="block font-bold text-ink tabular-nums">{hit.cycle}</span>
                <span className="block text-xs text-muted">{hit.merchantCode}</span>
              </td>
              <td className="px-4 py-3 font-semibold text-ink">{hit.account}</td>
              <td className="px-4 py-3 font-mono text-xs">
                <span className="block text-ink">{hit.gameCode}</span>
                <span className="block text-muted">{hit.vendor}</span>
              </td>
              <td className="px-4 py-3">
                <span
                  className="block max-w-44 truncate font-mono text-xs text-ink"
                  title={hit.transactionId}
                >
                  {hit.transactionId}
                </span>
                <span className="block text-xs whitespace-nowrap text-muted tabular-nums">
                  {formatMoney(hit.stake)} {hit.currency}
                </span>
              </td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-gold tabular-nums">
                {hit.amount ? `${formatMoney(hit.amount)} ${hit.currency}` : '—'}
              </td>
              <td className="px-4 py-3">
                <Badge tone={hit.status === 'paid' ? 'jade' : 'gold'} dot>
                  {t(`jp.status.${hit.status}`)}
                </Badge>
              </td>
              <td className="px-4 py-3 text-xs whitespace-nowrap text-muted tabular-nums">
                <span className="block">{formatDateTime(hit.hitAt)}</span>
                <span className="block">{hit.paidAt ? formatDateTime(hit.paidAt) : '—'}</span>
              </td>
              <td className="px-4 py-3">
                <span className="flex items-center gap-1">
                  <code
                    className="block max-w-32 truncate font-mono text-xs text-muted"
                    title={hit.serverSeed}
                  >
                    {hit.serverSeed}
                  </code>
                  <CopyButton text={hit.serverSeed} label={t('jp.col.seed')} />
                </span>
              </td>
              <td className="px-4 py-3">
                {hit.status === 'pending' && canManage ? (
                  <BusyButton
                    size="sm"
                    busy={pay.isPending && pay.variables === hit.id}
                    onClick={() => {
                      pay.reset();
                      setPaying(hit);
                    }}
                  >
                    {t('jp.pay')}
                  </BusyButton>
                ) : (
                  <span className="text-xs text-muted">—</span>
                )}
              </td>
            </tr>
          ))
        }
      </ResultsPanel>
      <ConfirmDialog
        open={paying !== null}
        title={t('jp.pay.title', { cycle: paying?.cycle ?? 0 })}
        confirmLabel={t('jp.pay')}
        pending={pay.isPending}
        error={pay.isError ? errorText(pay.error) : null}
        onClose={() => setPaying(null)}
        onConfirm={() => {
          if (!paying) return;
          pay.mutate(paying.id, {
            onSuccess: (hit) => {
              toast.success(t('jp.pay.done', { cycle: hit.cycle }));
              setPaying(null);
            },
          });
        }}
      >
        {paying &&
          t('jp.pay.body', { member: paying.account, cycle: paying.cycle, brand: paying.merchantCode })}
      </ConfirmDialog>
    </section>
  );
};

export const JackpotScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('jackpot.view');
  const pools = useJackpotPools(allowed);

  return (
    <div className="mx-auto flex w-full max-w-7xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.jackpot.title')}
        description={t('section.jackpot.description')}
        crumbs={[{ label: t('section.catalogue.title') }, { label: t('section.jackpot.title') }]}
      />
      {!allowed ? (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      ) : (
        <>
          <section aria-labelledby="jp-pools" className="flex flex-col gap-4">
            <h2 id="jp-pools" className="text-lg font-bold text-ink">
              {t('jp.pools')}
            </h2>
            {pools.isPending ? (
              <Loader label={t('common.loading')} className="min-h-40" />
            ) : pools.isError ? (
              <LoadError error={pools.error} onRetry={() => void pools.refetch()} />
            ) : pools.data.length === 0 ? (
              <EmptyState title={t('jp.pools.empty.title')} description={t('jp.pools.empty.body')} />
            ) : (
              <div className="grid grid-cols-1 gap-4 2xl:grid-cols-2">
                {pools.data.map((pool) => (
                  <PoolCard key={pool.id} pool={pool} />
                ))}
              </div>
            )}
          </section>
          <HitsSection brands={[...new Set((pools.data ?? []).map((pool) => pool.merchantCode))]} />
        </>
      )}
    </div>
  );
};
