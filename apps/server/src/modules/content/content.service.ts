/**
 * Owns what the operator writes for players: banners, notices, popups, promotion teasers and the
 * help centre, each in the brand's languages.
 */
import type {
  TAnnouncement,
  TAnnouncements,
  TBanner,
  TImageSource,
} from '@luckwell/contracts/content/announcements';
import { BannerGroup, LinkageType } from '@luckwell/contracts/content/announcements';
import type { THelpCategory } from '@luckwell/contracts/system/help-center';
import type { Database } from '../../db/client.ts';
import type { PreloadImage } from '../../platform/static-apps.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { createContentRepository } from './content.repository.ts';
import type { DrawnSources } from './drawn-renditions.ts';
import { pickLocalized } from './localized.ts';

type AnnouncementQuery = {
  types: string[];
  execution: 'A' | 'B' | 'F';
  language: string;
  /** An operator's preview link's item, shown besides what is live (ADR 079). */
  preview?: { kind: 'banner' | 'announcement'; itemId: number } | undefined;
};

/** Notices are the marquee types; popups and promotion teasers have their own types. */
const NOTICE_TYPES = new Set(['B', 'PL', 'PR', 'H']);

export const createContentService = (
  db: Database,
  {
    cacheMs = 2_000,
    now = () => new Date(),
    drawnSources = () => [],
  }: { cacheMs?: number; now?: () => Date; drawnSources?: DrawnSources } = {},
) => {
  const repository = createContentRepository(db);
  /** An upload's own AVIF and WebP, or a drawn picture's WebP renditions when the build made them. */
  const sourcesOf = (row: { url: string; sources: TImageSource[] }) =>
    row.sources.length > 0 ? row.sources : drawnSources(row.url);
  const homeBanners = createTtlCache<number, PreloadImage | null>({ ttlMs: cacheMs });

  const announcementsFor = async (merchant: Merchant, query: AnnouncementQuery): Promise<TAnnouncements> => {
    // A first-time login sees what every logged-in member sees plus the F entries.
    const executions = query.execution === 'F' ? ['A', 'F'] : [query.execution];
    const [bannerRows, rows] = await Promise.all([
      repository.listBanners(
        merchant.id,
        now(),
        query.preview?.kind === 'banner' ? query.preview.itemId : undefined,
      ),
      query.types.length
        ? repository.listAnnouncements(
            merchant.id,
            query.types,
            executions,
            now(),
            query.preview?.kind === 'announcement' ? query.preview.itemId : undefined,
          )
        : [],
    ]);
    const fallback = merchant.defaultLanguage;
    const items: TAnnouncement[] = rows.map((row) => {
      const text = pickLocalized(row.text, query.language, fallback) ?? { title: '', content: '' };
      return {
        id: row.id,
        type: row.type as TAnnouncement['type'],
        title: text.title,
        content: text.content,
        promotionType: row.promotionType,
        execution: row.execution as TAnnouncement['execution'],
        publishedAt: row.publishedAt.toISOString(),
      };
    });
    const banners: TBanner[] = bannerRows.flatMap((row) => {
      const group = BannerGroup.safeParse(row.groupName);
      const linkage = LinkageType.safeParse(row.linkageType);
      if (!group.success || !linkage.success) return [];
      return [
        {
          id: row.id,
          groupName: group.data,
          url: row.url,
          title: pickLocalized(row.title, query.language, fallback) ?? '',
          linkageType: linkage.data,
          link: row.link,
          sort: row.sort,
          sources: sourcesOf(row),
        },
      ];
    });
    return {
      banners,
      notices: items.filter((a) => NOTICE_TYPES.has(a.type)),
      popup: items.filter((a) => a.type === 'PU'),
      promotion: items.filter((a) => a.type === 'PR'),
    };
  };

  const helpCenter = async (merchant: Merchant, language: string): Promise<THelpCategory[]> => {
    const [categories, articles] = await Promise.all([
      repository.listHelpCategories(merchant.id),
      repository.listHelpArticles(merchant.id),
    ]);
    const fallback = merchant.defaultLanguage;
    return categories.map((category) => ({
      id: category.id,
      key: category.key,
      name: pickLocalized(category.name, language, fallback) ?? '',
      icon: category.icon,
      articles: articles
        .filter((a) => a.categoryId === category.id)
        .map((a) => {
          const text = pickLocalized(a.text, language, fallback) ?? { title: '', content: '' };
          return { id: a.id, title: text.title, content: text.content, sort: a.sort };
        }),
    }));
  };

  /** The first home banner's image: the largest thing on the home page, worth preloading. */
  const homeBannerUrl = (merchant: Merchant) =>
    homeBanners.get(merchant.id, async () => {
      const rows = await repository.listBanners(merchant.id, now());
      const first = rows.find((row) => row.groupName === 'w_home');
      if (!first) return null;
      const source = sourcesOf(first)[0];
      return source ? { href: first.url, srcset: source.srcset, type: source.type } : { href: first.url };
    });

  return { announcementsFor, helpCenter, homeBannerUrl };
};

export type ContentService = ReturnType<typeof createContentService>;
