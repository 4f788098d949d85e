/**
 * The account page's sign-in activity: the member's last sign-in attempts (time, address, device,
 * result) and their live sessions with "this device" marked and "Sign out other devices".
 */
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { formatWhen } from '../../shared/format-when.ts';
import { Panel } from '../../shared/panel.tsx';
import { useLoginHistory, useMemberSessions, useSignOutOthers } from './account-api.ts';
import { deviceText, PanelState } from './account-parts.tsx';

const ResultBadge = ({ success }: { success: boolean }) => {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        success ? 'bg-emerald-500/15 text-emerald-300' : 'bg-red-500/15 text-red-300'
      }`}
    >
      {success ? t('acc_result_success') : t('acc_result_failed')}
    </span>
  );
};

export const LoginHistory = () => {
  const { t, i18n } = useTranslation();
  const history = useLoginHistory();
  const body = () => {
    if (!history.data) {
      return (
        <PanelState query={history} loadingLabel={t('acc_loading')} errorTitle={t('acc_logins_error')} />
      );
    }
    const list = history.data.list;
    if (list.length === 0) return <EmptyState title={t('acc_logins_empty')} />;
    return (
      <>
        <table className="hidden w-full text-left text-sm md:table" data-testid="login-table">
          <thead className="text-xs tracking-wide text-muted uppercase">
            <tr className="border-b border-line">
              <th className="px-3 py-2.5 font-semibold">{t('acc_col_time')}</th>
              <th className="px-3 py-2.5 font-semibold">{t('acc_col_ip')}</th>
              <th className="px-3 py-2.5 font-semibold">{t('acc_col_device')}</th>
              <th className="px-3 py-2.5 font-semibold">{t('acc_col_result')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <tr key={row.id} className="border-b border-line/60 last:border-0">
                <td className="px-3 py-2.5 whitespace-nowrap text-muted tabular-nums">
                  {formatWhen(row.at, i18n.language)}
                </td>
                <td className="px-3 py-2.5 text-ink tabular-nums">{row.ip}</td>
                <td className="px-3 py-2.5 text-ink">{deviceText(t, row.device)}</td>
                <td className="px-3 py-2.5">
                  <ResultBadge success={row.success} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="grid gap-2 md:hidden" data-testid="login-cards">
          {list.map((row) => (
            <li key={row.id} className="rounded-xl border border-line bg-black/20 p-3">
              <div className="flex items-center justify-between gap-3">
                <span className="text-sm font-semibold text-ink">{deviceText(t, row.device)}</span>
                <ResultBadge success={row.success} />
              </div>
              <div className="mt-1.5 flex items-center justify-between gap-3 text-xs text-muted tabular-nums">
                <span>{formatWhen(row.at, i18n.language)}</span>
                <span>{row.ip}</span>
              </div>
            </li>
          ))}
        </ul>
      </>
    );
  };
  return (
    <Panel title={t('acc_logins_title')} testId="login-history">
      {body()}
    </Panel>
  );
};

export const MemberSessions = () => {
  const { t, i18n } = useTranslation();
  const sessions = useMemberSessions();
  const signOut = useSignOutOthers();
  const [done, setDone] = useState<number | null>(null);
  const others = sessions.data?.list.filter((s) => !s.current).length ?? 0;

  const action = (
    <button
      type="button"
      className={buttonClass({ size: 'sm', variant: 'secondary' })}
      disabled={others === 0 || signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, {
          onSuccess: (value) => setDone(value.revoked),
        })
      }
    >
      {signOut.isPending ? t('acc_signing_out') : t('acc_sign_out_others')}
    </button>
  );

  const body = () => {
    if (!sessions.data) {
      return (
        <PanelState query={sessions} loadingLabel={t('acc_loading')} errorTitle={t('acc_sessions_error')} />
      );
    }
    return (
      <ul className="grid gap-2" data-testid="session-list">
        {sessions.data.list.map((session) => (
          <li
            key={session.id}
            className={`flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border p-3 ${
              session.current ? 'border-primary/50 bg-primary/10' : 'border-line bg-black/20'
            }`}
          >
            <span className="basis-full text-sm font-semibold text-ink sm:min-w-0 sm:flex-1 sm:basis-auto">
              {deviceText(t, session.device)}
              {session.current && (
                <span className="ml-2 whitespace-nowrap rounded-full bg-primary/20 px-2 py-0.5 text-xs text-primary">
                  {t('acc_this_device')}
                </span>
              )}
            </span>
            <span className="text-xs text-muted tabular-nums">{session.ip}</span>
            <span className="text-xs text-muted tabular-nums">
              {t('acc_session_since', { when: formatWhen(session.createdAt, i18n.language) })}
            </span>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Panel title={t('acc_sessions_title')} action={action} testId="sessions">
      {done !== null && (
        <p role="status" className="mb-3 text-sm font-semibold text-emerald-300">
          {t('acc_signed_out_others', { n: done })}
        </p>
      )}
      {signOut.isError && (
        <p role="alert" className="mb-3 text-sm text-red-300">
          {errorText(t, signOut.error)}
        </p>
      )}
      {body()}
    </Panel>
  );
};
