/** Brand marks: the two wordmark logos, the favicon and the PWA icons. */
import { coin, glow, metal, particles, rays } from '../lib/objects.mjs';
import { jadeEmblem } from '../lib/scenes.mjs';
import { C, Doc, FONT, s, sparklePath } from '../lib/svg.mjs';

const goldInk = (d) =>
  d.lin(
    [
      [0, '#fffbe8'],
      [0.3, C.gold1],
      [0.62, C.gold2],
      [1, C.gold3],
    ],
    0,
    0,
    0,
    1,
  );
const jadeInk = (d) =>
  d.lin(
    [
      [0, '#e6fff6'],
      [0.35, '#5fe6c0'],
      [0.7, C.jade],
      [1, '#0a6b54'],
    ],
    0,
    0,
    0,
    1,
  );

/** Wordmark text pinned to a width so it fits whatever font renders it. */
const word = (_d, { x, y, size, width, fill, text, spacing = 2, weight = 800 }) =>
  s`<text x="${x}" y="${y + 2}" font-family="${FONT}" font-weight="${weight}" font-size="${size}" letter-spacing="${spacing}" textLength="${width}" lengthAdjust="spacingAndGlyphs" fill="#000" opacity="0.45">${text}</text><text x="${x}" y="${y}" font-family="${FONT}" font-weight="${weight}" font-size="${size}" letter-spacing="${spacing}" textLength="${width}" lengthAdjust="spacingAndGlyphs" fill="${fill}">${text}</text>`;

const luckwellLogo = () => {
  const d = new Doc(360, 96, { title: 'Luckwell' });
  const b = [];
  b.push(glow(d, { cx: 48, cy: 48, r: 46, color: C.gold1, opacity: 0.3 }));
  b.push(coin(d, { x: 48, y: 48, r: 36 }));
  b.push(s`<path d="${sparklePath(74, 20, 8)}" fill="#fff"/>`);
  b.push(word(d, { x: 98, y: 60, size: 44, width: 252, fill: goldInk(d), text: 'LUCKWELL' }));
  b.push(
    s`<rect x="100" y="73" width="132" height="1.5" fill="${d.lin(
      [
        [0, C.gold1, 0.9],
        [1, C.gold1, 0],
      ],
      0,
      0,
      1,
      0,
    )}"/><path d="M238 74l4-4 4 4-4 4z" fill="${C.gold1}"/><rect x="252" y="73" width="98" height="1.5" fill="${d.lin(
      [
        [0, C.gold1, 0],
        [1, C.gold1, 0.9],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  return d.render(b.join(''));
};

const jadeLogo = () => {
  const d = new Doc(360, 96, { title: 'Jade Dragon' });
  const b = [];
  b.push(jadeEmblem(d, { x: 48, y: 48, r: 36 }));
  b.push(
    s`<g font-family="${FONT}" font-weight="800" font-size="40"><text x="98" y="62" textLength="98" lengthAdjust="spacingAndGlyphs" fill="#000" opacity="0.45">JADE</text><text x="98" y="60" textLength="98" lengthAdjust="spacingAndGlyphs" fill="${jadeInk(
      d,
    )}">JADE</text><text x="206" y="62" textLength="146" lengthAdjust="spacingAndGlyphs" fill="#000" opacity="0.45">DRAGON</text><text x="206" y="60" textLength="146" lengthAdjust="spacingAndGlyphs" fill="${goldInk(
      d,
    )}">DRAGON</text></g>`,
  );
  b.push(
    s`<rect x="100" y="73" width="250" height="1.5" fill="${d.lin(
      [
        [0, C.jade, 0.9],
        [0.5, C.gold1, 0.8],
        [1, C.gold1, 0],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  return d.render(b.join(''));
};

const favicon = () => {
  const d = new Doc(64, 64, { title: 'Luckwell' });
  return d.render(
    s`<rect width="64" height="64" rx="14" fill="${d.lin([C.navy2, C.navy0], 0, 0, 1, 1)}"/>${coin(d, { x: 32, y: 32, r: 26 })}`,
  );
};

/** PWA icon; `maskable` fills the whole square and keeps the emblem inside the 80% safe circle. */
const appIcon = (maskable) => {
  const d = new Doc(512, 512, { title: 'Luckwell' });
  const b = [];
  const bg = d.lin(['#1a2550', C.navy1, C.navy0], 0, 0, 1, 1);
  b.push(
    maskable
      ? s`<rect width="512" height="512" fill="${bg}"/>`
      : s`<rect width="512" height="512" rx="112" fill="${bg}"/>`,
  );
  const clip = maskable ? '' : d.clip('<rect width="512" height="512" rx="112"/>');
  b.push(
    `<g${clip ? ` clip-path="${clip}"` : ''}>${glow(d, { cx: 256, cy: 256, r: 300, color: C.gold2, opacity: 0.45 })}${rays(
      d,
      {
        cx: 256,
        cy: 256,
        count: 20,
        len: 380,
        opacity: 0.14,
        spread: 0.45,
      },
    )}${particles(d, { x0: 30, y0: 30, x1: 482, y1: 482, count: 26, seed: 5, rMax: 4, sparkles: 0 })}</g>`,
  );
  const r = maskable ? 150 : 178;
  b.push(coin(d, { x: 256, y: 256, r, shadow: true }));
  b.push(s`<path d="${sparklePath(256 + r * 0.72, 256 - r * 0.74, r * 0.16)}" fill="#fff"/>`);
  if (!maskable)
    b.push(
      s`<rect x="6" y="6" width="500" height="500" rx="106" fill="none" stroke="${metal(d)}" stroke-width="6" opacity="0.8"/>`,
    );
  return d.render(b.join(''));
};

export const brand = () => [
  ['brand/luckwell-logo.svg', luckwellLogo()],
  ['brand/jade-logo.svg', jadeLogo()],
  ['brand/favicon.svg', favicon()],
  ['icons/app-icon.svg', appIcon(false)],
  ['icons/app-icon-maskable.svg', appIcon(true)],
];
