/**
 * The account page's security items, each with its status and the flow that already exists for it:
 * the login password opens the change-password modal; the payment password and bank accounts lead
 * to the withdraw page, which sets and binds them; mobile and email are bound and verified here with a
 * code (bind-contact-dialog.tsx).
 */
import type { TAccountSecurity } from '@luckwell/contracts/member/account-security';
import { buttonClass } from '@luckwell/ui/button';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWhen } from '../../shared/format-when.ts';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { BindContactDialog } from './bind-contact-dialog.tsx';

type Item = { key: string; title: string; status: string; ok: boolean; action?: ReactNode };

const WITHDRAW_PAGE = '/member?page=withdraw';

export const SecurityItems = ({ security }: { security: TAccountSecurity }) => {
  const { t, i18n } = useTranslation();
  const openChangePassword = useOverlayStore((state) => state.openChangePassword);
  const linkClass = buttonClass({ size: 'sm', variant: 'secondary' });
  const [binding, setBinding] = useState<'email' | 'sms' | null>(null);
  const contactStatus = (masked: string | null, verified: boolean) =>
    masked === null
      ? t('acc_status_not_bound')
      : `${masked} · ${verified ? t('acc_verified') : t('acc_not_verified')}`;

  const items: Item[] = [
    {
      key: 'password',
      title: t('acc_item_password'),
      status: t('acc_password_changed', {
        when: formatWhen(security.passwordChangedAt, i18n.language, false),
      }),
      ok: true,
      action: (
        <button
          type="button"
          className={linkClass}
          onClick={() => openChangePassword({ reason: 'voluntary', forced: false, site: 'member' })}
        >
          {t('acc_change')}
        </button>
      ),
    },
    {
      key: 'payment',
      title: t('acc_item_payment'),
      status: security.paymentPasswordSet ? t('acc_status_set') : t('acc_status_not_set'),
      ok: security.paymentPasswordSet,
      action: (
        <Link to={WITHDRAW_PAGE} className={linkClass}>
          {security.paymentPasswordSet ? t('acc_manage') : t('acc_set_up')}
        </Link>
      ),
    },
    {
      key: 'mobile',
      title: t('acc_item_mobile'),
      status: contactStatus(security.mobileNum, security.mobileVerified),
      ok: security.mobileVerified,
      action: (
        <button type="button" className={linkClass} onClick={() => setBinding('sms')}>
          {security.mobileNum ? t('acc_change') : t('acc_bind')}
        </button>
      ),
    },
    {
      key: 'email',
      title: t('acc_item_email'),
      status: contactStatus(security.email, security.emailVerified),
      ok: security.emailVerified,
      action: (
        <button type="button" className={linkClass} onClick={() => setBinding('email')}>
          {security.email ? t('acc_change') : t('acc_bind')}
        </button>
      ),
    },
    {
      key: 'banks',
      title: t('acc_item_banks'),
      status:
        security.bankAccounts > 0
          ? t('acc_banks_count', { n: security.bankAccounts })
          : t('acc_status_none_bound'),
      ok: security.bankAccounts > 0,
      action: (
        <Link to={WITHDRAW_PAGE} className={linkClass}>
          {security.bankAccounts > 0 ? t('acc_manage') : t('acc_bind')}
        </Link>
      ),
    },
    ...(security.googleSignIn
      ? [{ key: 'google', title: t('acc_item_google'), status: t('acc_google_not_linked'), ok: false }]
      : []),
  ];

  return (
    <>
      {binding && (
        <BindContactDialog
          channel={binding}
          currentVerified={binding === 'email' ? security.emailVerified : security.mobileVerified}
          currentMasked={binding === 'email' ? security.email : security.mobileNum}
          onClose={() => setBinding(null)}
        />
      )}
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" data-testid="security-items">
        {items.map((item) => (
          <li
            key={item.key}
            className="flex items-center gap-3 rounded-xl border border-line bg-black/20 p-3 sm:p-4"
            data-testid={`security-${item.key}`}
          >
            <span
              aria-hidden="true"
              className={`grid size-9 shrink-0 place-items-center rounded-full text-sm font-bold ${
                item.ok ? 'bg-emerald-500/15 text-emerald-300' : 'bg-amber-400/15 text-amber-200'
              }`}
            >
              {item.ok ? '✓' : '!'}
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-ink">{item.title}</p>
              <p className={`truncate text-xs ${item.ok ? 'text-muted' : 'text-amber-200'}`}>{item.status}</p>
            </div>
            {item.action}
          </li>
        ))}
      </ul>
    </>
  );
};
