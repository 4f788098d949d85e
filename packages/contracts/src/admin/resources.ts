/**
 * Content → Links (issue 19): a brand's resources — its Telegram channel, Facebook page, YouTube
 * channel and the iOS profile and Android app downloads — that the player site shows in the footer,
 * the right bar, the home page and the download page (the permission call's `resources`). One link
 * a type at most: set or changed, and removed, with a reason (`content.manage`, audited).
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { ResourceType, type TResourceType } from '../system/resource.ts';
import { AuditReason, MerchantCode } from './content.ts';
import { isHttpsLinkOn } from './links.ts';

/** Message keys of the links' refusals (admin: the resources bundle), with codes CONTENT_LINK_INVALID and CONTENT_NOT_FOUND. */
export const ResourceMessageKey = {
  linkInvalid: 'in_resource_link_invalid',
  notFound: 'in_resource_not_found',
} as const;

/** The sites a type's link must be on; null: any https address (the app downloads). */
export const RESOURCE_HOSTS: Record<TResourceType, readonly string[] | null> = {
  TELEGRAM: ['t.me', 'telegram.me'],
  FACEBOOK: ['facebook.com', 'fb.com', 'fb.me'],
  YOUTUBE: ['youtube.com', 'youtu.be'],
  MOBILECONFIG: null,
  Android: null,
};

/** A page of this site (`/down?platform=ios`): one slash, never `//host` or `/\host`, which browsers read as another site. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/**
 * Whether `url` may be the link of `type` (CONTENT_LINK_INVALID on `body.url` otherwise): the social
 * pages on their own sites; the app downloads anywhere on https, or the site's own download page.
 */
export const isResourceUrl = (type: TResourceType, url: string) => {
  const hosts = RESOURCE_HOSTS[type];
  return hosts ? isHttpsLinkOn(url, hosts) : isHttpsLinkOn(url) || SITE_PATH.test(url);
};

/** GET /admin-api/content/resources?merchantCode= */
export const ZAdminResourcesQuery = z.object({ merchantCode: MerchantCode });

/** PUT and DELETE /admin-api/content/resources/:resourceType */
export const ZAdminResourceParams = z.object({ resourceType: ResourceType });

/** PUT …/resources/:resourceType: sets the brand's link of that type, or changes it. */
export const ZAdminResourceRequest = z.object({
  merchantCode: MerchantCode,
  /** https (Telegram on t.me, Facebook and YouTube on their sites), or a page of the site for the app downloads (isResourceUrl). */
  url: z.string().trim().min(1).max(500),
  /** Shown beside the link (the Telegram QR's caption, the social card's second line). */
  name: z.string().trim().max(64),
  /** The label for players reading English. */
  labelNameEn: z.string().trim().max(64),
  /** Opens in a new tab (true) or the same one. */
  newTab: z.boolean(),
  /** Lowest first, where several links show together. */
  sort: z.number().int().min(0).max(999),
  reason: AuditReason,
});
export type TAdminResourceRequest = z.infer<typeof ZAdminResourceRequest>;

/** DELETE …/resources/:resourceType (body): the players' pages stop showing the link. */
export const ZAdminResourceRemoveRequest = z.object({ merchantCode: MerchantCode, reason: AuditReason });
export type TAdminResourceRemoveRequest = z.infer<typeof ZAdminResourceRemoveRequest>;

/** A link as stored (a demo brand's may be a path on the site). */
export const ZAdminResourceLink = z.object({
  url: z.string(),
  name: z.string(),
  labelNameEn: z.string(),
  newTab: z.boolean(),
  sort: z.number().int(),
});

/** One type of link of the brand: its link, or null when the brand has none of that type. */
export const ZAdminResource = z.object({ resourceType: ResourceType, link: ZAdminResourceLink.nullable() });
export type TAdminResource = z.infer<typeof ZAdminResource>;

/** Every type, in the order of ResourceType, set or not. */
export const ZAdminResourcesResponse = envelope(z.object({ list: z.array(ZAdminResource) }));
export const ZAdminResourceResponse = envelope(ZAdminResource);
