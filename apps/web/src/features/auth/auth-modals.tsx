/**
 * The login, register and forgot-password popups (spec §2), one modal whose body follows the
 * overlay store; the banner art of the matching group sits beside the form on wider screens.
 */
import { Modal } from '@luckwell/ui/modal';
import { useTranslation } from 'react-i18next';
import { type AuthView, useOverlayStore } from '../../shared/overlay-store.ts';
import { usePermission } from '../../shared/permission-store.ts';
import { AuthArt } from './auth-art.tsx';
import { ForgotView } from './forgot-view.tsx';
import { LoginView } from './login-view.tsx';
import { RegisterView } from './register-view.tsx';

const GROUP = { login: 'w_login', register: 'w_register', forgot: 'w_forget' } as const;
const TITLE = { login: 'login_title', register: 'register_title', forgot: 'forgot_title' } as const;
const TAGLINE = { login: 'login_tagline', register: 'register_tagline', forgot: 'forgot_tagline' } as const;

export const AuthModals = ({ onClose }: { onClose: (view: AuthView) => void }) => {
  const { t } = useTranslation();
  const { brand } = usePermission();
  const view = useOverlayStore((state) => state.auth);
  if (!view) return null;
  return (
    <Modal
      open
      title={t(TITLE[view])}
      hideTitle
      onClose={() => onClose(view)}
      closeLabel={t('common_close')}
      size="xl"
    >
      <div className="grid min-h-full md:min-h-[560px] md:grid-cols-[0.9fr_1.1fr]">
        <AuthArt group={GROUP[view]} tagline={t(TAGLINE[view], { name: brand.name })} />
        <div className="px-5 pt-6 pb-8 sm:px-8 sm:pt-8">
          <p aria-hidden="true" className="text-gold mb-1 text-2xl font-bold">
            {t(TITLE[view])}
          </p>
          <p className="mb-6 text-sm text-muted">{t(TAGLINE[view], { name: brand.name })}</p>
          {view === 'login' && <LoginView key="login" />}
          {view === 'register' && <RegisterView key="register" />}
          {view === 'forgot' && <ForgotView key="forgot" />}
        </div>
      </div>
    </Modal>
  );
};
