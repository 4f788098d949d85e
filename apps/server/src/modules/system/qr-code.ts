/** QR codes drawn on the server as SVG, so the player site ships no QR library (spec §9 defaults). */
import QRCode from 'qrcode';

export const qrCodeSvg = async (text: string, size: number): Promise<string> =>
  QRCode.toString(text, {
    type: 'svg',
    width: size,
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
