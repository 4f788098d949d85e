/**
 * The URL of a QR code image (see qr-code.ts for the query's schema). Kept free of zod so the player
 * site's first load can link QR codes without loading the schema library.
 */
export const qrCodePath = ({ text, size }: { text: string; size: number }) =>
  `/wps/system/qrcode?text=${encodeURIComponent(text)}&size=${size}`;
