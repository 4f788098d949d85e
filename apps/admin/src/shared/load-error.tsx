/** A read that failed: what went wrong and a way to try again, the same on every screen. */
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { useTranslation } from 'react-i18next';
import { errorText } from './error-text.ts';
import { Icon } from './icons.tsx';

export const LoadError = ({
  error,
  onRetry,
  title,
  className = '',
}: {
  error: unknown;
  onRetry: () => void;
  /** Already translated; "Could not load" when not given. */
  title?: string;
  className?: string;
}) => {
  const { t } = useTranslation();
  return (
    <EmptyState
      tone="error"
      className={className}
      title={title ?? t('common.loadFailed')}
      description={errorText(error)}
      action={
        <Button variant="secondary" onClick={onRetry}>
          <Icon name="refresh" className="size-4" />
          {t('common.retry')}
        </Button>
      }
    />
  );
};
