/**
 * Pictures attached to a chat line (issue 19: png or jpg, 5 MB at most, checked by their bytes):
 * decoded and re-encoded by `sharp` as one WebP at most 1280 px wide, which also drops whatever
 * else the file carried (metadata, a script after the image data). Kept in the media storage under
 * a new random key, so its address is unguessable and can be cached for good (ADR 078).
 */
import { randomBytes } from 'node:crypto';
import { SupportMessageKey } from '@luckwell/contracts/support/chat';
import sharp, { type OutputInfo } from 'sharp';
import { AppError } from '../../platform/errors.ts';
import type { MediaStorage } from '../../platform/media-storage.ts';
import { readUploadedImage } from '../../platform/uploaded-image.ts';

export const SUPPORT_MEDIA_PATH = '/media/support';
const MAX_WIDTH = 1280;
const MAX_PIXELS = 40_000_000;

export type StoredChatImage = { key: string; width: number; height: number };

export const chatImageUrl = (key: string, width: number) => `${SUPPORT_MEDIA_PATH}/${key}-${width}.webp`;

const invalid = (field: string) =>
  new AppError(415, 'SUPPORT_IMAGE_INVALID', SupportMessageKey.imageInvalid, field);

export const createSupportImages = (storage: MediaStorage) => {
  /** Checks, re-encodes and stores one attachment; refuses anything but a whole png or jpg. */
  const store = async (input: string, field = 'body.image'): Promise<StoredChatImage> => {
    const checked = readUploadedImage(input, {
      field,
      invalidCode: 'SUPPORT_IMAGE_INVALID',
      invalidKey: SupportMessageKey.imageInvalid,
      tooLargeKey: SupportMessageKey.imageTooLarge,
    });
    let encoded: { data: Buffer; info: OutputInfo };
    try {
      encoded = await sharp(checked.bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' })
        .autoOrient()
        .resize({ width: MAX_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw invalid(field);
    }
    const { width, height } = encoded.info;
    // Keys name a width of two digits or more: a picture narrower than 10 px is no picture.
    if (width < 10 || height < 10) throw invalid(field);
    const key = randomBytes(16).toString('hex');
    await storage.put(`support/${key}-${width}.webp`, encoded.data);
    return { key, width, height };
  };

  /** A stored attachment's bytes, by its file name (`<key>-<width>.webp`). */
  const file = (name: string) => storage.get(`support/${name}`);

  return { store, file };
};

export type SupportImages = ReturnType<typeof createSupportImages>;
