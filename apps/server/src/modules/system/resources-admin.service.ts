/**
 * The back office's side of a brand's links (issue 19): its resources — Telegram, Facebook, YouTube,
 * the iOS profile and the Android app — every type listed whether set or not, one set or changed,
 * or removed, with a reason, in the same transaction as the audit entry. A link must be https and,
 * for the social ones, on their own site (isResourceUrl). `onChange` drops this server's cached
 * brand settings so the permission call shows the change at once here; the other servers' copies
 * expire within SETTINGS_CACHE_MS.
 */
import {
  isResourceUrl,
  ResourceMessageKey,
  type TAdminResource,
  type TAdminResourceRemoveRequest,
  type TAdminResourceRequest,
} from '@luckwell/contracts/admin/resources';
import { ResourceType, type TResourceType } from '@luckwell/contracts/system/resource';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Actor, AuditService } from '../admin/audit.service.ts';
import { contentError, saveAudited } from '../content/content-admin-rules.ts';
import { brandByCode } from '../merchants/brand-by-code.ts';
import { resources } from './resource.table.ts';

type Row = typeof resources.$inferSelect;
type Options = { db: Database; audit: AuditService; onChange?: (merchantId: number) => void };

/** What the back office and the audit log show of a stored link. */
const linkOf = ({ url, name, labelNameEn, newTab, sort }: Row) => ({ url, name, labelNameEn, newTab, sort });

const dto = (resourceType: TResourceType, row: Row | undefined): TAdminResource => ({
  resourceType,
  link: row ? linkOf(row) : null,
});

const notSet = () => contentError('CONTENT_NOT_FOUND', 'params.resourceType', ResourceMessageKey.notFound);

export const createResourcesAdminService = ({ db, audit, onChange = () => undefined }: Options) => {
  const find = async (merchantId: number, resourceType: TResourceType) =>
    (
      await db
        .select()
        .from(resources)
        .where(and(eq(resources.merchantId, merchantId), eq(resources.resourceType, resourceType)))
    )[0];

  /** Every type, in the contract's order, with the brand's link or none. */
  const list = async (merchantCode: string) => {
    const brand = await brandByCode(db, merchantCode);
    const rows = await db.select().from(resources).where(eq(resources.merchantId, brand.id));
    return {
      list: ResourceType.options.map((type) =>
        dto(
          type,
          rows.find((row) => row.resourceType === type),
        ),
      ),
    };
  };

  /** Sets the brand's link of a type, or changes it (audited: resource.create or resource.update). */
  const save = async (actor: Actor, resourceType: TResourceType, request: TAdminResourceRequest) => {
    const brand = await brandByCode(db, request.merchantCode);
    if (!isResourceUrl(resourceType, request.url))
      throw contentError('CONTENT_LINK_INVALID', 'body.url', ResourceMessageKey.linkInvalid);
    const fields = {
      url: request.url,
      name: request.name,
      labelNameEn: request.labelNameEn,
      newTab: request.newTab,
      sort: request.sort,
    };
    const current = await find(brand.id, resourceType);
    const row = await saveAudited(
      audit,
      {
        id: current?.id,
        find: async () => current,
        write: (tx, before) =>
          before
            ? tx.update(resources).set(fields).where(eq(resources.id, before.id)).returning()
            : // Two operators setting the same type at once: the second changes the first's.
              tx
                .insert(resources)
                .values({ ...fields, merchantId: brand.id, resourceType })
                .onConflictDoUpdate({ target: [resources.merchantId, resources.resourceType], set: fields })
                .returning(),
        entry: (before, saved) => ({
          action: before ? 'resource.update' : 'resource.create',
          target: { type: 'resource', id: resourceType },
          merchantId: brand.id,
          before: before ? linkOf(before) : null,
          after: { ...linkOf(saved), reason: request.reason },
        }),
      },
      actor,
    );
    onChange(brand.id);
    return dto(resourceType, row);
  };

  /** Removes the brand's link of a type (audited: resource.delete); CONTENT_NOT_FOUND when it has none. */
  const remove = async (actor: Actor, resourceType: TResourceType, request: TAdminResourceRemoveRequest) => {
    const brand = await brandByCode(db, request.merchantCode);
    const current = await find(brand.id, resourceType);
    if (!current) throw notSet();
    await saveAudited(
      audit,
      {
        id: current.id,
        find: async () => current,
        write: async (tx) => {
          const gone = await tx.delete(resources).where(eq(resources.id, current.id)).returning();
          if (gone.length === 0) throw notSet();
          return gone;
        },
        entry: (_before, gone) => ({
          action: 'resource.delete',
          target: { type: 'resource', id: resourceType },
          merchantId: brand.id,
          before: linkOf(gone),
          after: { reason: request.reason },
        }),
      },
      actor,
    );
    onChange(brand.id);
    return dto(resourceType, undefined);
  };

  return { list, save, remove };
};

export type ResourcesAdminService = ReturnType<typeof createResourcesAdminService>;
