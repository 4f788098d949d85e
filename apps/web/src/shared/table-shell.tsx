/**
 * What the shared-table pages (live tables, card tables) draw alike: the server's clock, the round
 * back-to-lobby button of their header, and the panel shown when the table did not load (retry, or
 * back to the lobby when there is no such table).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from './error-text.ts';

/** The server clock's offset from this device's (ms), from an answer's `serverTime`. */
export const offsetOf = (serverTime: string) => {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - Date.now();
};

/** The server's time now, ticking four times a second (a deal's cards and countdowns turn on it). */
export const useServerNow = (offset: number) => {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), 250);
    return () => clearInterval(timer);
  }, [offset]);
  return now;
};

export const BackToLobby = ({ to, label }: { to: string; label: string }) => (
  <Link
    to={to}
    aria-label={label}
    title={label}
    className="grid size-9 shrink-0 place-items-center rounded-full border border-line text-muted transition hover:border-primary hover:text-primary"
  >
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  </Link>
);

/** The table did not load: why, a retry (unless there is no such table), and the way back. */
export const TableLoadFailed = ({
  shell,
  title,
  error,
  notFound,
  onRetry,
  lobby,
}: {
  shell: string;
  title: string;
  error: unknown;
  notFound: boolean;
  onRetry: () => void;
  lobby: { to: string; label: string };
}) => {
  const { t } = useTranslation();
  return (
    <div className={`${shell} grid place-items-center p-6`}>
      <div
        role="alert"
        className="grid max-w-sm gap-3 rounded-2xl border border-red-400/30 bg-surface p-6 text-center text-sm leading-relaxed"
      >
        <p className="text-base font-bold text-ink">{title}</p>
        <p className="text-muted">{errorText(t, error)}</p>
        <div className="flex justify-center gap-2">
          {!notFound && (
            <button
              type="button"
              onClick={onRetry}
              className="rounded-full bg-gold px-4 py-1.5 font-semibold text-on-primary"
            >
              {t('common_retry')}
            </button>
          )}
          <Link
            to={lobby.to}
            className="rounded-full border border-line px-4 py-1.5 font-semibold text-muted hover:text-primary"
          >
            {lobby.label}
          </Link>
        </div>
      </div>
    </div>
  );
};

/**
 * Above a game client's table: a note to a watcher with no session (open the game from the lobby to
 * play), and, when the session did not start, why, with a retry.
 */
export const SessionNotices = ({
  watching,
  watchNote,
  lobby,
  problem,
  onRetry,
}: {
  watching: boolean;
  watchNote: string;
  lobby: { to: string; label: string };
  /** The words of the session's refusal, or null. */
  problem: string | null;
  onRetry: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <>
      {watching && (
        <p className="rounded-xl border border-line bg-surface/80 px-3 py-2 text-center text-sm text-muted">
          {watchNote}{' '}
          <Link to={lobby.to} className="font-semibold text-primary underline">
            {lobby.label}
          </Link>
        </p>
      )}
      {problem && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-2 rounded-xl border border-red-400/30 bg-red-950/40 px-3 py-2 text-sm text-red-100"
        >
          <p className="flex-1">{problem}</p>
          <button
            type="button"
            onClick={onRetry}
            className="rounded-full bg-gold px-3 py-1 text-xs font-bold text-on-primary"
          >
            {t('common_retry')}
          </button>
        </div>
      )}
    </>
  );
};
