/**
 * Content → Help centre at /admin/content/help (issue 19): one brand's help categories in the
 * players' order (picture, names, key, how many articles, order) and the articles of the chosen
 * one, each created, changed and deleted with a reason. Players read a change at once on /help and
 * in the home page's four "why us" blocks (the first four articles). A category that still holds
 * articles cannot be deleted.
 */
import type { TAdminHelpArticle, TAdminHelpCategory } from '@luckwell/contracts/admin/help';
import { Button } from '@luckwell/ui/button';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { errorText } from '../../shared/error-text.ts';
import { Icon } from '../../shared/icons.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { toast } from '../../shared/toasts.tsx';
import { TitlesCell } from './content-cells.tsx';
import { useContentBrand } from './content-screen.tsx';
import { useDeleteHelp, useHelpArticles, useHelpCategories } from './help-api.ts';
import { HelpArticleDialog } from './help-article-dialog.tsx';
import { HelpCategoryDialog } from './help-category-dialog.tsx';
import { HelpIconImage, useHelpIconLabel } from './help-icon.tsx';

type Removing = { kind: 'categories' | 'articles'; id: number; name: string };

/** The order after the last of a list (10 apart, so one can go between). */
const nextSortOf = (items: readonly { sort: number }[]) =>
  Math.min(
    999,
    items.reduce((last, item) => Math.max(last, item.sort + 10), 0),
  );

/** A list of the view: its heading, what it shows, its New button, and the list below. */
const HelpSection = ({
  id,
  title,
  body,
  newLabel,
  onNew,
  children,
}: {
  id: string;
  title: string;
  body: string;
  newLabel: string;
  onNew: () => void;
  children: ReactNode;
}) => (
  <section aria-labelledby={id} className="flex flex-col gap-3">
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h2 id={id} className="text-lg font-bold text-ink">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted">{body}</p>
      </div>
      <Button onClick={onNew}>
        <Icon name="plus" className="size-4" />
        {newLabel}
      </Button>
    </div>
    {children}
  </section>
);

export const HelpView = () => {
  const { t } = useTranslation();
  const brand = useContentBrand();
  const iconLabel = useHelpIconLabel();
  const categories = useHelpCategories(brand);
  const [chosenId, setChosenId] = useState<number | undefined>(undefined);
  const list = categories.data?.list ?? [];
  // The chosen category while it exists, else the first (a new brand's list, a deleted category).
  const chosen = list.find((category) => category.id === chosenId) ?? list[0];
  const articles = useHelpArticles(brand, chosen?.id);
  const [editingCategory, setEditingCategory] = useState<TAdminHelpCategory | 'new' | null>(null);
  const [editingArticle, setEditingArticle] = useState<TAdminHelpArticle | 'new' | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const remove = useDeleteHelp();

  const confirmRemove = (reason: string) => {
    if (!removing) return;
    remove.mutate(
      { kind: removing.kind, id: removing.id, body: { merchantCode: brand, reason } },
      {
        onSuccess: () => {
          toast.success(
            t(removing.kind === 'categories' ? 'help.category.deleted' : 'help.article.deleted', {
              name: removing.name,
            }),
          );
          setRemoving(null);
        },
      },
    );
  };
  const closeRemove = () => {
    setRemoving(null);
    remove.reset();
  };

  return (
    <div className="flex flex-col gap-8">
      <HelpSection
        id="help-categories"
        title={t('help.categories.title')}
        body={t('help.categories.body')}
        newLabel={t('help.category.new')}
        onNew={() => setEditingCategory('new')}
      >
        <ResultsPanel
          query={categories}
          caption={t('help.categories.title')}
          minWidth="min-w-[820px]"
          columns={[
            t('help.col.icon'),
            t('help.col.name'),
            t('help.col.key'),
            { label: t('help.col.articles'), align: 'right' },
            { label: t('content.col.order'), align: 'right' },
            { label: t('content.col.actions'), align: 'right' },
          ]}
          empty={{
            when: (data) => data.list.length === 0,
            title: t('help.categories.empty.title'),
            description: t('help.categories.empty.body'),
          }}
        >
          {(data) =>
            data.list.map((category) => {
              const current = category.id === chosen?.id;
              const name = category.name.vi || category.name.en;
              return (
                <tr
                  key={category.id}
                  aria-current={current || undefined}
                  className={`border-b border-line/30 align-middle last:border-0 ${current ? 'bg-primary/5' : ''}`}
                >
                  <td className="px-4 py-3">
                    <span className="flex items-center gap-2">
                      <HelpIconImage icon={category.icon} />
                      <span className="sr-only">{iconLabel(category.icon)}</span>
                    </span>
                  </td>
                  <TitlesCell title={category.name} />
                  <td className="px-4 py-3 font-mono text-xs text-ink/90">{category.key}</td>
                  <td className="px-4 py-3 text-right text-ink tabular-nums">{category.articleCount}</td>
                  <td className="px-4 py-3 text-right text-ink tabular-nums">{category.sort}</td>
                  <td className="px-4 py-3 text-right whitespace-nowrap">
                    <Button
                      variant={current ? 'secondary' : 'ghost'}
                      size="sm"
                      aria-pressed={current}
                      aria-label={t('help.category.showArticles', { name })}
                      onClick={() => setChosenId(category.id)}
                    >
                      {t('help.category.articles')}
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setEditingCategory(category)}>
                      {t('content.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={category.articleCount > 0}
                      title={category.articleCount > 0 ? t('help.category.delete.blocked') : undefined}
                      onClick={() => setRemoving({ kind: 'categories', id: category.id, name })}
                    >
                      {t('help.delete')}
                    </Button>
                  </td>
                </tr>
              );
            })
          }
        </ResultsPanel>
      </HelpSection>

      {chosen && (
        <HelpSection
          id="help-articles"
          title={t('help.articles.title', { name: chosen.name.vi || chosen.name.en })}
          body={t('help.articles.body')}
          newLabel={t('help.article.new')}
          onNew={() => setEditingArticle('new')}
        >
          <ResultsPanel
            query={articles}
            caption={t('help.articles.caption')}
            minWidth="min-w-[640px]"
            columns={[
              t('content.col.title'),
              t('help.col.key'),
              { label: t('content.col.order'), align: 'right' },
              { label: t('content.col.actions'), align: 'right' },
            ]}
            empty={{
              when: (data) => data.list.length === 0,
              title: t('help.articles.empty.title'),
              description: t('help.articles.empty.body'),
            }}
          >
            {(data) =>
              data.list.map((article) => (
                <tr key={article.id} className="border-b border-line/30 align-top last:border-0">
                  <TitlesCell title={article.title} />
                  <td className="px-4 py-3 font-mono text-xs text-ink/90">{article.key}</td>
                  <td className="px-4 py-3 text-right text-ink tabular-nums">{article.sort}</td>
                  <td className="px-4 py-3 text-right whitespace-nowrap">
                    <Button variant="ghost" size="sm" onClick={() => setEditingArticle(article)}>
                      {t('content.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        setRemoving({
                          kind: 'articles',
                          id: article.id,
                          name: article.title.vi || article.title.en,
                        })
                      }
                    >
                      {t('help.delete')}
                    </Button>
                  </td>
                </tr>
              ))
            }
          </ResultsPanel>
        </HelpSection>
      )}

      {editingCategory && (
        <HelpCategoryDialog
          brand={brand}
          category={editingCategory === 'new' ? undefined : editingCategory}
          nextSort={nextSortOf(list)}
          onClose={() => setEditingCategory(null)}
        />
      )}
      {editingArticle && chosen && (
        <HelpArticleDialog
          brand={brand}
          article={editingArticle === 'new' ? undefined : editingArticle}
          categories={list}
          categoryId={chosen.id}
          nextSort={nextSortOf(articles.data?.list ?? [])}
          onClose={() => setEditingArticle(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t(
          removing?.kind === 'categories' ? 'help.category.delete.title' : 'help.article.delete.title',
          {
            name: removing?.name ?? '',
          },
        )}
        confirmLabel={t('help.delete')}
        tone="danger"
        reason="required"
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error) : null}
        onConfirm={confirmRemove}
        onClose={closeRemove}
      >
        {t(removing?.kind === 'categories' ? 'help.category.delete.body' : 'help.article.delete.body')}
      </ConfirmDialog>
    </div>
  );
};
