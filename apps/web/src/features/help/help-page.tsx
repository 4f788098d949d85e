/**
 * The help centre (/help): the operator's help categories and articles. ?section=<key> (or
 * ?category=<id>) and ?article=<id> open a given entry: the brand's customer-service link
 * (`/help?section=contact`, shown in a 440x750 popup), the footer and the home page use them.
 */
import type { THelpCategory } from '@luckwell/contracts/system/help-center';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { openCustomerService, opensHere } from '../../shared/customer-service.ts';
import { helpParams, selectHelpCategory, useHelpCenter } from '../../shared/help-center.ts';
import { ChevronDownIcon } from '../../shared/icons.tsx';
import { useImageUrl } from '../../shared/image-url.ts';
import { OperatorHtml } from '../../shared/operator-html.tsx';
import { usePermission } from '../../shared/permission-store.ts';

export const HelpPage = () => {
  const { t } = useTranslation();
  const { brand } = usePermission();
  const imageUrl = useImageUrl();
  const help = useHelpCenter();
  const [params, setParams] = useSearchParams();
  const categories = help.data ?? [];
  const selected = selectHelpCategory(categories, params);
  const openArticle = Number(params.get('article')) || selected?.articles[0]?.id;
  const tabs = useRef<HTMLUListElement>(null);

  const select = (category: THelpCategory, articleId?: number) =>
    setParams(helpParams(category, articleId), { replace: true, preventScrollReset: true });

  // On phones (and in the customer-service popup) the categories are a strip that scrolls
  // sideways: bring the open one into view, as a deep link may name the last of them.
  const selectedId = selected?.id;
  useEffect(() => {
    const strip = tabs.current;
    const tab = strip?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!strip || !tab || selectedId === undefined) return;
    const stripBox = strip.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    strip.scrollLeft += tabBox.left + tabBox.width / 2 - (stripBox.left + stripBox.width / 2);
  }, [selectedId]);

  return (
    <div className="mx-auto max-w-[1280px] px-4 py-6 sm:py-12">
      <header className="mb-6 sm:mb-8">
        <p className="text-xs font-semibold tracking-[0.25em] text-primary uppercase">{brand.name}</p>
        <h1 className="mt-2 text-3xl font-bold text-ink sm:text-4xl">{t('page_help')}</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted sm:text-base">{t('help_subtitle')}</p>
      </header>

      {help.isPending ? (
        <Loader label={t('app_loading')} />
      ) : help.isError ? (
        <EmptyState
          tone="error"
          title={t(errorMessageKey(help.error))}
          action={
            <button type="button" className={buttonClass()} onClick={() => help.refetch()}>
              {t('common_retry')}
            </button>
          }
        />
      ) : !selected ? (
        <EmptyState title={t('help_empty')} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[280px_1fr]">
          <nav aria-label={t('page_help')} className="min-w-0">
            <ul
              ref={tabs}
              className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0"
            >
              {categories.map((category) => {
                const active = category.id === selected.id;
                return (
                  <li key={category.id} className="shrink-0">
                    <button
                      type="button"
                      aria-current={active}
                      onClick={() => select(category)}
                      className={`flex w-full items-center gap-3 rounded-xl border px-4 py-3 text-left text-sm font-semibold transition ${
                        active
                          ? 'border-primary/60 bg-primary/10 text-primary'
                          : 'border-line bg-surface/80 text-ink/85 hover:text-primary'
                      }`}
                    >
                      {category.icon && (
                        <img
                          src={imageUrl(category.icon)}
                          alt=""
                          className="size-6 shrink-0 rounded"
                          width={24}
                          height={24}
                        />
                      )}
                      <span className="whitespace-nowrap lg:whitespace-normal">{category.name}</span>
                      <span className="ml-auto hidden text-xs text-muted lg:inline">
                        {category.articles.length}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>

          <section aria-labelledby="help-category-title" className="min-w-0">
            <h2 id="help-category-title" className="mb-4 text-xl font-bold text-ink">
              {selected.name}
            </h2>
            {selected.articles.length === 0 ? (
              <EmptyState title={t('help_empty')} />
            ) : (
              <ul className="space-y-3">
                {[...selected.articles]
                  .sort((a, b) => a.sort - b.sort)
                  .map((article) => {
                    const open = article.id === openArticle;
                    return (
                      <li
                        key={article.id}
                        className="overflow-hidden rounded-2xl border border-line bg-surface/90"
                      >
                        <button
                          type="button"
                          aria-expanded={open}
                          onClick={() => select(selected, open ? -1 : article.id)}
                          className="flex w-full items-center gap-3 px-5 py-4 text-left font-semibold text-ink"
                        >
                          <span className="flex-1">{article.title}</span>
                          <ChevronDownIcon
                            className={`size-4 shrink-0 text-muted transition ${open ? 'rotate-180 text-primary' : ''}`}
                          />
                        </button>
                        {open && (
                          <OperatorHtml html={article.content} className="border-t border-line px-5 py-4" />
                        )}
                      </li>
                    );
                  })}
              </ul>
            )}
            <div className="mt-8 flex flex-col items-start gap-3 rounded-2xl border border-primary/30 bg-primary/5 p-5 sm:flex-row sm:items-center">
              <div className="flex-1">
                <p className="font-semibold text-ink">{t('help_contact_title')}</p>
                <p className="mt-1 text-sm text-muted">{t('support_hours', { hours: brand.supportHours })}</p>
              </div>
              {/* Not on the page the button opens: in the customer-service popup it would only reload it. */}
              {!opensHere(brand.customerServiceUrl, {
                pathname: '/help',
                search: `?${helpParams(selected)}`,
              }) && (
                <button
                  type="button"
                  className={buttonClass()}
                  onClick={() => void openCustomerService(brand.customerServiceUrl)}
                >
                  {t('cs_button')}
                </button>
              )}
            </div>
          </section>
        </div>
      )}
    </div>
  );
};
