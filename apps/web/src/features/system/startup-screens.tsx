/** What the startup gate shows before the site: the branded loader and the retryable error. */
import { buttonClass } from '@luckwell/ui/button';
import { Spinner } from '@luckwell/ui/spinner';
import { useTranslation } from 'react-i18next';
import { SystemPageShell } from './system-page-shell.tsx';

export const StartupLoader = () => {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh place-items-center bg-[radial-gradient(ellipse_at_50%_30%,color-mix(in_oklab,var(--brand-surface)_80%,white_6%)_0%,var(--brand-background)_65%)]">
      <div className="flex flex-col items-center gap-4">
        <Spinner label={t('app_loading')} size="lg" />
        <p className="text-sm tracking-wide text-muted" aria-hidden="true">
          {t('app_loading')}
        </p>
      </div>
    </div>
  );
};

type StartupErrorProps = { messageKey: string; onRetry: () => void; retrying: boolean };

export const StartupError = ({ messageKey, onRetry, retrying }: StartupErrorProps) => {
  const { t } = useTranslation();
  return (
    <SystemPageShell title={t('startup_error_title')} image="/img/system/maintenance.svg">
      <p className="font-semibold text-ink" role="alert">
        {t(messageKey, { defaultValue: t('in_system_error') })}
      </p>
      <p>{t('startup_error_body')}</p>
      <div className="pt-2">
        <button type="button" onClick={onRetry} disabled={retrying} className={buttonClass({ size: 'lg' })}>
          {retrying ? <Spinner label={t('app_loading')} size="sm" /> : null}
          {t('common_retry')}
        </button>
      </div>
    </SystemPageShell>
  );
};
