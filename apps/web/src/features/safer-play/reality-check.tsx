/**
 * The reality check (issue 15, ADR 051; UKGC RTS 13): every N minutes of the signed-in session, as the
 * member chose, a dialog with the time played and the session's net result, a link to the betting
 * record, "continue" and "stop playing" (the site's sign-out). The interval and the session's start
 * come from GET /wps/member/safer-play/session; a check falls due at start + k·N minutes, so a reload
 * neither repeats one nor pushes the next back.
 */
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { Spinner } from '@luckwell/ui/spinner';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, isNegativeMoney } from '../../shared/format-money.ts';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { usePlaySession } from './safer-play-api.ts';
import { useCurrencySymbol } from './safer-play-parts.tsx';

/** Milliseconds from `now` until the next multiple of `minutes` after `startedAt`. */
export const nextCheckIn = (startedAt: string, minutes: number, now = Date.now()) => {
  const start = Date.parse(startedAt);
  const period = minutes * 60_000;
  if (Number.isNaN(start) || period <= 0) return null;
  const elapsed = Math.max(0, now - start);
  return start + (Math.floor(elapsed / period) + 1) * period - now;
};

const durationText = (t: TFunction, minutes: number) => {
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? t('rc_hours_minutes', { hours, minutes: minutes % 60 }) : t('rc_minutes', { minutes });
};

export const RealityCheck = () => {
  const { t } = useTranslation();
  const session = usePlaySession();
  const symbol = useCurrencySymbol();
  const [due, setDue] = useState(false);
  const minutes = session.data?.realityCheckMinutes ?? null;
  const startedAt = session.data?.startedAt;
  const { refetch } = session;

  useEffect(() => {
    if (due || minutes === null || !startedAt) return;
    const wait = nextCheckIn(startedAt, minutes);
    if (wait === null) return;
    const timer = setTimeout(() => {
      setDue(true);
      void refetch();
    }, wait);
    return () => clearTimeout(timer);
  }, [due, minutes, startedAt, refetch]);

  if (!due) return null;
  const carryOn = () => setDue(false);
  const stop = () => {
    setDue(false);
    const overlays = useOverlayStore.getState();
    overlays.closeGamePopup();
    overlays.openLogout();
  };
  const data = session.data;
  const fresh = data && !session.isFetching;

  return (
    <Modal open title={t('rc_title')} onClose={carryOn} closeLabel={t('common_close')} size="sm">
      <div className="grid gap-4 px-5 pt-2 pb-6 sm:px-6" data-testid="reality-check">
        {!fresh ? (
          <div className="grid min-h-24 place-items-center">
            <Spinner label={t('rc_loading')} size="md" />
          </div>
        ) : (
          <>
            <p className="text-base font-semibold text-ink">
              {t('rc_played', { duration: durationText(t, data.minutesPlayed) })}
            </p>
            <dl className="grid grid-cols-2 gap-y-2 rounded-xl border border-line bg-page/50 p-3 text-sm">
              <dt className="text-muted">{t('rc_stake')}</dt>
              <dd className="text-right text-ink tabular-nums">{formatMoney(data.stake, symbol)}</dd>
              <dt className="text-muted">{t('rc_payout')}</dt>
              <dd className="text-right text-ink tabular-nums">{formatMoney(data.payout, symbol)}</dd>
              <dt className="border-t border-line/60 pt-2 font-semibold text-ink">{t('rc_net')}</dt>
              <dd
                data-testid="reality-net"
                className={`border-t border-line/60 pt-2 text-right font-bold tabular-nums ${
                  isNegativeMoney(data.net) ? 'text-red-300' : 'text-emerald-300'
                }`}
              >
                {formatMoney(data.net, symbol, { signed: true })}
              </dd>
            </dl>
            <Link
              to="/member?page=personalHistoryCopy"
              onClick={carryOn}
              className="text-sm font-semibold text-primary underline-offset-2 hover:underline"
            >
              {t('rc_record')}
            </Link>
          </>
        )}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="secondary" onClick={stop}>
            {t('rc_stop')}
          </Button>
          <Button onClick={carryOn}>{t('rc_continue')}</Button>
        </div>
      </div>
    </Modal>
  );
};
