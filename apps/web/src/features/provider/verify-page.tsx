/**
 * The public verifier (`/verify`, docs/provably-fair.md): anyone pastes a round's seeds, nonce and
 * actions and sees its outcome recomputed in the browser by the same engine code the server runs
 * (`@luckwell/games/verify`, @noble/hashes, no server call). The game history's "verify" links
 * open it prefilled and it recomputes at once.
 */

import type { TProviderRound } from '@luckwell/contracts/provider/house-games';
import { HOUSE_ENGINES } from '@luckwell/games/house-engines';
import { type VerifyResult, verifyRound } from '@luckwell/games/verify';
import { Button } from '@luckwell/ui/button';
import { Loader } from '@luckwell/ui/loader';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ensureBundle } from '../i18n/i18n.ts';
import { ROUND_VIEWS } from './engine-clients.ts';
import { multiplierText } from './money-text.ts';

/** Crash rounds are checked by their hash chain, not seeds and nonces (ADR 039). */
const CrashVerify = lazy(() =>
  Promise.all([import('./crash/crash-verify.tsx'), ensureBundle('crash')]).then(([m]) => ({
    default: m.CrashVerify,
  })),
);

type Form = {
  engine: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  actions: string;
  /** The round's engine configuration as JSON (a slot title's model); empty: the family's default. */
  config: string;
};

const run = (form: Form): VerifyResult | 'bad_json' => {
  let actions: unknown;
  let config: unknown;
  try {
    actions = JSON.parse(form.actions);
    config = form.config.trim() ? JSON.parse(form.config) : undefined;
  } catch {
    return 'bad_json';
  }
  return verifyRound({
    engine: form.engine,
    config,
    serverSeed: form.serverSeed.trim(),
    clientSeed: form.clientSeed.trim(),
    nonce: Number(form.nonce) || 0,
    actions: Array.isArray(actions) ? actions : [actions],
    serverSeedHash: form.serverSeedHash.trim() || undefined,
  });
};

const DiceOutcome = ({
  record,
}: {
  record: { roll: number; target: number; direction: string; win: boolean };
}) => (
  <span data-testid="verify-roll" className="font-mono text-3xl font-extrabold text-gold">
    {(record.roll / 100).toFixed(2)}
  </span>
);

/** A family's own view of the recomputed round (a slot round's grids), fed the replayed steps. */
const RecomputedRound = ({
  form,
  result,
  gameCode,
}: {
  form: Form;
  result: Extract<VerifyResult, { ok: true }>;
  gameCode: string;
}) => {
  const { t } = useTranslation();
  const View = ROUND_VIEWS[form.engine]!;
  let config: unknown = null;
  try {
    config = form.config.trim() ? JSON.parse(form.config) : null;
  } catch {
    // run() refused it already.
  }
  const round = {
    engine: form.engine,
    gameCode,
    stake: '',
    config,
    steps: result.steps.map((step, seq) => ({ seq, action: null, ...step, at: '' })),
  } as unknown as TProviderRound;
  return (
    <div data-testid="verify-round">
      <Suspense fallback={<Loader label={t('hist_loading')} />}>
        <View round={round} currency="" />
      </Suspense>
    </div>
  );
};

export const VerifyPage = () => {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const [form, setForm] = useState<Form>(() => ({
    engine: params.get('engine') ?? 'dice',
    serverSeed: params.get('serverSeed') ?? '',
    serverSeedHash: params.get('serverSeedHash') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce: params.get('nonce') ?? '0',
    actions: params.get('actions') ?? '[{"target":5000,"direction":"under"}]',
    config: params.get('config') ?? '',
  }));
  const [submitted, setSubmitted] = useState<Form | null>(() => (params.get('serverSeed') ? form : null));
  const result = useMemo(() => (submitted ? run(submitted) : null), [submitted]);

  const field = (name: keyof Form, label: string, options: { mono?: boolean; area?: boolean } = {}) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-xs text-muted">
        {label}
      </label>
      {options.area ? (
        <textarea
          id={`${id}-${name}`}
          value={form[name]}
          rows={3}
          onChange={(event) => setForm({ ...form, [name]: event.target.value })}
          className="rounded-lg border border-line bg-black/30 px-3 py-2 font-mono text-xs text-ink outline-none focus:border-primary"
        />
      ) : (
        <input
          id={`${id}-${name}`}
          value={form[name]}
          onChange={(event) => setForm({ ...form, [name]: event.target.value })}
          className={`rounded-lg border border-line bg-black/30 px-3 py-2 text-sm text-ink outline-none focus:border-primary ${options.mono ? 'font-mono text-xs' : ''}`}
        />
      )}
    </div>
  );

  /** The engine picker, shared with crash's section (which checks a hash chain, not seeds). */
  const engineSelect = (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-engine`} className="text-xs text-muted">
        {t('verify_engine')}
      </label>
      <select
        id={`${id}-engine`}
        value={form.engine}
        onChange={(event) => setForm({ ...form, engine: event.target.value })}
        className="rounded-lg border border-line bg-black/30 px-3 py-2 text-sm text-ink"
      >
        {Object.keys(HOUSE_ENGINES).map((family) => (
          <option key={family} value={family}>
            {family}
          </option>
        ))}
      </select>
    </div>
  );

  if (form.engine === 'crash') {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
        <Suspense fallback={null}>
          <CrashVerify engineSelect={engineSelect} />
        </Suspense>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <header>
        <h1 className="text-xl font-bold text-gold">{t('verify_title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('verify_intro')}</p>
      </header>
      <form
        className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted({ ...form });
        }}
      >
        {engineSelect}
        {field('serverSeed', t('verify_server_seed'), { mono: true })}
        {field('serverSeedHash', t('verify_server_hash'), { mono: true })}
        <div className="grid grid-cols-[1fr_7rem] gap-3">
          {field('clientSeed', t('verify_client_seed'), { mono: true })}
          {field('nonce', t('verify_nonce'), { mono: true })}
        </div>
        {field('actions', t('verify_actions'), { area: true })}
        {field('config', t('verify_config'), { mono: true })}
        <Button type="submit">{t('verify_run')}</Button>
      </form>
      {result && (
        <section
          data-testid="verify-result"
          aria-label={t('verify_result')}
          className="flex flex-col gap-3 rounded-2xl border border-primary/30 bg-surface p-4"
        >
          <h2 className="text-sm font-bold">{t('verify_result')}</h2>
          {result === 'bad_json' && (
            <p role="alert" className="text-sm text-red-300">
              {t('verify_bad_json')}
            </p>
          )}
          {result !== 'bad_json' && !result.ok && (
            <p role="alert" className="text-sm text-red-300">
              {t('verify_bad_input', { message: result.message })}
            </p>
          )}
          {result !== 'bad_json' && result.ok && (
            <>
              {result.hashMatches !== undefined && (
                <p className={`text-sm ${result.hashMatches ? 'text-emerald-300' : 'text-red-300'}`}>
                  {result.hashMatches ? `✓ ${t('verify_hash_match')}` : `✗ ${t('verify_hash_mismatch')}`}
                </p>
              )}
              {submitted?.engine === 'dice' && result.steps[0] && (
                <DiceOutcome
                  record={
                    result.steps[0].record as {
                      roll: number;
                      target: number;
                      direction: string;
                      win: boolean;
                    }
                  }
                />
              )}
              {submitted && ROUND_VIEWS[submitted.engine] && (
                <RecomputedRound form={submitted} result={result} gameCode={params.get('gameCode') ?? ''} />
              )}
              <p data-testid="verify-multiplier" className="text-sm">
                {t('verify_multiplier', { multiplier: multiplierText(result.multiplier).replace('×', '') })}
              </p>
              <pre className="overflow-x-auto rounded-lg bg-black/30 p-3 font-mono text-[11px] text-ink/80">
                {JSON.stringify(
                  result.steps.map((s) => s.record),
                  null,
                  1,
                )}
              </pre>
            </>
          )}
        </section>
      )}
      <p className="text-xs text-muted">{t('verify_doc')}</p>
    </div>
  );
};
