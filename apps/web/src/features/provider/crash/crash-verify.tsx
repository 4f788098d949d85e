/**
 * The verifier's crash section (`/verify?engine=crash&hash&salt&commitment&game`, ADR 039): the
 * crash point of a round's hash with the public salt, and the hash's link to the chain's
 * commitment, recomputed in the browser with the very code the server runs (`@luckwell/games/crash`).
 */
import { CRASH_TICK_MS, crashRound, verifyCrashHash } from '@luckwell/games/crash';
import { Button } from '@luckwell/ui/button';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { crashText } from './crash-curve.ts';

type Form = { hash: string; salt: string; commitment: string; game: string };

const HEX_64 = /^[0-9a-f]{64}$/;

const run = (form: Form) => {
  const hash = form.hash.trim().toLowerCase();
  if (!HEX_64.test(hash)) return { ok: false as const };
  const round = crashRound(hash, form.salt.trim());
  const game = Number(form.game);
  const commitment = form.commitment.trim().toLowerCase();
  const linked =
    commitment && Number.isInteger(game) && game >= 1 && game <= 1_000_000
      ? verifyCrashHash(hash, commitment, game)
      : undefined;
  return { ok: true as const, ...round, linked };
};

export const CrashVerify = ({ engineSelect }: { engineSelect: ReactNode }) => {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const [form, setForm] = useState<Form>(() => ({
    hash: params.get('hash') ?? '',
    salt: params.get('salt') ?? '',
    commitment: params.get('commitment') ?? '',
    game: params.get('game') ?? '1',
  }));
  const [submitted, setSubmitted] = useState<Form | null>(() => (params.get('hash') ? form : null));
  const result = useMemo(() => (submitted ? run(submitted) : null), [submitted]);

  const field = (name: keyof Form, label: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-xs text-muted">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        value={form[name]}
        onChange={(event) => setForm({ ...form, [name]: event.target.value })}
        className="rounded-lg border border-line bg-black/30 px-3 py-2 font-mono text-xs text-ink outline-none focus:border-primary"
      />
    </div>
  );

  return (
    <>
      <header>
        <h1 className="text-xl font-bold text-gold">{t('crash_verify_title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('crash_verify_intro')}</p>
      </header>
      <form
        className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted({ ...form });
        }}
      >
        {engineSelect}
        {field('hash', t('crash_verify_hash'))}
        {field('salt', t('crash_salt'))}
        <div className="grid grid-cols-[1fr_8rem] gap-3">
          {field('commitment', t('crash_commitment'))}
          {field('game', t('crash_verify_game'))}
        </div>
        <Button type="submit">{t('verify_run')}</Button>
      </form>
      {result && (
        <section
          data-testid="crash-verify-result"
          aria-label={t('verify_result')}
          className="flex flex-col gap-2 rounded-2xl border border-primary/30 bg-surface p-4"
        >
          <h2 className="text-sm font-bold">{t('verify_result')}</h2>
          {!result.ok && (
            <p role="alert" className="text-sm text-red-300">
              {t('crash_verify_bad_hash')}
            </p>
          )}
          {result.ok && (
            <>
              <p className="text-xs text-muted">{t('crash_verify_point')}</p>
              <span data-testid="crash-verify-point" className="font-mono text-3xl font-extrabold text-gold">
                {crashText(result.crashPoint)}
              </span>
              <p className="text-sm">
                {t('crash_verify_tick', {
                  tick: result.crashTick,
                  seconds: ((result.crashTick * CRASH_TICK_MS) / 1000).toFixed(1),
                })}
              </p>
              {result.linked !== undefined && (
                <p
                  data-testid="crash-verify-link"
                  className={`text-sm ${result.linked ? 'text-emerald-300' : 'text-red-300'}`}
                >
                  {result.linked ? `✓ ${t('crash_verify_link_ok')}` : `✗ ${t('crash_verify_link_bad')}`}
                </p>
              )}
            </>
          )}
        </section>
      )}
    </>
  );
};
