/**
 * Draws a captcha answer as a PNG (spec §7 "base64 PNG in value"): digits from a 5×7 bitmap font,
 * each scaled, shifted and sheared at random, over noise dots and crossing lines. Pure JS (pngjs);
 * no canvas, no fonts on disk.
 */
import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

const GLYPHS: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

type Rgb = [number, number, number];
const INKS: Rgb[] = [
  [245, 196, 81],
  [224, 54, 79],
  [96, 200, 255],
  [140, 230, 140],
];

export const newCaptchaAnswer = (length = 4) => Array.from({ length }, () => String(randomInt(10))).join('');

export const drawCaptcha = (answer: string): Buffer => {
  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  const put = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return;
    const i = (CAPTCHA_WIDTH * Math.floor(y) + Math.floor(x)) << 2;
    png.data[i] = r;
    png.data[i + 1] = g;
    png.data[i + 2] = b;
    png.data[i + 3] = 255;
  };
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) put(x, y, [18 + (y >> 2), 26 + (x >> 4), 51 + (y >> 1)]);
  }
  for (let n = 0; n < 160; n++) {
    const shade = 70 + randomInt(90);
    put(randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT), [shade, shade, shade + 30]);
  }
  const slot = CAPTCHA_WIDTH / answer.length;
  [...answer].forEach((digit, index) => {
    const glyph = GLYPHS[digit] ?? GLYPHS['0'] ?? [];
    const scale = 3 + randomInt(2);
    const shear = (randomInt(7) - 3) / 10;
    const ink = INKS[randomInt(INKS.length)] ?? [255, 255, 255];
    const left = index * slot + (slot - 5 * scale) / 2 + randomInt(5) - 2;
    const top = (CAPTCHA_HEIGHT - 7 * scale) / 2 + randomInt(7) - 3;
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) {
            const y = top + gy * scale + dy;
            put(left + gx * scale + dx + shear * (y - CAPTCHA_HEIGHT / 2), y, ink);
          }
        }
      });
    });
  });
  for (let line = 0; line < 3; line++) {
    const y0 = randomInt(CAPTCHA_HEIGHT);
    const y1 = randomInt(CAPTCHA_HEIGHT);
    const ink: Rgb = [150 + randomInt(100), 150 + randomInt(100), 200];
    for (let x = 0; x < CAPTCHA_WIDTH; x++) put(x, y0 + ((y1 - y0) * x) / CAPTCHA_WIDTH, ink);
  }
  return PNG.sync.write(png);
};
