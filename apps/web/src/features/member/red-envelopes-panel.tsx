/**
 * The rewards centre's red envelopes (issue 17, ADR 064): each drop as a drawn lì xì — open ones to
 * grab (the envelope opens on the amount, paid to the main wallet at once), the member's own with
 * what was in it, coming ones with when they open, and the gone or ended ones muted.
 */
import type { TRedEnvelope, TRedEnvelopeGrab } from '@luckwell/contracts/member/rewards';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { Button, buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Spinner } from '@luckwell/ui/spinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { formatWhen } from '../../shared/format-when.ts';
import { useReducedMotion } from '../../shared/reduced-motion.ts';
import { EnvelopeArt } from './red-envelope-art.tsx';
import { useGrabEnvelope, useRedEnvelopes } from './rewards-api.ts';

/**
 * Open drops and the member's own first (a drop stays in place when it is grabbed), then what is
 * coming, then the rest; the server's order within each.
 */
const ORDER: Record<TRedEnvelope['state'], number> = { open: 0, grabbed: 0, coming: 1, gone: 2, ended: 3 };

const CHIPS: Record<TRedEnvelope['state'], string> = {
  open: 'border-amber-300/50 bg-amber-400/20 text-amber-100',
  coming: 'border-sky-300/40 bg-sky-400/15 text-sky-100',
  grabbed: 'border-emerald-300/40 bg-emerald-500/20 text-emerald-100',
  gone: 'border-white/15 bg-white/10 text-ink/70',
  ended: 'border-white/15 bg-white/10 text-ink/70',
};

const FESTIVE =
  'radial-gradient(circle at 50% 34%, rgba(242, 193, 78, 0.28), transparent 58%), linear-gradient(165deg, #6a0f1b 0%, #3a0b1a 52%, #140d24 100%)';
const MUTED = 'linear-gradient(165deg, #232a40 0%, #151b2e 60%, #0f1424 100%)';

const Sparkle = ({ x, y, r }: { x: number; y: number; r: number }) => (
  <path
    d={`M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`}
    fill="#ffe7a3"
  />
);

const EnvelopeCard = ({ drop, symbol }: { drop: TRedEnvelope; symbol: string }) => {
  const { t, i18n } = useTranslation();
  const grab = useGrabEnvelope();
  const reduced = useReducedMotion();
  const [revealed, setRevealed] = useState<TRedEnvelopeGrab | null>(null);
  const money = (amount: string) => formatMoney(amount, symbol);
  const when = (iso: string) => formatWhen(iso, i18n.language);
  const mine = revealed?.amount ?? drop.mine;
  const state: TRedEnvelope['state'] = mine !== null ? 'grabbed' : drop.state;
  const muted = state === 'gone' || state === 'ended';
  const left = revealed ? Math.min(drop.left, revealed.left) : drop.left;
  const leftPercent = drop.shares > 0 ? Math.round((left / drop.shares) * 100) : 0;
  const headingId = `envelope-${drop.id}`;

  const onGrab = () => {
    grab.reset();
    grab.mutate(drop.id, { onSuccess: setRevealed });
  };

  const action = () => {
    if (state === 'grabbed' && mine !== null) {
      return (
        <p
          role="status"
          className="rounded-xl border border-emerald-300/30 bg-emerald-500/10 px-3 py-2 text-sm font-semibold text-emerald-200"
        >
          {revealed && !revealed.already
            ? t('rc_env_won', { amount: money(mine) })
            : t('rc_env_mine', { amount: money(mine) })}
        </p>
      );
    }
    if (state === 'open') {
      return (
        <Button block size="lg" onClick={onGrab} disabled={grab.isPending}>
          {grab.isPending ? t('rc_env_opening') : t('rc_env_grab')}
        </Button>
      );
    }
    const label =
      state === 'coming' ? 'rc_env_state_coming' : state === 'gone' ? 'rc_env_gone' : 'rc_env_state_ended';
    return (
      <Button block size="lg" variant="secondary" disabled>
        {t(label)}
      </Button>
    );
  };

  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex h-full flex-col overflow-hidden rounded-2xl border shadow-xl shadow-black/40 ${
        muted ? 'border-line' : 'border-amber-300/25'
      }`}
      style={{ backgroundImage: muted ? MUTED : FESTIVE }}
      data-testid={`envelope-${drop.id}`}
      data-state={state}
    >
      {!muted && (
        <svg
          viewBox="0 0 300 180"
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 h-44 w-full"
          preserveAspectRatio="xMidYMid slice"
        >
          <Sparkle x={40} y={36} r={6} />
          <Sparkle x={262} y={52} r={8} />
          <Sparkle x={236} y={150} r={4} />
          <Sparkle x={62} y={136} r={4} />
        </svg>
      )}
      <span
        className={`absolute top-3 left-3 z-10 rounded-full border px-2.5 py-0.5 text-[11px] font-bold tracking-wide uppercase ${CHIPS[state]}`}
      >
        {t(`rc_env_state_${state}`)}
      </span>
      <div className={`relative mx-auto mt-6 h-44 w-32 ${muted ? 'opacity-55 grayscale' : ''}`}>
        <EnvelopeArt
          opened={mine !== null}
          animate={revealed !== null && !reduced}
          amount={mine === null ? null : formatMoney(mine, symbol, { trimCents: true })}
        />
      </div>
      <div className="relative flex flex-1 flex-col gap-3 p-4 pt-3">
        <div>
          <h3 id={headingId} className={`text-base font-bold ${muted ? 'text-ink/70' : 'text-gold'}`}>
            {drop.title}
          </h3>
          <p className="mt-0.5 text-xs text-ink/70">
            {t('rc_env_total', { amount: money(drop.total), shares: drop.shares })}
          </p>
        </div>
        {state === 'coming' ? (
          <p className="text-sm font-semibold text-sky-200">
            {t('rc_env_opens', { when: when(drop.startsAt) })}
          </p>
        ) : (
          <div className="grid gap-1.5">
            <p className="text-xs font-semibold text-ink/85">
              {t('rc_env_left', { left, shares: drop.shares })}
            </p>
            <div
              className="h-1.5 overflow-hidden rounded-full bg-black/40"
              role="progressbar"
              aria-label={t('rc_env_left', { left, shares: drop.shares })}
              aria-valuemin={0}
              aria-valuemax={drop.shares}
              aria-valuenow={left}
            >
              <div
                className={`h-full rounded-full ${muted ? 'bg-white/25' : 'bg-gold'}`}
                style={{ width: `${leftPercent}%` }}
              />
            </div>
            <p className="text-xs text-ink/60">
              {state === 'ended'
                ? t('rc_env_ended_at', { when: when(drop.endsAt) })
                : t('rc_env_until', { when: when(drop.endsAt) })}
            </p>
          </div>
        )}
        <div className="mt-auto grid gap-2">
          {action()}
          {grab.isError && (
            <p role="alert" className="text-sm text-red-300">
              {errorText(t, grab.error)}
            </p>
          )}
        </div>
      </div>
    </article>
  );
};

export const RedEnvelopesPanel = () => {
  const { t } = useTranslation();
  const envelopes = useRedEnvelopes();
  const data = envelopes.data;

  if (envelopes.isPending) {
    return (
      <div className="grid min-h-64 place-items-center">
        <Spinner label={t('rc_env_loading')} size="lg" />
      </div>
    );
  }
  if (envelopes.isError || !data) {
    return (
      <EmptyState
        tone="error"
        title={t('rc_env_error_title')}
        description={t(errorMessageKey(envelopes.error))}
        action={
          <button
            type="button"
            className={buttonClass({ size: 'sm' })}
            onClick={() => void envelopes.refetch()}
          >
            {t('common_retry')}
          </button>
        }
      />
    );
  }
  const drops = [...data.list].sort((a, b) => ORDER[a.state] - ORDER[b.state]);
  return (
    <div className="grid gap-4" data-testid="envelopes-panel">
      <p className="text-sm text-muted">{t('rc_env_intro')}</p>
      {drops.length === 0 ? (
        <EmptyState title={t('rc_env_empty_title')} description={t('rc_env_empty_body')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('rc_env_list')}>
          {drops.map((drop) => (
            <li key={drop.id}>
              <EnvelopeCard drop={drop} symbol={data.currencySymbol} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
