/**
 * The site footer (spec §2): vendor logo strip, help links, social links (only configured ones),
 * customer service and support hours, copyright and the 18+ responsible-gaming note.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openCustomerService, openResource } from '../../shared/customer-service.ts';
import { useGameMenus } from '../../shared/game-menus.ts';
import { helpHref, useHelpCenter } from '../../shared/help-center.ts';
import { HeadsetIcon } from '../../shared/icons.tsx';
import { useImageUrl } from '../../shared/image-url.ts';
import { usePermission } from '../../shared/permission-store.ts';
import { SocialIcon } from './social-icon.tsx';
import { VendorStrip } from './vendor-strip.tsx';

const SOCIAL_TYPES = ['FACEBOOK', 'TELEGRAM', 'YOUTUBE'] as const;

export const Footer = () => {
  const { t } = useTranslation();
  const { brand, resources } = usePermission();
  const imageUrl = useImageUrl();
  const menus = useGameMenus();
  const help = useHelpCenter();
  const socials = SOCIAL_TYPES.flatMap((type) => {
    const resource = resources.find((item) => item.resourceType === type && item.url);
    return resource ? [resource] : [];
  });

  return (
    <footer className="mt-16 border-t border-line/70 bg-black/30">
      <VendorStrip menus={menus.data ?? []} />
      <div className="mx-auto grid max-w-[1280px] grid-cols-2 gap-x-6 gap-y-10 border-t border-line/50 px-4 py-10 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="col-span-2 lg:col-span-1">
          <img src={imageUrl(brand.logoUrl)} alt={brand.name} className="h-10 w-auto" height={40} />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-muted">
            {t('footer_about', { name: brand.name })}
          </p>
          <p className="mt-4 flex items-center gap-3 text-xs text-muted">
            <span className="grid size-10 shrink-0 place-items-center rounded-full border-2 border-red-400/80 text-sm font-bold text-red-300">
              18+
            </span>
            {t('footer_responsible')}
          </p>
        </div>

        <nav aria-label={t('footer_help')}>
          <h2 className="text-sm font-bold tracking-wide text-ink">{t('footer_help')}</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {(help.data ?? []).slice(0, 6).map((category) => (
              <li key={category.id}>
                <Link to={helpHref(category)} className="text-muted transition hover:text-primary">
                  {category.name}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/help" className="text-muted transition hover:text-primary">
                {t('page_help')}
              </Link>
            </li>
            <li>
              <Link to="/saferPlay" className="text-muted transition hover:text-primary">
                {t('footer_safer_play')}
              </Link>
            </li>
            <li>
              <Link to="/down" className="text-muted transition hover:text-primary">
                {t('nav_DOWN')}
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-bold tracking-wide text-ink">{t('footer_follow')}</h2>
          {socials.length > 0 ? (
            <ul className="mt-4 space-y-2.5 text-sm">
              {socials.map((resource) => (
                <li key={resource.resourceType}>
                  <a
                    href={resource.url}
                    target={resource.newTab ? '_blank' : undefined}
                    rel={resource.newTab ? 'noopener noreferrer' : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      openResource(resource);
                    }}
                    className="flex items-center gap-3 text-muted transition hover:text-primary"
                  >
                    <SocialIcon type={resource.resourceType} className="size-7 rounded-full" />
                    {t(`social_${resource.resourceType}`)}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm text-muted">{t('footer_follow_none')}</p>
          )}
        </div>

        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-bold tracking-wide text-ink">{t('footer_support')}</h2>
          <p className="mt-4 text-sm text-muted">{t('support_hours', { hours: brand.supportHours })}</p>
          <button
            type="button"
            onClick={() => void openCustomerService(brand.customerServiceUrl)}
            className="mt-4 inline-flex min-h-10 items-center gap-2 rounded-full border border-primary/60 px-4 text-sm font-semibold text-primary transition hover:bg-primary/10"
          >
            <HeadsetIcon className="size-4" />
            {t('cs_button')}
          </button>
        </div>
      </div>
      <div className="border-t border-line/50">
        <p className="mx-auto max-w-[1280px] px-4 py-5 text-center text-xs text-muted">
          {t('footer_copyright', { year: new Date().getFullYear(), name: brand.name })}
        </p>
      </div>
    </footer>
  );
};
