/** A button for an action that takes a moment: disabled and announced busy meanwhile, a spinner in place of its icon. */
import { Button, type ButtonProps } from '@luckwell/ui/button';
import { Spinner } from '@luckwell/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icons.tsx';

export const BusyButton = ({
  busy,
  icon,
  iconClassName = 'size-4',
  children,
  ...button
}: Omit<ButtonProps, 'disabled'> & { busy: boolean; icon?: IconName; iconClassName?: string }) => {
  const { t } = useTranslation();
  return (
    <Button disabled={busy} aria-busy={busy || undefined} {...button}>
      {busy ? (
        <Spinner label={t('common.working')} size="sm" />
      ) : (
        icon && <Icon name={icon} className={iconClassName} />
      )}
      {children}
    </Button>
  );
};
