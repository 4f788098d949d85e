/**
 * QR codes as SVG images (spec §9 "QR generator defaults": error correction M, black on white;
 * 100 px in the right bar, 180 px for downloads). Served at GET /wps/system/qrcode; the response is
 * `image/svg+xml`, or the error envelope.
 */
import { z } from 'zod';

export const ZQrCodeQuery = z.object({
  /** What the code encodes: an absolute URL for app downloads and social links. */
  text: z.string().min(1).max(1024),
  /** Width and height in CSS pixels. */
  size: z.coerce.number().int().min(64).max(1024).default(200),
});
export type TQrCodeQuery = z.infer<typeof ZQrCodeQuery>;
