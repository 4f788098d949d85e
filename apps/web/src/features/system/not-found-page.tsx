import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-[1280px] px-4 py-12">
      <EmptyState
        title={t('page_not_found')}
        description={t('in_not_found')}
        action={
          <Link to="/index" className={buttonClass()}>
            {t('soon_back_home')}
          </Link>
        }
      />
    </div>
  );
};
