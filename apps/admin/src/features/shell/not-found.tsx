/** A back-office address that does not exist, inside the frame. */
import { buttonClass } from '@luckwell/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../shared/icons.tsx';

export const NotFound = () => {
  const { t } = useTranslation();
  return (
    <section className="mx-auto mt-10 flex max-w-lg animate-fade-in flex-col items-center gap-4 rounded-3xl border border-line bg-surface/70 px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-primary/12 text-primary ring-1 ring-primary/30">
        <Icon name="search" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-sm text-muted">{t('notFound.body')}</p>
      <Link to={'/dashboard'} className={buttonClass({ size: 'md' })}>
        {t('notFound.action')}
      </Link>
    </section>
  );
};
