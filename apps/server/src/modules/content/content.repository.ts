import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { announcements } from './announcement.table.ts';
import { banners } from './banner.table.ts';
import { helpArticles } from './help-article.table.ts';
import { helpCategories } from './help-category.table.ts';

export const createContentRepository = (db: Database) => ({
  /** What players see now: enabled, started and not yet ended. */
  listBanners: (merchantId: number, at: Date) =>
    db
      .select()
      .from(banners)
      .where(
        and(
          eq(banners.merchantId, merchantId),
          eq(banners.enabled, true),
          lte(banners.startsAt, at),
          or(isNull(banners.endsAt), gt(banners.endsAt, at)),
        ),
      )
      .orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id)),

  /** What players see now: enabled, started and not yet ended. */
  listAnnouncements: (merchantId: number, types: string[], executions: string[], at: Date) =>
    db
      .select()
      .from(announcements)
      .where(
        and(
          eq(announcements.merchantId, merchantId),
          eq(announcements.enabled, true),
          inArray(announcements.type, types),
          inArray(announcements.execution, executions),
          lte(announcements.publishedAt, at),
          or(isNull(announcements.endsAt), gt(announcements.endsAt, at)),
        ),
      )
      .orderBy(asc(announcements.sort), desc(announcements.publishedAt), asc(announcements.id)),

  listHelpCategories: (merchantId: number) =>
    db
      .select()
      .from(helpCategories)
      .where(eq(helpCategories.merchantId, merchantId))
      .orderBy(asc(helpCategories.sort), asc(helpCategories.id)),

  listHelpArticles: (merchantId: number) =>
    db
      .select()
      .from(helpArticles)
      .where(eq(helpArticles.merchantId, merchantId))
      .orderBy(asc(helpArticles.sort), asc(helpArticles.id)),
});
