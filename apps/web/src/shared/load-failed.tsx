/** What a page or panel shows when its query failed: why, in the reader's language, with a retry. */
import { errorMessageKey } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { useTranslation } from 'react-i18next';

export const LoadFailed = ({
  query,
  title,
}: {
  query: { error: unknown; refetch: () => unknown };
  title: string;
}) => {
  const { t } = useTranslation();
  return (
    <EmptyState
      tone="error"
      title={title}
      description={t(errorMessageKey(query.error))}
      action={
        <button type="button" className={buttonClass({ size: 'sm' })} onClick={() => void query.refetch()}>
          {t('common_retry')}
        </button>
      }
    />
  );
};
