/**
 * /saferPlay (issue 15 "Safer play", beyond the spec: UKGC RTS 12–13, N.J.A.C. 13:69O; ADR 051):
 * the member's own deposit, loss and session-time limits, the reality check, time-out and
 * self-exclusion. A break in force is shown first, with the way to withdraw.
 */
import {
  REALITY_CHECK_MINUTES,
  type TLimitKind,
  type TLimitState,
  type TSaferPlay,
} from '@luckwell/contracts/member/safer-play';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Spinner } from '@luckwell/ui/spinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { Panel } from '../../shared/panel.tsx';
import { ExcludedBanner, SelfExclusionPanel, TimeoutPanel } from './exclusion.tsx';
import { LimitRow } from './limit-row.tsx';
import { useSaferPlay, useSetRealityCheck } from './safer-play-api.ts';
import { useCurrencySymbol } from './safer-play-parts.tsx';

const GROUPS: { title: string; kinds: TLimitKind[]; testId: string }[] = [
  {
    title: 'sp_deposit_title',
    kinds: ['depositDay', 'depositWeek', 'depositMonth'],
    testId: 'deposit-limits',
  },
  { title: 'sp_loss_title', kinds: ['lossDay', 'lossWeek', 'lossMonth'], testId: 'loss-limits' },
  { title: 'sp_session_title', kinds: ['sessionMinutes'], testId: 'session-limit' },
];

const stateOf = (settings: TSaferPlay, kind: TLimitKind): TLimitState =>
  settings.limits.find((limit) => limit.kind === kind) ?? { kind, value: null, pending: null, used: '0' };

const RealityCheckPanel = ({ minutes }: { minutes: number | null }) => {
  const { t } = useTranslation();
  const save = useSetRealityCheck();
  const [saved, setSaved] = useState(false);
  const options: (number | null)[] = [null, ...REALITY_CHECK_MINUTES];
  return (
    <Panel title={t('sp_reality_title')} testId="reality-check-panel">
      <p className="text-sm text-muted">{t('sp_reality_body')}</p>
      <div role="radiogroup" aria-label={t('sp_reality_title')} className="mt-4 flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = option === minutes;
          return (
            <label
              key={String(option)}
              className={`inline-flex min-h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold transition ${
                checked
                  ? 'border-primary bg-primary/15 text-primary'
                  : 'border-line text-ink hover:border-primary/50'
              }`}
            >
              <input
                type="radio"
                name="realityCheck"
                className="sr-only"
                checked={checked}
                disabled={save.isPending}
                onChange={() => {
                  setSaved(false);
                  save.mutate({ minutes: option }, { onSuccess: () => setSaved(true) });
                }}
              />
              {option === null ? t('sp_reality_off') : t('sp_reality_every', { count: option })}
            </label>
          );
        })}
      </div>
      {saved && (
        <p role="status" className="mt-3 text-xs text-emerald-400">
          {t('sp_reality_saved')}
        </p>
      )}
      {save.isError && (
        <p role="alert" className="mt-3 text-xs text-red-400">
          {errorText(t, save.error)}
        </p>
      )}
    </Panel>
  );
};

export const SaferPlayPage = () => {
  const { t } = useTranslation();
  const settings = useSaferPlay();
  const symbol = useCurrencySymbol();

  return (
    <div
      className="mx-auto grid w-full max-w-[1280px] gap-4 px-3 py-5 sm:gap-5 sm:px-4 sm:py-8 lg:pr-24 min-[1480px]:pr-4"
      data-testid="safer-play"
    >
      <header>
        <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{t('sp_title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-muted">{t('sp_subtitle')}</p>
      </header>
      {settings.isError ? (
        <EmptyState
          tone="error"
          title={t('sp_load_error')}
          description={t(errorMessageKey(settings.error))}
          action={
            <button
              type="button"
              className={buttonClass({ size: 'sm' })}
              onClick={() => void settings.refetch()}
            >
              {t('common_retry')}
            </button>
          }
        />
      ) : !settings.data ? (
        <div className="grid min-h-64 place-items-center">
          <Spinner label={t('sp_loading')} size="md" />
        </div>
      ) : (
        <>
          {settings.data.exclusion && <ExcludedBanner exclusion={settings.data.exclusion} />}
          <p className="flex items-center gap-2 rounded-xl border border-line bg-black/30 px-4 py-2.5 text-sm text-muted">
            <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-gold" />
            {t('sp_rule')}
          </p>
          {GROUPS.map((group) => (
            <Panel key={group.testId} title={t(group.title)} testId={group.testId}>
              <ul className={`grid gap-3 ${group.kinds.length > 1 ? 'md:grid-cols-3' : 'md:max-w-sm'}`}>
                {group.kinds.map((kind) => (
                  <LimitRow
                    key={kind}
                    state={stateOf(settings.data, kind)}
                    symbol={symbol}
                    currency={settings.data.currency}
                  />
                ))}
              </ul>
            </Panel>
          ))}
          <RealityCheckPanel minutes={settings.data.realityCheckMinutes} />
          <div className="grid gap-4 sm:gap-5 lg:grid-cols-2">
            <TimeoutPanel />
            <SelfExclusionPanel />
          </div>
          <Panel title={t('sp_help_title')}>
            <p className="text-sm text-muted">{t('sp_help_body')}</p>
          </Panel>
        </>
      )}
    </div>
  );
};
