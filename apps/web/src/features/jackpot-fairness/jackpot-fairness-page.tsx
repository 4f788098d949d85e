/**
 * /jackpotFairness: the progressive jackpot, provably fair (docs/decisions/035-jackpot-back-office.md).
 * The running cycle's seed hash (committed before its first bet), the won cycles page by page, each
 * checked in this browser — the revealed seed's SHA-256 against the hash published before, and the
 * winning bet's draw recomputed with WebCrypto — and a form to recompute any draw by hand. Nothing
 * the player types leaves the page.
 */
import type { TJackpotCycle } from '@luckwell/contracts/games/jackpot';
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../shared/api-client.ts';
import { Field } from '../../shared/field.tsx';
import { formatMoney } from '../../shared/format-money.ts';
import { usePermission } from '../../shared/permission-store.ts';
import { type FairDrawResult, fairJackpotDraw, parseMoneyToMinor, sha256Hex } from './fair-draw.ts';

const PAGE_SIZE = 5;

const schema = () => import('@luckwell/contracts/games/jackpot').then((m) => m.ZJackpotHistoryResponse);

const moneyMinor = (amount: string) => parseMoneyToMinor(amount) ?? 0n;
/** 12345678901234n → "12,345,678,901,234": drawn numbers are minor units, shown whole. */
const grouped = (value: bigint) => value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const Mono = ({ children }: { children: string }) => (
  <code className="block rounded-lg bg-page/70 px-3 py-2 font-mono text-xs break-all text-ink/90">
    {children}
  </code>
);

const Label = ({ children }: { children: string }) => (
  <p className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">{children}</p>
);

const Verdict = ({ ok, children }: { ok: boolean | null; children: string }) => (
  <p
    className={`mt-1.5 inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold ${
      ok === null
        ? 'bg-line/40 text-muted'
        : ok
          ? 'bg-emerald-500/15 text-emerald-300'
          : 'bg-red-500/15 text-red-300'
    }`}
  >
    <span aria-hidden="true">{ok === null ? '•' : ok ? '✓' : '✗'}</span>
    {children}
  </p>
);

const drawText = (t: ReturnType<typeof useTranslation>['t'], result: FairDrawResult) => {
  if (result.drawn === null) return result.hit ? t('jf_draw_hit_sure') : t('jf_draw_miss_none');
  const values = { drawn: grouped(result.drawn), threshold: grouped(result.threshold) };
  return result.hit ? t('jf_draw_hit', values) : t('jf_draw_miss', values);
};

/** One won cycle, verified in the browser. */
const CycleCard = ({ item, onCheck }: { item: TJackpotCycle; onCheck: (item: TJackpotCycle) => void }) => {
  const { t, i18n } = useTranslation();
  const { brand } = usePermission();
  const symbol = brand.currency.symbol;
  const check = useQuery({
    queryKey: ['jackpotFairness', 'verify', item.cycle, item.serverSeed, item.clientSeed],
    queryFn: async () => ({
      hash: await sha256Hex(item.serverSeed),
      draw: await fairJackpotDraw({
        serverSeed: item.serverSeed,
        clientSeed: item.clientSeed,
        cycle: item.cycle,
        stakeMinor: moneyMinor(item.stake),
        hitEveryMinor: moneyMinor(item.hitEvery),
      }),
    }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const hashOk = check.data && item.seedHash ? check.data.hash === item.seedHash : null;

  return (
    <li
      className="rounded-2xl border border-line/70 bg-surface/70 p-4 sm:p-5"
      aria-label={t('jf_cycle', { cycle: item.cycle })}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="text-base font-bold text-primary">{t('jf_cycle', { cycle: item.cycle })}</h3>
        <p className="text-xs text-muted">
          {new Date(item.at).toLocaleString(i18n.language === 'vi' ? 'vi-VN' : 'en-GB')}
        </p>
      </div>
      <p className="mt-1 text-sm text-ink">
        {t('jf_won_by', { player: item.player, amount: formatMoney(item.amount, symbol) })}
        <span className="text-muted"> · {t('jf_game', { game: item.gameCode })}</span>
      </p>
      <div className="mt-4 grid gap-3 lg:grid-cols-2">
        <div>
          <Label>{t('jf_server_seed')}</Label>
          <Mono>{item.serverSeed}</Mono>
        </div>
        <div>
          <Label>{t('jf_published_hash')}</Label>
          <Mono>{item.seedHash ?? '—'}</Mono>
        </div>
        <div>
          <Label>{t('jf_computed_hash')}</Label>
          <Mono>{check.data?.hash ?? t('jf_checking')}</Mono>
          {check.data && (
            <Verdict ok={hashOk}>
              {hashOk === null ? t('jf_hash_unknown') : hashOk ? t('jf_hash_match') : t('jf_hash_mismatch')}
            </Verdict>
          )}
        </div>
        <div>
          <Label>{t('jf_client_seed')}</Label>
          <Mono>{item.clientSeed}</Mono>
          <p className="mt-1.5 text-xs text-muted">
            {t('jf_stake')}: {formatMoney(item.stake, symbol)} · {t('jf_form_hit_every')}:{' '}
            {formatMoney(item.hitEvery, symbol)}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3 border-t border-line/50 pt-3">
        <div>
          <Label>{t('jf_draw')}</Label>
          {check.data ? (
            <Verdict ok={check.data.draw.hit}>{drawText(t, check.data.draw)}</Verdict>
          ) : (
            <p className="text-xs text-muted">{t('jf_checking')}</p>
          )}
        </div>
        <Button variant="secondary" size="sm" onClick={() => onCheck(item)}>
          {t('jf_check_this')}
        </Button>
      </div>
    </li>
  );
};

type Draft = { serverSeed: string; clientSeed: string; cycle: string; stake: string; hitEvery: string };
const EMPTY: Draft = { serverSeed: '', clientSeed: '', cycle: '', stake: '', hitEvery: '' };

/** Recompute any draw by hand: the same code as the cards, fed what the player pastes. */
const VerifyForm = ({ draft, setDraft }: { draft: Draft; setDraft: (draft: Draft) => void }) => {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [result, setResult] = useState<{ hash: string; draw: FairDrawResult; every: bigint } | null>(null);
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => {
    setDraft({ ...draft, [key]: event.target.value });
    setResult(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<keyof Draft, string>> = {};
    if (!draft.serverSeed.trim()) found.serverSeed = t('jf_form_required');
    if (!draft.clientSeed.trim()) found.clientSeed = t('jf_form_required');
    if (!/^\d{1,9}$/.test(draft.cycle.trim()) || Number(draft.cycle) < 1)
      found.cycle = t('jf_form_cycle_invalid');
    const stake = parseMoneyToMinor(draft.stake);
    const every = parseMoneyToMinor(draft.hitEvery);
    if (stake === null) found.stake = t('jf_form_amount');
    if (every === null || every === 0n) found.hitEvery = t('jf_form_amount');
    setErrors(found);
    if (Object.keys(found).length > 0 || stake === null || every === null) return;
    const serverSeed = draft.serverSeed.trim();
    setResult({
      hash: await sha256Hex(serverSeed),
      draw: await fairJackpotDraw({
        serverSeed,
        clientSeed: draft.clientSeed.trim(),
        cycle: Number(draft.cycle),
        stakeMinor: stake,
        hitEveryMinor: every,
      }),
      every,
    });
  };

  return (
    <section
      id="verify"
      aria-labelledby="jf-form-title"
      className="rounded-2xl border border-primary/30 bg-surface/80 p-4 sm:p-6"
    >
      <h2 id="jf-form-title" className="text-lg font-bold text-ink">
        {t('jf_form_title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('jf_form_body')}</p>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field
          className="sm:col-span-2"
          label={t('jf_form_server_seed')}
          value={draft.serverSeed}
          onChange={set('serverSeed')}
          error={errors.serverSeed}
          autoComplete="off"
          spellCheck={false}
        />
        <Field
          className="sm:col-span-2"
          label={t('jf_form_client_seed')}
          value={draft.clientSeed}
          onChange={set('clientSeed')}
          error={errors.clientSeed}
          autoComplete="off"
          spellCheck={false}
        />
        <Field
          label={t('jf_form_cycle')}
          value={draft.cycle}
          onChange={set('cycle')}
          error={errors.cycle}
          inputMode="numeric"
        />
        <Field
          label={t('jf_form_stake')}
          value={draft.stake}
          onChange={set('stake')}
          error={errors.stake}
          inputMode="decimal"
        />
        <Field
          label={t('jf_form_hit_every')}
          value={draft.hitEvery}
          onChange={set('hitEvery')}
          error={errors.hitEvery}
          inputMode="decimal"
        />
        <div className="flex items-end">
          <Button type="submit" block>
            {t('jf_form_submit')}
          </Button>
        </div>
      </form>
      {result && (
        <output className="mt-4 block rounded-xl border border-line/60 bg-page/60 p-4" aria-live="polite">
          <Verdict ok={result.draw.hit}>{drawText(t, result.draw)}</Verdict>
          {result.draw.drawn !== null && (
            <p className="mt-2 text-xs text-muted">
              {t('jf_form_range', { every: grouped(result.every), stake: grouped(result.draw.threshold) })}
            </p>
          )}
          <p className="mt-2 text-xs break-all text-muted">
            {t('jf_form_result_hash', { hash: result.hash })}
          </p>
        </output>
      )}
    </section>
  );
};

export const JackpotFairnessPage = () => {
  const { t } = useTranslation();
  const { brand } = usePermission();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const history = useQuery({
    queryKey: ['jackpotFairness', 'history', page],
    queryFn: ({ signal }) =>
      apiGet('/relay/GCSGAME_getJackpotHistory', schema, { signal, query: { page, size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const data = history.data;
  const symbol = brand.currency.symbol;

  const checkInForm = (item: TJackpotCycle) => {
    setDraft({
      serverSeed: item.serverSeed,
      clientSeed: item.clientSeed,
      cycle: String(item.cycle),
      stake: item.stake,
      hitEvery: item.hitEvery,
    });
    document.getElementById('verify')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="mx-auto flex max-w-[1080px] flex-col gap-6 px-4 py-8 sm:py-12">
      <header>
        <p className="text-xs font-bold tracking-[0.3em] text-primary uppercase">{t('home_jackpot')}</p>
        <h1 className="text-gold mt-1 text-2xl font-extrabold sm:text-3xl">{t('jf_title')}</h1>
        <p className="mt-3 max-w-3xl text-sm leading-relaxed text-muted sm:text-base">{t('jf_intro')}</p>
        <ol className="mt-4 grid gap-3 sm:grid-cols-3">
          {(['jf_how_1', 'jf_how_2', 'jf_how_3'] as const).map((key, index) => (
            <li
              key={key}
              className="flex gap-3 rounded-xl border border-line/60 bg-surface/60 p-3 text-sm text-ink/90"
            >
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/20 text-xs font-bold text-primary">
                {index + 1}
              </span>
              {t(key)}
            </li>
          ))}
        </ol>
      </header>

      {history.isError ? (
        <EmptyState
          tone="error"
          title={t('jf_error')}
          action={<Button onClick={() => history.refetch()}>{t('jf_retry')}</Button>}
        />
      ) : !data && history.isPending ? (
        <div className="grid gap-4" role="status" aria-label={t('jf_loading')}>
          {[0, 1].map((k) => (
            <div key={k} className="h-40 animate-pulse rounded-2xl bg-surface/60" />
          ))}
        </div>
      ) : !data ? (
        <EmptyState title={t('jf_none')} />
      ) : (
        <>
          <section
            aria-labelledby="jf-current"
            className="rounded-2xl border border-primary/40 bg-gradient-to-br from-surface to-page p-4 sm:p-6"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="jf-current" className="text-lg font-bold text-ink">
                {t('jf_current')}
              </h2>
              <span className="rounded-full bg-primary/15 px-3 py-1 text-xs font-bold text-primary">
                {t('jf_cycle', { cycle: data.cycle })}
              </span>
            </div>
            <div className="mt-3">
              <Label>{t('jf_seed_hash')}</Label>
              <Mono>{data.seedHash}</Mono>
            </div>
            <p className="mt-3 text-xs text-muted">
              {t('jf_hit_every')}:{' '}
              <span className="font-semibold text-ink">{formatMoney(data.hitEvery, symbol)}</span>
            </p>
          </section>

          <section aria-labelledby="jf-past" className="flex flex-col gap-4">
            <h2 id="jf-past" className="text-lg font-bold text-ink">
              {t('jf_past')}
            </h2>
            {data.list.length === 0 ? (
              <EmptyState title={t('jf_past_empty')} />
            ) : (
              <ul className="grid gap-4">
                {data.list.map((item) => (
                  <CycleCard key={item.cycle} item={item} onCheck={checkInForm} />
                ))}
              </ul>
            )}
            {data.totalPages > 1 && (
              <nav className="flex items-center justify-between gap-3" aria-label={t('jf_past')}>
                <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('jf_prev')}
                </Button>
                <span className="text-xs text-muted">{t('jf_page', { page, pages: data.totalPages })}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page >= data.totalPages}
                  onClick={() => setPage(page + 1)}
                >
                  {t('jf_next')}
                </Button>
              </nav>
            )}
          </section>
        </>
      )}

      <VerifyForm draft={draft} setDraft={setDraft} />
    </div>
  );
};
