/**
 * Backdrops and compound props shared by banners, cards and panels:
 * the dark hero stage with glows, rays and bokeh; coin stacks and showers;
 * auspicious clouds; lanterns; the brand emblems.
 */

import { clover, coin, glow, k3, METAL, metal, metalBands, particles, rays } from './objects.mjs';
import { C, darken, lighten, rng, s, sparklePath } from './svg.mjs';

/**
 * The dark stage every hero banner sits on: navy base, a warm glow where the
 * objects stand, faint rays and rings, bokeh, and a calm dark left side where
 * the web app puts localized titles.
 */
export const stage = (
  d,
  {
    w,
    h,
    fx,
    fy,
    glowColor = C.gold2,
    glow2 = C.violet,
    base = [C.navy0, C.navy1, C.navy2],
    seed = 1,
    rings = true,
    calmLeft = 0.42,
    rayColor = C.gold1,
    particleColor = C.gold1,
  },
) => {
  const out = [];
  out.push(s`<rect width="${w}" height="${h}" fill="${d.lin(base, 0, 0, 1, 0.3)}"/>`);
  out.push(
    glow(d, { cx: fx + w * 0.12, cy: fy - h * 0.25, r: w * 0.32, ry: h * 0.8, color: glow2, opacity: 0.35 }),
  );
  out.push(glow(d, { cx: fx, cy: fy, r: w * 0.34, ry: h * 0.75, color: glowColor, opacity: 0.5 }));
  out.push(
    rays(d, { cx: fx, cy: fy, count: 28, len: w * 0.55, color: rayColor, opacity: 0.13, spread: 0.45 }),
  );
  if (rings) {
    const ringsMarkup = [];
    for (let i = 1; i <= 6; i++) ringsMarkup.push(s`<circle cx="${fx}" cy="${fy}" r="${h * 0.18 * i}"/>`);
    out.push(
      s`<g fill="none" stroke="${C.gold1}" stroke-width="1.2" opacity="0.1" stroke-dasharray="${i2(h)} 6">${ringsMarkup.join('')}</g>`,
    );
  }
  out.push(
    particles(d, {
      x0: w * calmLeft * 0.8,
      y0: 0,
      x1: w,
      y1: h,
      count: 42,
      seed,
      color: particleColor,
      rMax: 3.5,
      sparkles: 7,
    }),
  );
  // calm left: fade to near-black so titles read
  out.push(
    s`<rect width="${w}" height="${h}" fill="${d.lin(
      [
        [0, C.navy0, 0.96],
        [calmLeft * 0.55, C.navy0, 0.82],
        [calmLeft, C.navy0, 0.35],
        [calmLeft + 0.14, C.navy0, 0],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  // a thin gold horizon line on the calm side, the only ornament there
  out.push(
    s`<rect y="${h * 0.86}" width="${w * calmLeft}" height="1.5" fill="${d.lin(
      [
        [0, C.gold1, 0],
        [1, C.gold1, 0.35],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  return out.join('');
};
const i2 = (h) => Math.round(h / 60);

/** Bottom vignette so the banner sits into the page. */
export const floorFade = (d, { w, h, from = 0.72, color = C.navy0 }) =>
  s`<rect y="${h * from}" width="${w}" height="${h * (1 - from)}" fill="${d.lin([
    [0, color, 0],
    [1, color, 0.85],
  ])}"/>`;

/** Elliptical floor glow under objects. */
export const floor = (d, { cx, cy, rx, ry, color = C.gold1, opacity = 0.45 }) =>
  s`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${d.rad([
    [0, color, opacity],
    [0.5, color, opacity * 0.3],
    [1, color, 0],
  ])}"/>`;

/** Column of tilted coins, drawn as one cylinder with milled rims and a face on top. */
export const coinStack = (d, { x, y, r, n, tilt = 0.36, name = 'gold', face = 'clover' }) => {
  const m = METAL[name];
  const th = r * 0.22 * Math.sqrt(1 - tilt * tilt);
  const H = th * (n - 1);
  const lines = [];
  for (let i = 1; i < n; i++)
    lines.push(s`M${x - r} ${y - i * th + th}A${r} ${r * tilt} 0 0 0 ${x + r} ${y - i * th + th}`);
  return s`<path d="M${x - r} ${y - H}L${x - r} ${y + th}A${r} ${r * tilt} 0 0 0 ${x + r} ${y + th}L${x + r} ${y - H}Z" fill="${d.lin(
    [
      [0, m.dk],
      [0.2, m.c],
      [0.5, m.a],
      [0.8, m.c],
      [1, m.dk],
    ],
    0,
    0,
    1,
    0,
  )}"/><path d="${lines.join('')}" fill="none" stroke="${m.dk}" stroke-width="${Math.max(1, th * 0.25)}" opacity="0.6"/>${coin(
    d,
    {
      x,
      y: y - H,
      r,
      tilt,
      face,
      name,
    },
  )}`;
};

/** Coins flying at random angles in a region (deterministic). */
export const coinShower = (
  d,
  { x0, y0, x1, y1, n, rMin, rMax, seed, name = 'gold', faces = ['clover', 'star'] },
) => {
  const rand = rng(seed);
  const out = [];
  for (let i = 0; i < n; i++) {
    const r = rMin + rand() * (rMax - rMin);
    out.push({
      r,
      m: coin(d, {
        x: x0 + rand() * (x1 - x0),
        y: y0 + rand() * (y1 - y0),
        r,
        tilt: 0.3 + rand() * 0.7,
        rot: (rand() - 0.5) * 120,
        face: faces[i % faces.length],
        name,
      }),
    });
  }
  return out
    .sort((a, b) => a.r - b.r)
    .map((c) => c.m)
    .join('');
};

const CLOUD =
  'M-70 14C-92 14-94-16-70-18C-72-44-36-54-22-30C-14-56 28-58 36-28C58-36 82-14 66 6C80 10 78 22 64 22H-62C-66 22-70 18-70 14Z';

/** Auspicious cloud with spiral curls. */
export const cloud = (_d, { x, y, size, fill, stroke, opacity = 1, flip = false }) =>
  s`<g transform="translate(${x} ${y}) scale(${k3(((flip ? -1 : 1) * size) / 100)} ${k3(size / 100)})" opacity="${opacity}"><path d="${CLOUD}" fill="${fill}" stroke="${stroke}" stroke-width="3"/><path d="M-40 4C-40-10-20-10-20 0C-20 8-30 8-30 2M8 0C8-16 32-16 32 0C32 10 20 10 20 2M-4 14H50" fill="none" stroke="${stroke}" stroke-width="3" stroke-linecap="round"/></g>`;

/** Red paper lantern with gold caps and tassel; x,y = centre. */
export const lantern = (d, { x, y, size, color = C.ruby }) =>
  s`<g transform="translate(${x} ${y}) scale(${k3(size / 100)})"><path d="M0-90V-58" stroke="${C.gold2}" stroke-width="3"/><circle cx="0" cy="0" r="70" fill="${color}" opacity="0.35" filter="${d.blur(
    14,
  )}"/><rect x="-22" y="-60" width="44" height="12" rx="3" fill="${metal(d)}"/><ellipse cx="0" cy="0" rx="52" ry="48" fill="${d.rad(
    [lighten(color, 0.45), color, darken(color, 0.45)],
    0.45,
    0.4,
    0.65,
  )}"/><path d="M0-48C-26-40-26 40 0 48C26 40 26-40 0-48ZM-30-38C-46-20-46 20-30 38M30-38C46-20 46 20 30 38" fill="none" stroke="${darken(
    color,
    0.4,
  )}" stroke-width="2"/><rect x="-22" y="46" width="44" height="12" rx="3" fill="${metal(d)}"/><path d="M-8 58H8L6 96H-6Z" fill="${C.gold2}"/><circle cx="0" cy="0" r="14" fill="${C.goldHi}" opacity="0.5" filter="${d.blur(
    6,
  )}"/></g>`;

/** The Luckwell emblem: gold coin with the four-leaf clover. */
export const luckwellEmblem = (d, { x, y, r }) =>
  s`${glow(d, { cx: x, cy: y, r: r * 1.35, color: C.gold1, opacity: 0.35 })}${coin(d, { x, y, r, face: 'clover' })}`;

/** The Jade Dragon emblem: jade disc with a gold dragon curl and gold rim. */
export const jadeEmblem = (d, { x, y, r }) => {
  const m = METAL.jade;
  return s`${glow(d, { cx: x, cy: y, r: r * 1.35, color: C.jade, opacity: 0.35 })}<g transform="translate(${x} ${y}) scale(${k3(r / 100)})"><circle r="100" fill="${metal(
    d,
  )}"/><circle r="90" fill="${d.lin([m.a, m.b, m.c, m.dk], 0, 0, 1, 1)}"/><circle r="90" fill="none" stroke="${m.hi}" stroke-width="2" opacity="0.6"/><path d="M-40-52C-6-76 50-60 58-18C64 18 36 44 6 40C-20 36-30 12-18-4C-8-18 14-16 20-4C26 8 16 20 6 18" fill="none" stroke="${metal(
    d,
  )}" stroke-width="14" stroke-linecap="round"/><path d="M-40-52L-64-62L-50-40Z M-42-50C-52-70-40-84-28-88" fill="${C.gold1}" stroke="${C.gold1}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="-30" cy="-56" r="5" fill="${C.ruby}"/><path d="M-58 10C-58 40-30 66 0 70" fill="none" stroke="${C.gold1}" stroke-width="5" stroke-linecap="round" opacity="0.7"/><path d="${sparklePath(
    -52,
    -12,
    14,
  )}" fill="#fff" opacity="0.85"/></g>`;
};

/** Gold framed panel with rounded corners (a bevelled border). */
export const goldFrame = (d, { x, y, w, h, r, bw = 6, fill }) =>
  s`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${metalBands(d)}"/><rect x="${x + bw}" y="${y + bw}" width="${w - bw * 2}" height="${
    h - bw * 2
  }" rx="${Math.max(0, r - bw)}" fill="${fill}"/>`;

export { clover };
