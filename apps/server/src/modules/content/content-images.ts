/**
 * Operators' uploaded pictures (issue 19, ADR 077): a png, jpg or webp of at most 5 MB, checked by
 * its bytes, decoded and re-encoded by `sharp` (libvips) as AVIF and WebP at 640, 1280 and 1920 px
 * (never enlarged), kept in the media storage and served with a year's immutable cache: each upload
 * has a new random key. Re-encoding also drops whatever else the file carried (metadata, a script
 * hidden after the image data).
 */
import { randomBytes } from 'node:crypto';
import { ContentMessageKey, type TContentImage } from '@luckwell/contracts/admin/content';
import type { TImageSource } from '@luckwell/contracts/content/announcements';
import { and, eq } from 'drizzle-orm';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { MediaStorage } from '../../platform/media-storage.ts';
import { readUploadedImage } from '../../platform/uploaded-image.ts';
import { contentImages } from './content-image.table.ts';

export const CONTENT_MEDIA_PATH = '/media/content';
/** The widths made of an upload; a banner is shown at most 1920 px wide. */
const WIDTHS = [640, 1280, 1920];
const MIN_WIDTH = WIDTHS[0] ?? 640;
/** Decoding refuses pictures of more pixels than this (a small file can declare a huge canvas). */
const MAX_PIXELS = 40_000_000;

const FORMATS = [
  { type: 'image/avif', ext: 'avif', encode: (image: Sharp) => image.avif({ quality: 55, effort: 3 }) },
  { type: 'image/webp', ext: 'webp', encode: (image: Sharp) => image.webp({ quality: 80 }) },
] as const;

const urlOf = (key: string, width: number, ext: string) => `${CONTENT_MEDIA_PATH}/${key}-${width}.${ext}`;

const picture = (key: string, widths: number[], width: number, height: number): TContentImage => {
  const sources: TImageSource[] = FORMATS.map(({ type, ext }) => ({
    type,
    srcset: widths.map((w) => `${urlOf(key, w, ext)} ${w}w`).join(', '),
  }));
  return { url: urlOf(key, widths.at(-1) ?? MIN_WIDTH, 'webp'), sources, width, height };
};

const invalid = () =>
  new AppError(415, 'CONTENT_IMAGE_INVALID', ContentMessageKey.imageInvalid, 'body.image');

export const createContentImages = ({ db, storage }: { db: Database; storage: MediaStorage }) => {
  /** Checks, resizes, stores and records an upload; answers where its pictures are. */
  const upload = async (merchantId: number, input: string): Promise<TContentImage> => {
    const checked = readUploadedImage(
      input,
      {
        field: 'body.image',
        invalidCode: 'CONTENT_IMAGE_INVALID',
        invalidKey: ContentMessageKey.imageInvalid,
        tooLargeKey: ContentMessageKey.imageTooLarge,
      },
      undefined,
      ['image/png', 'image/jpeg', 'image/webp'],
    );
    let meta: Metadata;
    try {
      meta = await sharp(checked.bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    } catch {
      throw invalid();
    }
    const { width, height } = meta.autoOrient ?? meta;
    if (!width || !height) throw invalid();
    if (width < MIN_WIDTH) {
      throw new AppError(400, 'CONTENT_IMAGE_TOO_SMALL', ContentMessageKey.imageTooSmall, 'body.image').with({
        params: { width: MIN_WIDTH },
      });
    }
    const widths = WIDTHS.filter((w) => w < width).concat(Math.min(width, WIDTHS.at(-1) ?? width));
    const kept = [...new Set(widths)].sort((a, b) => a - b);
    const key = randomBytes(16).toString('hex');
    // Every file made before any is stored: a picture libvips cannot decode to the end (a truncated
    // or doctored file whose header looked right) is refused as a whole and leaves nothing behind.
    const files: { key: string; bytes: Buffer }[] = [];
    try {
      for (const w of kept) {
        for (const format of FORMATS) {
          const resized = sharp(checked.bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' })
            .autoOrient()
            .resize({ width: w, withoutEnlargement: true });
          files.push({
            key: `content/${key}-${w}.${format.ext}`,
            bytes: await format.encode(resized).toBuffer(),
          });
        }
      }
    } catch {
      throw invalid();
    }
    for (const file of files) await storage.put(file.key, file.bytes);
    await db.insert(contentImages).values({ key, merchantId, width, height, widths: kept });
    return picture(key, kept, width, height);
  };

  /**
   * A banner's picture: an upload of this brand's (with its sources), a drawn one of the site (no
   * sources), or undefined when the URL names an upload that is not the brand's.
   */
  const sourcesFor = async (merchantId: number, url: string): Promise<TImageSource[] | undefined> => {
    if (!url.startsWith(`${CONTENT_MEDIA_PATH}/`)) return [];
    const key = /^\/media\/content\/([0-9a-f]{32})-\d+\.(?:webp|avif)$/.exec(url)?.[1];
    if (!key) return undefined;
    const [row] = await db
      .select()
      .from(contentImages)
      .where(and(eq(contentImages.key, key), eq(contentImages.merchantId, merchantId)));
    return row ? picture(row.key, row.widths, row.width, row.height).sources : undefined;
  };

  /** An uploaded picture's bytes and type, by its file name (`<key>-<width>.<ext>`). */
  const file = async (name: string) => {
    const bytes = await storage.get(`content/${name}`);
    if (!bytes) return undefined;
    return { bytes, mime: name.endsWith('.avif') ? 'image/avif' : 'image/webp' };
  };

  return { upload, sourcesFor, file };
};

export type ContentImages = ReturnType<typeof createContentImages>;
