/**
 * Preview links (issue 19 "preview as a visitor before publishing", ADR 079): an operator asks for
 * a link to one banner or announcement of a brand; the brand's site opened with it shows that item
 * besides what is live, whatever its state, dates and audience, for 30 minutes. The token is random
 * and only its sha256 is kept, in PostgreSQL, so every server honours a link any server made.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { brandByCode } from '../merchants/brand-by-code.ts';
import { merchantDomains } from '../merchants/merchant-domain.table.ts';
import { announcements } from './announcement.table.ts';
import { banners } from './banner.table.ts';
import { contentPreviews } from './content-preview.table.ts';

export const PREVIEW_MINUTES = 30;
export type PreviewKind = 'banner' | 'announcement';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const createContentPreviews = ({ db, now = () => new Date() }: { db: Database; now?: () => Date }) => {
  /** A link to `id` of the brand `merchantCode`, made by `operatorId`. */
  const issue = async (
    operatorId: number,
    { merchantCode, kind, id }: { merchantCode: string; kind: PreviewKind; id: number },
  ) => {
    const brand = await brandByCode(db, merchantCode);
    const table = kind === 'banner' ? banners : announcements;
    const [item] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.merchantId, brand.id)));
    if (!item) throw new AppError(404, 'CONTENT_NOT_FOUND', 'in_content_not_found', 'body.id');
    const [main] = await db
      .select({ host: merchantDomains.host })
      .from(merchantDomains)
      .where(eq(merchantDomains.merchantId, brand.id))
      .orderBy(desc(merchantDomains.isMain), merchantDomains.id)
      .limit(1);
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now().getTime() + PREVIEW_MINUTES * 60_000);
    await db
      .insert(contentPreviews)
      .values({ tokenHash: hashOf(token), merchantId: brand.id, kind, itemId: id, operatorId, expiresAt });
    return {
      host: main?.host ?? 'localhost',
      path: `/?contentPreview=${token}`,
      expiresAt: expiresAt.toISOString(),
    };
  };

  /** What a token shows on this brand now, or undefined (unknown, expired, another brand's). */
  const resolve = async (merchantId: number, token: string | undefined) => {
    if (!token || !/^[\w-]{32}$/.test(token)) return undefined;
    const [row] = await db
      .select({ kind: contentPreviews.kind, itemId: contentPreviews.itemId })
      .from(contentPreviews)
      .where(
        and(
          eq(contentPreviews.tokenHash, hashOf(token)),
          eq(contentPreviews.merchantId, merchantId),
          gt(contentPreviews.expiresAt, now()),
        ),
      );
    return row ? { kind: row.kind as PreviewKind, itemId: row.itemId } : undefined;
  };

  return { issue, resolve };
};

export type ContentPreviews = ReturnType<typeof createContentPreviews>;
