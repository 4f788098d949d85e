/**
 * The back office's help centre (issue 19): a brand's help categories (with how many articles each
 * holds) and articles, created, changed and deleted with a reason in the same transaction as the
 * audit entry. An article's HTML is sanitised here, before it is stored (ADR 076), by the rules
 * announcements keep; a key is unique among the brand's categories or articles; a category that
 * still holds articles is not deleted. Nothing is cached: the next `/wps/system/helpCenter` on any
 * server reads the change.
 */

import type {
  TAdminHelpArticle,
  TAdminHelpArticleRequest,
  TAdminHelpCategory,
  TAdminHelpCategoryRequest,
  TAdminHelpDeleteRequest,
  THelpIcon,
} from '@luckwell/contracts/admin/help';
import { HelpMessageKey } from '@luckwell/contracts/admin/help';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Actor, AuditService } from '../admin/audit.service.ts';
import { brandByCode } from '../merchants/brand-by-code.ts';
import { contentError, localizedOf, saveAudited, sqlStateOf, titledTextOf } from './content-admin-rules.ts';
import { helpArticles } from './help-article.table.ts';
import { helpCategories } from './help-category.table.ts';

type CategoryRow = typeof helpCategories.$inferSelect;
type ArticleRow = typeof helpArticles.$inferSelect;
type Options = { db: Database; audit: AuditService };

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** A key another category (or article) of the brand has: the unique index refuses it, as a 409 on the key. */
const keyUnique = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw contentError('HELP_KEY_TAKEN', 'body.key');
    throw error;
  }
};

const categoryNotEmpty = () => contentError('HELP_CATEGORY_NOT_EMPTY', 'params.id');

const categoryDto = (row: CategoryRow, articleCount: number): TAdminHelpCategory => ({
  id: row.id,
  key: row.key,
  name: { vi: row.name.vi ?? '', en: row.name.en ?? '' },
  icon: row.icon as THelpIcon,
  sort: row.sort,
  articleCount,
});

const articleDto = (row: ArticleRow): TAdminHelpArticle => ({
  id: row.id,
  categoryId: row.categoryId,
  key: row.key,
  title: { vi: row.text.vi?.title ?? '', en: row.text.en?.title ?? '' },
  content: { vi: row.text.vi?.content ?? '', en: row.text.en?.content ?? '' },
  sort: row.sort,
});

export const createHelpAdminService = ({ db, audit }: Options) => {
  const findCategory = (merchantId: number) => async (id: number) =>
    (
      await db
        .select()
        .from(helpCategories)
        .where(and(eq(helpCategories.id, id), eq(helpCategories.merchantId, merchantId)))
    )[0];

  const findArticle = (merchantId: number) => async (id: number) =>
    (
      await db
        .select()
        .from(helpArticles)
        .where(and(eq(helpArticles.id, id), eq(helpArticles.merchantId, merchantId)))
    )[0];

  const articlesIn = async (tx: Database, categoryId: number) =>
    (await tx.select({ n: count() }).from(helpArticles).where(eq(helpArticles.categoryId, categoryId)))[0]
      ?.n ?? 0;

  /** The brand's categories in the players' order, each with how many articles it holds. */
  const listCategories = async (merchantCode: string) => {
    const brand = await brandByCode(db, merchantCode);
    const [rows, counts] = await Promise.all([
      db
        .select()
        .from(helpCategories)
        .where(eq(helpCategories.merchantId, brand.id))
        .orderBy(asc(helpCategories.sort), asc(helpCategories.id)),
      db
        .select({ categoryId: helpArticles.categoryId, n: count() })
        .from(helpArticles)
        .where(eq(helpArticles.merchantId, brand.id))
        .groupBy(helpArticles.categoryId),
    ]);
    const countOf = new Map(counts.map((c) => [c.categoryId, c.n]));
    return { list: rows.map((row) => categoryDto(row, countOf.get(row.id) ?? 0)) };
  };

  /** The brand's articles (of one category when given) in the players' order. */
  const listArticles = async (merchantCode: string, categoryId?: number) => {
    const brand = await brandByCode(db, merchantCode);
    const rows = await db
      .select()
      .from(helpArticles)
      .where(
        and(
          eq(helpArticles.merchantId, brand.id),
          categoryId === undefined ? undefined : eq(helpArticles.categoryId, categoryId),
        ),
      )
      .orderBy(asc(helpArticles.categoryId), asc(helpArticles.sort), asc(helpArticles.id));
    return { list: rows.map(articleDto) };
  };

  /** Creates (no id) or changes a category, audited in the same transaction. */
  const saveCategory = async (actor: Actor, request: TAdminHelpCategoryRequest, id?: number) => {
    const brand = await brandByCode(db, request.merchantCode);
    const fields = {
      key: request.key,
      name: localizedOf(request.name, brand.defaultLanguage, 'name'),
      icon: request.icon,
      sort: request.sort,
    };
    const row = await keyUnique(() =>
      saveAudited(
        audit,
        {
          id,
          find: findCategory(brand.id),
          notFoundKey: HelpMessageKey.notFound,
          write: (tx, before) =>
            before
              ? tx.update(helpCategories).set(fields).where(eq(helpCategories.id, before.id)).returning()
              : tx
                  .insert(helpCategories)
                  .values({ ...fields, merchantId: brand.id })
                  .returning(),
          entry: (before, saved) => ({
            action: before ? 'help.category.update' : 'help.category.create',
            target: { type: 'help_category', id: saved.id },
            merchantId: brand.id,
            before: before
              ? { key: before.key, name: before.name, icon: before.icon, sort: before.sort }
              : null,
            after: {
              key: saved.key,
              name: saved.name,
              icon: saved.icon,
              sort: saved.sort,
              reason: request.reason,
            },
          }),
        },
        actor,
      ),
    );
    return categoryDto(row, id === undefined ? 0 : await articlesIn(db, row.id));
  };

  /** Deletes an empty category (HELP_CATEGORY_NOT_EMPTY while it holds articles), audited. */
  const deleteCategory = async (actor: Actor, request: TAdminHelpDeleteRequest, id: number) => {
    const brand = await brandByCode(db, request.merchantCode);
    try {
      const row = await saveAudited(
        audit,
        {
          id,
          find: findCategory(brand.id),
          notFoundKey: HelpMessageKey.notFound,
          write: async (tx) => {
            if ((await articlesIn(tx, id)) > 0) throw categoryNotEmpty();
            return tx
              .delete(helpCategories)
              .where(and(eq(helpCategories.id, id), eq(helpCategories.merchantId, brand.id)))
              .returning();
          },
          entry: (before) => ({
            action: 'help.category.delete',
            target: { type: 'help_category', id },
            merchantId: brand.id,
            before: before ? { key: before.key, name: before.name, icon: before.icon } : null,
            after: { deleted: true, reason: request.reason },
          }),
        },
        actor,
      );
      return { id: row.id };
    } catch (error) {
      // An article written into it meanwhile: its reference refuses the delete.
      if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) throw categoryNotEmpty();
      throw error;
    }
  };

  /** Creates (no id) or changes an article in one of the brand's categories, its HTML sanitised, audited. */
  const saveArticle = async (actor: Actor, request: TAdminHelpArticleRequest, id?: number) => {
    const brand = await brandByCode(db, request.merchantCode);
    const category = await findCategory(brand.id)(request.categoryId);
    if (!category) throw contentError('CONTENT_NOT_FOUND', 'body.categoryId', HelpMessageKey.notFound);
    const fields = {
      categoryId: category.id,
      key: request.key,
      text: titledTextOf(request, brand.defaultLanguage),
      sort: request.sort,
    };
    const row = await keyUnique(() =>
      saveAudited(
        audit,
        {
          id,
          find: findArticle(brand.id),
          notFoundKey: HelpMessageKey.notFound,
          write: (tx, before) =>
            before
              ? tx.update(helpArticles).set(fields).where(eq(helpArticles.id, before.id)).returning()
              : tx
                  .insert(helpArticles)
                  .values({ ...fields, merchantId: brand.id })
                  .returning(),
          entry: (before, saved) => ({
            action: before ? 'help.article.update' : 'help.article.create',
            target: { type: 'help_article', id: saved.id },
            merchantId: brand.id,
            before: before
              ? { key: before.key, categoryId: before.categoryId, title: before.text.vi?.title ?? null }
              : null,
            after: {
              key: saved.key,
              categoryId: saved.categoryId,
              title: saved.text.vi?.title ?? null,
              sort: saved.sort,
              reason: request.reason,
            },
          }),
        },
        actor,
      ),
    );
    return articleDto(row);
  };

  /** Deletes one of the brand's articles, audited. */
  const deleteArticle = async (actor: Actor, request: TAdminHelpDeleteRequest, id: number) => {
    const brand = await brandByCode(db, request.merchantCode);
    const row = await saveAudited(
      audit,
      {
        id,
        find: findArticle(brand.id),
        notFoundKey: HelpMessageKey.notFound,
        write: (tx) =>
          tx
            .delete(helpArticles)
            .where(and(eq(helpArticles.id, id), eq(helpArticles.merchantId, brand.id)))
            .returning(),
        entry: (before) => ({
          action: 'help.article.delete',
          target: { type: 'help_article', id },
          merchantId: brand.id,
          before: before
            ? { key: before.key, categoryId: before.categoryId, title: before.text.vi?.title ?? null }
            : null,
          after: { deleted: true, reason: request.reason },
        }),
      },
      actor,
    );
    return { id: row.id };
  };

  return { listCategories, listArticles, saveCategory, deleteCategory, saveArticle, deleteArticle };
};

export type HelpAdminService = ReturnType<typeof createHelpAdminService>;
