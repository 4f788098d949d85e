/**
 * The site's drawn banners as WebP (docs/decisions/083-drawn-banners-as-webp.md): the web build
 * renders each wide SVG banner at a few widths and lists them in `img/renditions.json`; a banner on
 * one of those pictures is offered to the browser as that srcset, as an upload's AVIF and WebP are.
 * Without a build (tests, a server started before its first build) no drawn picture has renditions
 * and the SVG is shown as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TImageSource } from '@luckwell/contracts/content/announcements';
import { z } from 'zod';

const ZRenditions = z.record(
  z.string().regex(/^\/img\/[\w/-]+\.svg$/),
  z.object({ type: z.literal('image/webp'), widths: z.array(z.number().int().positive()).min(1) }),
);

export type DrawnSources = (url: string) => TImageSource[];

/** Each drawn picture's sources from a renditions list: `/img/banners/x.svg` → `x-640.webp 640w, …`. */
export const drawnSourcesFrom = (renditions: unknown): DrawnSources => {
  const parsed = ZRenditions.safeParse(renditions);
  const sources = new Map<string, TImageSource[]>();
  if (parsed.success) {
    for (const [url, { type, widths }] of Object.entries(parsed.data)) {
      const stem = url.slice(0, -'.svg'.length);
      sources.set(url, [{ type, srcset: widths.map((w) => `${stem}-${w}.webp ${w}w`).join(', ') }]);
    }
  }
  return (url) => sources.get(url) ?? [];
};

/** The renditions the web build wrote into `webDist`, or none. */
export const loadDrawnSources = (webDist: string): DrawnSources => {
  const file = path.join(webDist, 'img', 'renditions.json');
  if (!existsSync(file)) return () => [];
  try {
    return drawnSourcesFrom(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return () => [];
  }
};
