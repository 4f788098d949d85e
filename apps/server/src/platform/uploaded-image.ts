/**
 * Images members upload (spec §5: png or jpg only, 5 MB at most): deposit receipts, withdrawal
 * proofs, avatars. The type is decided by the file's magic bytes, never by a name or a declared type
 * a client could set to anything; the size by the decoded bytes.
 */
import type { TErrorCode } from '@luckwell/contracts/error-envelope';
import { AppError } from './errors.ts';

/** What the spec allows an upload to weigh. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A route taking one base64 image: 5 MB decoded is about 6.7 MB of base64, plus the JSON around it. */
export const IMAGE_BODY_LIMIT = 8 * 1024 * 1024;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (bytes: Buffer, magic: number[], at = 0) =>
  magic.every((byte, i) => bytes[at + i] === byte);

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp';
export type UploadedImage<M extends ImageMime = ImageMime> = { mime: M; bytes: Buffer; base64: string };

/** What members may upload (spec §5). */
const MEMBER_IMAGES = ['image/png', 'image/jpeg'] as const;

const mimeOf = (bytes: Buffer): ImageMime | undefined => {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return undefined;
};

/** How one upload's refusals are worded: its field, the code and key of "not an image", "too large". */
export type ImageRefusals = {
  field: string;
  invalidCode: TErrorCode;
  invalidKey: string;
  tooLargeKey: string;
};

/** Base64 (or a data URL) → a checked image; refuses anything else with the field to blame. */
export const readUploadedImage = <M extends ImageMime = (typeof MEMBER_IMAGES)[number]>(
  input: string,
  { field, invalidCode, invalidKey, tooLargeKey }: ImageRefusals,
  maxBytes = IMAGE_MAX_BYTES,
  /** Members upload png and jpg (spec §5); the back office's banners may also be webp. */
  accepted: readonly M[] = MEMBER_IMAGES as readonly ImageMime[] as readonly M[],
): UploadedImage<M> => {
  const base64 = input.replace(/^data:[\w/+.-]*;base64,/, '').replace(/\s+/g, '');
  if (base64.length === 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) {
    throw new AppError(400, invalidCode, invalidKey, field);
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > maxBytes) throw new AppError(413, 'PAYLOAD_TOO_LARGE', tooLargeKey, field);
  const mime = mimeOf(bytes);
  const isAccepted = (found: ImageMime | undefined): found is M =>
    found !== undefined && (accepted as readonly ImageMime[]).includes(found);
  if (!isAccepted(mime)) throw new AppError(415, invalidCode, invalidKey, field);
  return { mime, bytes, base64: bytes.toString('base64') };
};
