/**
 * The two small prompts of spec §2: the logout confirmation (in_popup_prompt / in_sure_logout,
 * buttons in_more_cancel and in_increase_submit; then the loader, logout, back to /), and the trial
 * account's "a real account is needed" (in_need_true_account, button in_increase_submit).
 */
import { buttonClass } from '@luckwell/ui/button';
import { Loader } from '@luckwell/ui/loader';
import { Modal } from '@luckwell/ui/modal';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { signOut } from '../../shared/sign-in.ts';

const Prompt = ({
  text,
  onConfirm,
  onCancel,
}: {
  text: string;
  onConfirm: () => void;
  onCancel?: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className="px-5 pt-2 pb-6 sm:px-6">
      <p className="text-base leading-relaxed text-ink">{text}</p>
      <div className="mt-6 flex justify-end gap-3">
        {onCancel && (
          <button type="button" onClick={onCancel} className={buttonClass({ variant: 'secondary' })}>
            {t('in_more_cancel')}
          </button>
        )}
        <button type="button" onClick={onConfirm} className={buttonClass()} data-autofocus>
          {t('in_increase_submit')}
        </button>
      </div>
    </div>
  );
};

export const LogoutDialog = () => {
  const { t } = useTranslation();
  const close = useOverlayStore((state) => state.closeLogout);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const onConfirm = async () => {
    setBusy(true);
    try {
      await signOut(queryClient);
    } finally {
      setBusy(false);
      close();
      navigate('/', { replace: true });
    }
  };

  return (
    <Modal
      open
      title={t('in_popup_prompt')}
      onClose={busy ? () => undefined : close}
      showClose={!busy}
      closeLabel={t('common_close')}
      size="sm"
    >
      {busy ? (
        <Loader label={t('app_loading')} />
      ) : (
        <Prompt text={t('in_sure_logout')} onConfirm={() => void onConfirm()} onCancel={close} />
      )}
    </Modal>
  );
};

export const RealAccountDialog = () => {
  const { t } = useTranslation();
  const close = useOverlayStore((state) => state.closeRealAccount);
  return (
    <Modal open title={t('in_popup_prompt')} onClose={close} closeLabel={t('common_close')} size="sm">
      <Prompt text={t('in_need_true_account')} onConfirm={close} />
    </Modal>
  );
};
