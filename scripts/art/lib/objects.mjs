/**
 * Stylised objects the artwork is composed from: coins, chips, cards, dice,
 * gems, slot symbols and reels, a roulette wheel, a treasure chest, dragon,
 * phoenix, lotus, fish, balls, trophies, lotto balls, a rooster, a controller…
 * Every function takes the document (for shared gradients) and an options
 * object, and returns SVG markup. Unit shapes are drawn at scale 100 and placed
 * with `translate … scale(k)`.
 */
import {
  C,
  darken,
  FONT,
  lighten,
  mix,
  n1,
  poly,
  polygonPoints,
  rng,
  s,
  smooth,
  sparklePath,
  starPoints,
} from './svg.mjs';

/** Scale factor as a string with 3 decimals (the `s` template rounds numbers to 0.1). */
export const k3 = (n) => String(Math.round(n * 1000) / 1000);
const place = (x, y, size, rot = 0) =>
  s`translate(${x} ${y})${rot ? s` rotate(${rot})` : ''} scale(${k3(size / 100)})`;

export const METAL = {
  gold: { hi: '#fff4c8', a: '#f8d26a', b: '#e9a93a', c: '#b8741a', dk: '#6e420c' },
  jade: { hi: '#dcfff3', a: '#5fe6c0', b: '#19c39c', c: '#0c7f64', dk: '#04392d' },
  silver: { hi: '#ffffff', a: '#e6ebf4', b: '#b7c0d2', c: '#7e889e', dk: '#3f4659' },
  ruby: { hi: '#ffd3da', a: '#ff6d82', b: '#e0364f', c: '#9c1830', dk: '#4c0713' },
  violet: { hi: '#e6deff', a: '#a892ff', b: '#7b5cff', c: '#4f35c4', dk: '#22146a' },
};

/** Diagonal metallic sheen. */
export const metal = (d, name = 'gold', angle = 'diag') => {
  const m = METAL[name];
  const [x2, y2] = angle === 'v' ? [0, 1] : angle === 'h' ? [1, 0] : [1, 1];
  return d.lin(
    [
      [0, m.hi],
      [0.22, m.a],
      [0.5, m.b],
      [0.78, m.c],
      [1, m.a],
    ],
    0,
    0,
    x2,
    y2,
  );
};

/** Banded metal for edges and frames (several highlights). */
export const metalBands = (d, name = 'gold', vertical = true) => {
  const m = METAL[name];
  return d.lin(
    [
      [0, m.c],
      [0.18, m.hi],
      [0.38, m.b],
      [0.55, m.a],
      [0.75, m.c],
      [0.9, m.b],
      [1, m.dk],
    ],
    0,
    0,
    vertical ? 0 : 1,
    vertical ? 1 : 0,
  );
};

export const LEAF = 'M0 0C-12-18-56-42-52-72C-49-98-16-104 0-80C16-104 49-98 52-72C56-42 12-18 0 0Z';

/** Four-leaf clover (the Luckwell emblem), centred on x,y; size = radius of the leaves. */
export const clover = (d, { x, y, size, fill, stroke, stem = true, rot = 0 }) => {
  const outline = stroke ? ` stroke="${stroke}" stroke-width="4" stroke-linejoin="round"` : '';
  const id = d.symbol(
    `clover-${fill}-${stroke}-${stem}`,
    `${stem ? `<path d="M0 0Q22 40 58 62" fill="none" stroke="${fill}" stroke-width="13" stroke-linecap="round"/>` : ''}<g fill="${fill}"${outline}>${[
      45, 135, 225, 315,
    ]
      .map((a) => `<path d="${LEAF}" transform="rotate(${a})"/>`)
      .join('')}</g>`,
  );
  return s`<use href="#${id}" transform="${place(x, y, size, rot)}"/>`;
};

const COIN_FACES = {
  star: (fill) => `<path d="${poly(starPoints(0, 0, 46, 20, 5))}" fill="${fill}"/>`,
  dong: (fill) =>
    `<text x="0" y="26" font-family="${FONT}" font-weight="800" font-size="76" text-anchor="middle" fill="${fill}">₫</text>`,
};

/**
 * A coin, optionally tilted (tilt < 1 squashes it and shows its milled edge).
 * face: clover | star | hole (Chinese cash coin) | dong | none.
 */
export const coin = (d, { x, y, r, tilt = 1, rot = 0, face = 'clover', name = 'gold', shadow = false }) => {
  const m = METAL[name];
  const th = r * 0.22 * Math.sqrt(Math.max(0, 1 - tilt * tilt));
  const side =
    th > 0.5
      ? s`<path d="M${-r} 0L${-r} ${th}A${r} ${r * tilt} 0 0 0 ${r} ${th}L${r} 0Z" fill="${d.lin(
          [
            [0, m.dk],
            [0.2, m.c],
            [0.5, m.b],
            [0.8, m.c],
            [1, m.dk],
          ],
          0,
          0,
          1,
          0,
        )}"/>`
      : '';
  let emblem = '';
  if (face === 'clover') {
    emblem =
      clover(d, { x: 3, y: 4, size: 44, fill: m.c, rot: -8 }) +
      clover(d, { x: 0, y: 0, size: 44, fill: d.lin([m.hi, m.a, m.b], 0, 0, 1, 1), rot: -8 });
  } else if (face === 'hole') {
    emblem = s`<rect x="-24" y="-24" width="48" height="48" rx="3" fill="${m.c}"/><rect x="-19" y="-19" width="38" height="38" fill="${C.navy1}"/>${[
      [0, -52],
      [52, 0],
      [0, 52],
      [-52, 0],
    ]
      .map(
        ([cx, cy]) =>
          s`<rect x="${cx - 8}" y="${cy - 8}" width="16" height="16" rx="2" fill="${m.c}" transform="rotate(45 ${cx} ${cy})"/>`,
      )
      .join('')}`;
  } else if (COIN_FACES[face]) {
    emblem = `<g transform="translate(3 4)">${COIN_FACES[face](m.c)}</g>${COIN_FACES[face](m.hi)}`;
  }
  const baseId = d.symbol(
    `coinbase-${name}`,
    s`<circle r="100" fill="${metal(d, name)}"/><circle r="84" fill="none" stroke="${m.c}" stroke-width="5"/><circle r="79" fill="${d.lin(
      [
        [0, m.b],
        [0.5, m.a],
        [1, m.hi],
      ],
      0,
      0,
      1,
      1,
    )}"/><circle r="91" fill="none" stroke="${m.hi}" stroke-width="6" stroke-linecap="round" stroke-dasharray="0 31.77" opacity="0.75"/>`,
  );
  const faceId = d.symbol(
    `coin-${name}-${face}`,
    s`<use href="#${baseId}"/>${emblem}<ellipse cx="-34" cy="-44" rx="44" ry="26" transform="rotate(-35 -34 -44)" fill="${d.rad(
      [
        [0, '#fff', 0.7],
        [1, '#fff', 0],
      ],
    )}"/>`,
  );
  const faceG = s`<use href="#${faceId}" transform="scale(${k3(r / 100)} ${k3((r / 100) * tilt)})"/>`;
  const sh = shadow ? ` filter="${d.shadow(r * 0.15, r * 0.18, 0.55)}"` : '';
  return s`<g transform="translate(${x} ${y})${rot ? s` rotate(${rot})` : ''}"${sh}>${side}${faceG}</g>`;
};

/** A casino chip; `stack` chips high when tilted (drawn as one cylinder with a striped edge). */
export const chip = (d, { x, y, r, color = C.ruby, tilt = 1, rot = 0, stack = 1, emblem = true }) => {
  const th = r * 0.2 * Math.sqrt(Math.max(0, 1 - tilt * tilt));
  const dark = darken(color, 0.35);
  const em = emblem
    ? clover(d, { x: 0, y: 0, size: 34, fill: d.lin([C.goldHi, C.gold1, C.gold2], 0, 0, 1, 1), stem: false })
    : '';
  const topId = d.symbol(
    `chip-${color}-${emblem}`,
    s`<circle r="100" fill="${d.lin([lighten(color, 0.2), color, dark], 0, 0, 1, 1)}"/><circle r="86" fill="none" stroke="#fff" stroke-width="22" stroke-dasharray="45.03 45.03" opacity="0.95"/><circle r="64" fill="${dark}"/><circle r="58" fill="${d.lin(
      [color, darken(color, 0.2)],
      0,
      0,
      1,
      1,
    )}"/><circle r="52" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="6 6" opacity="0.7"/>${em}<ellipse cx="-30" cy="-52" rx="50" ry="22" transform="rotate(-30 -30 -52)" fill="#fff" opacity="0.16"/>`,
  );
  const H = th * stack;
  let side = '';
  if (th > 0.5) {
    const stripes = [];
    const lines = [];
    for (let i = 0; i < stack; i++) {
      const oy = -i * th;
      for (let k = 0; k < 12; k += 2) {
        const a = ((k + 0.5 + (i % 2)) / 12) * Math.PI * 2;
        if (Math.sin(a) <= 0.05) continue;
        const w = ((Math.PI * r) / 8) * Math.sin(a);
        stripes.push(s`M${r * Math.cos(a) - w / 2} ${oy + r * tilt * Math.sin(a)}h${w}v${th}h${-w}Z`);
      }
      if (i) lines.push(s`M${-r} ${oy + th * 0.98}A${r} ${r * tilt} 0 0 0 ${r} ${oy + th * 0.98}`);
    }
    side = s`<path d="M${-r} ${-H + th}L${-r} ${th}A${r} ${r * tilt} 0 0 0 ${r} ${th}L${r} ${-H + th}Z" fill="${d.lin(
      [
        [0, darken(color, 0.55)],
        [0.45, dark],
        [0.6, color],
        [1, darken(color, 0.6)],
      ],
      0,
      0,
      1,
      0,
    )}"/><path d="${stripes.join('')}" fill="#fff" opacity="0.9"/><path d="${lines.join('')}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="1"/>`;
  }
  const top = s`<use href="#${topId}" transform="translate(0 ${-H + th}) scale(${k3(r / 100)} ${k3((r / 100) * tilt)})"/>`;
  return s`<g transform="translate(${x} ${y})${rot ? s` rotate(${rot})` : ''}">${side}${top}</g>`;
};

export const SUIT = {
  heart:
    'M0 40C-30 16-50 0-48-20C-46-38-26-46-12-38C-6-34-2-28 0-24C2-28 6-34 12-38C26-46 46-38 48-20C50 0 30 16 0 40Z',
  diamond: 'M0-48Q14-22 36 0Q14 22 0 48Q-14 22-36 0Q-14-22 0-48Z',
  spade:
    'M0-46C-26-20-50-6-48 14C-46 32-22 38-7 24C-9 36-14 42-22 48H22C14 42 9 36 7 24C22 38 46 32 48 14C50-6 26-20 0-46Z',
  club: 'M0-44A19 19 0 0 0-14-12A19 19 0 1 0-6 18C-8 32-14 40-22 48H22C14 40 8 32 6 18A19 19 0 1 0 14-12A19 19 0 0 0 0-44Z',
};
const isRed = (suit) => suit === 'heart' || suit === 'diamond';

export const suit = (d, { x, y, size, suit: name, fill, rot = 0 }) =>
  s`<use href="#${d.symbol(`suit-${name}-${fill}`, `<path d="${SUIT[name]}" fill="${fill}"/>`)}" transform="${place(x, y, size, rot)}"/>`;

/** Playing card centred on x,y. */
export const card = (d, { x, y, w = 120, rot = 0, rank = 'A', suit: name = 'spade', back = false }) => {
  const h = w * 1.4;
  const ink = isRed(name) ? '#d42a44' : '#141a2c';
  const body = s`<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="${w * 0.08}" fill="${d.lin(
    ['#ffffff', '#f6f1e6', '#e8dfcc'],
    0,
    0,
    1,
    1,
  )}" stroke="#c9b98f" stroke-width="${Math.max(0.6, w * 0.008)}"/>`;
  if (back) {
    const inner = s`<rect x="${-w / 2 + w * 0.07}" y="${-h / 2 + w * 0.07}" width="${w * 0.86}" height="${h - w * 0.14}" rx="${w * 0.05}" fill="${d.lin(
      [C.ruby, '#8c1026'],
      0,
      0,
      1,
      1,
    )}" stroke="${C.gold1}" stroke-width="${w * 0.015}"/>`;
    return s`<g transform="translate(${x} ${y}) rotate(${rot})">${body}${inner}${clover(d, {
      x: 0,
      y: 0,
      size: w * 0.26,
      fill: C.gold1,
      stem: false,
    })}</g>`;
  }
  const fs = w * 0.2;
  const corner = s`<text x="${-w / 2 + w * 0.1}" y="${-h / 2 + fs * 1.05}" font-family="${FONT}" font-weight="800" font-size="${fs}" fill="${ink}" text-anchor="middle">${rank}</text>${suit(
    d,
    { x: -w / 2 + w * 0.1, y: -h / 2 + fs * 1.55, size: w * 0.075, suit: name, fill: ink },
  )}`;
  const face = ['K', 'Q', 'J'].includes(rank);
  const center = face
    ? s`<rect x="${-w * 0.3}" y="${-h * 0.33}" width="${w * 0.6}" height="${h * 0.66}" rx="${w * 0.04}" fill="none" stroke="${C.gold2}" stroke-width="${w * 0.012}"/><text x="0" y="${w * 0.16}" font-family="${FONT}" font-weight="800" font-size="${w * 0.46}" text-anchor="middle" fill="${d.lin(
        [C.gold1, C.gold3],
        0,
        0,
        0,
        1,
      )}">${rank}</text>${suit(d, { x: 0, y: h * 0.24, size: w * 0.14, suit: name, fill: ink })}`
    : suit(d, { x: 0, y: 0, size: w * (rank === 'A' ? 0.5 : 0.36), suit: name, fill: ink });
  const cornerId = d.symbol(`corner-${rank}-${name}-${w}`, corner);
  return s`<g transform="translate(${x} ${y}) rotate(${rot})">${body}<use href="#${cornerId}"/><use href="#${cornerId}" transform="rotate(180)"/>${center}</g>`;
};

/** A die seen face-on with a hint of depth. */
export const die = (d, { x, y, size, rot = 0, face = 5, color = '#ffffff', pip = '#141a2c' }) => {
  const S = size;
  const P = {
    1: [[0, 0]],
    2: [
      [-1, -1],
      [1, 1],
    ],
    3: [
      [-1, -1],
      [0, 0],
      [1, 1],
    ],
    4: [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ],
    5: [
      [-1, -1],
      [1, -1],
      [0, 0],
      [-1, 1],
      [1, 1],
    ],
    6: [
      [-1, -1],
      [1, -1],
      [-1, 0],
      [1, 0],
      [-1, 1],
      [1, 1],
    ],
  }[face];
  const pips = P.map(([px, py]) => {
    const red = face === 1 || (face === 4 && pip === 'red');
    return s`<circle cx="${px * S * 0.26}" cy="${py * S * 0.26}" r="${S * (face === 1 ? 0.13 : 0.085)}" fill="${red ? d.rad(['#ff6b7d', '#b3132c']) : pip}"/>`;
  }).join('');
  return s`<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="${-S / 2 + S * 0.07}" y="${-S / 2 + S * 0.1}" width="${S}" height="${S}" rx="${S * 0.2}" fill="${darken(
    color,
    0.35,
  )}"/><rect x="${-S / 2}" y="${-S / 2}" width="${S}" height="${S}" rx="${S * 0.2}" fill="${d.lin(
    [lighten(color, 0.6), color, darken(color, 0.12)],
    0,
    0,
    1,
    1,
  )}"/>${pips}</g>`;
};

/** Brilliant-cut gem (top-down icon view). */
export const gem = (_d, { x, y, size, color = C.ruby, rot = 0 }) => {
  const L = [-50, -12];
  const R = [50, -12];
  const T1 = [-30, -40];
  const T2 = [30, -40];
  const Tm = [0, -40];
  const g1 = [-18, -12];
  const g2 = [18, -12];
  const B = [0, 48];
  const f = (pts, c) => `<path d="${poly(pts)}" fill="${c}"/>`;
  const c = color;
  return s`<g transform="${place(x, y, size, rot)}">${[
    f([L, T1, g1], lighten(c, 0.25)),
    f([T1, Tm, g1], lighten(c, 0.55)),
    f([Tm, g1, g2], lighten(c, 0.35)),
    f([Tm, T2, g2], lighten(c, 0.6)),
    f([T2, R, g2], lighten(c, 0.15)),
    f([L, g1, B], darken(c, 0.1)),
    f([g1, g2, B], c),
    f([g2, R, B], darken(c, 0.35)),
  ].join(
    '',
  )}<path d="${poly([L, T1, T2, R, B])}" fill="none" stroke="${lighten(c, 0.7)}" stroke-width="2.5" stroke-linejoin="round"/><path d="${sparklePath(
    -22,
    -30,
    16,
  )}" fill="#fff" opacity="0.9"/></g>`;
};

export const SEVEN = 'M-34-46H38V-30Q10 0 0 46H-26Q-18 6 12-28H-34Z';

export const seven = (d, { x, y, size, rot = 0 }) =>
  s`<g transform="${place(x, y, size, rot)}"><path d="${SEVEN}" transform="translate(4 5)" fill="#3a0610" opacity="0.5"/><path d="${SEVEN}" fill="${d.lin(
    ['#ff8a99', C.ruby, '#8e0f24'],
    0,
    0,
    0,
    1,
  )}" stroke="${C.gold1}" stroke-width="5" stroke-linejoin="round"/><path d="M-28-40H30" stroke="#fff" stroke-width="3" opacity="0.55" stroke-linecap="round"/></g>`;

export const cherry = (d, { x, y, size, rot = 0 }) => {
  const ball = (cx, cy) =>
    s`<circle cx="${cx}" cy="${cy}" r="24" fill="${d.rad(['#ff8191', '#e0213f', '#7d0a1c'], 0.38, 0.35, 0.7)}"/><ellipse cx="${cx - 8}" cy="${cy - 9}" rx="7" ry="4.5" transform="rotate(-35 ${cx - 8} ${cy - 9})" fill="#fff" opacity="0.75"/>`;
  return s`<g transform="${place(x, y, size, rot)}"><path d="M-18 8C-14-16-2-34 14-46M24 16C22-10 18-30 14-46" fill="none" stroke="#2f8f3a" stroke-width="6" stroke-linecap="round"/><path d="M14-46C26-58 44-56 52-44C38-38 24-38 14-46Z" fill="${d.lin(
    ['#6fe07a', '#1f8a3b'],
    0,
    0,
    1,
    1,
  )}"/>${ball(-20, 22)}${ball(24, 28)}</g>`;
};

export const bell = (d, { x, y, size, rot = 0 }) =>
  s`<g transform="${place(x, y, size, rot)}"><circle cx="0" cy="-44" r="8" fill="${metal(d)}"/><circle cx="0" cy="38" r="10" fill="${METAL.gold.c}"/><path d="M0-40C-24-40-32-18-32 0C-32 16-38 24-46 32H46C38 24 32 16 32 0C32-18 24-40 0-40Z" fill="${metal(
    d,
  )}" stroke="${METAL.gold.c}" stroke-width="3"/><path d="M-16-24C-20-14-20-2-20 10" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.6" fill="none"/></g>`;

export const SYMBOLS = {
  seven,
  cherry,
  bell,
  ruby: (d, o) => gem(d, { ...o, color: C.ruby, size: o.size * 0.9 }),
  jade: (d, o) => gem(d, { ...o, color: C.jade, size: o.size * 0.9 }),
  violet: (d, o) => gem(d, { ...o, color: C.violet, size: o.size * 0.9 }),
  coin: (d, o) => coin(d, { x: o.x, y: o.y, r: o.size * 0.42 }),
};

/** Slot machine reel window. x,y top-left; cols are arrays of three symbol names. */
export const reels = (d, { x, y, w, h, cols, name = 'gold' }) => {
  const pad = w * 0.045;
  const innerW = w - pad * 2;
  const innerH = h - pad * 2;
  const gap = innerW * 0.025;
  const cw = (innerW - gap * (cols.length - 1)) / cols.length;
  const ch = innerH / 2.3;
  const cyl = d.lin(
    [
      [0, '#4c4560'],
      [0.18, '#d9d2e6'],
      [0.5, '#ffffff'],
      [0.82, '#d9d2e6'],
      [1, '#4c4560'],
    ],
    0,
    0,
    0,
    1,
  );
  const shade = d.lin(
    [
      [0, '#000', 0.55],
      [0.22, '#000', 0],
      [0.78, '#000', 0],
      [1, '#000', 0.55],
    ],
    0,
    0,
    0,
    1,
  );
  const out = [];
  out.push(
    s`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.05}" fill="${metalBands(d, name)}"/><rect x="${x + pad * 0.45}" y="${y + pad * 0.45}" width="${w - pad * 0.9}" height="${h - pad * 0.9}" rx="${w * 0.04}" fill="${C.navy0}"/>`,
  );
  cols.forEach((col, i) => {
    const cx = x + pad + i * (cw + gap);
    const cy = y + pad;
    const clipId = d.clip(s`<rect x="${cx}" y="${cy}" width="${cw}" height="${innerH}" rx="${cw * 0.06}"/>`);
    const syms = col
      .map((name, j) => {
        const sy = cy + innerH / 2 + (j - 1) * ch;
        return SYMBOLS[name](d, { x: cx + cw / 2, y: sy, size: Math.min(cw, ch) * 0.72 });
      })
      .join('');
    out.push(
      s`<g clip-path="${clipId}"><rect x="${cx}" y="${cy}" width="${cw}" height="${innerH}" fill="${cyl}"/>${syms}<rect x="${cx}" y="${cy}" width="${cw}" height="${innerH}" fill="${shade}"/></g>`,
    );
  });
  const ly = y + h / 2;
  out.push(
    s`<rect x="${x + pad * 0.6}" y="${ly - 2.5}" width="${w - pad * 1.2}" height="5" rx="2.5" fill="${C.ruby}" opacity="0.85" filter="${d.blur(3)}"/><rect x="${x + pad * 0.6}" y="${ly - 1.2}" width="${w - pad * 1.2}" height="2.4" fill="#ffd0d6"/>`,
    s`<path d="${poly([
      [x - pad * 0.2, ly - pad * 0.55],
      [x + pad * 0.75, ly],
      [x - pad * 0.2, ly + pad * 0.55],
    ])}" fill="${C.ruby}" stroke="${C.gold1}" stroke-width="2"/><path d="${poly([
      [x + w + pad * 0.2, ly - pad * 0.55],
      [x + w - pad * 0.75, ly],
      [x + w + pad * 0.2, ly + pad * 0.55],
    ])}" fill="${C.ruby}" stroke="${C.gold1}" stroke-width="2"/>`,
  );
  return out.join('');
};

const n2 = (v) => String(Math.round(v * 100) / 100);
const EURO = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

/** European roulette wheel seen from above. */
export const roulette = (d, { x, y, r, rot = 0, numbers = true, ballAt = 7 }) => {
  const out = [];
  out.push(
    s`<circle cx="${x}" cy="${y}" r="${r}" fill="${d.lin(['#6b2d1a', '#2b0f0a'], 0, 0, 1, 1)}"/><circle cx="${x}" cy="${y}" r="${r * 0.985}" fill="none" stroke="${metal(d)}" stroke-width="${r * 0.03}"/><circle cx="${x}" cy="${y}" r="${r * 0.9}" fill="${d.rad(
      [
        [0.7, '#0d0a14'],
        [1, '#2a1c2c'],
      ],
    )}" stroke="${C.gold3}" stroke-width="${r * 0.008}"/>`,
  );
  for (let i = 0; i < 8; i++) {
    const a = ((i * 45 + rot + 22.5) * Math.PI) / 180;
    const cx = x + Math.cos(a) * r * 0.83;
    const cy = y + Math.sin(a) * r * 0.83;
    out.push(
      s`<path d="${poly([
        [cx + Math.cos(a) * r * 0.04, cy + Math.sin(a) * r * 0.04],
        [cx - Math.sin(a) * r * 0.015, cy + Math.cos(a) * r * 0.015],
        [cx - Math.cos(a) * r * 0.04, cy - Math.sin(a) * r * 0.04],
        [cx + Math.sin(a) * r * 0.015, cy - Math.cos(a) * r * 0.015],
      ])}" fill="${C.gold1}"/>`,
    );
  }
  const step = 360 / 37;
  const rm = r * 0.615;
  const L = (2 * Math.PI * rm) / 37;
  const a0 = rot - 90 - step / 2;
  const ring = (color, extra) =>
    s`<circle cx="${x}" cy="${y}" r="${rm}" fill="none" stroke="${color}" stroke-width="${r * 0.29}" transform="rotate(${a0} ${x} ${y})"${extra}/>`;
  out.push(
    ring('#151925', '') +
      ring('#c8203a', ` stroke-dasharray="${n2(L)} ${n2(L)}" stroke-dashoffset="${n2(L)}"`) +
      ring('#109a62', ` stroke-dasharray="${n2(L)} ${n2(L * 37)}"`),
  );
  const seps = [];
  const texts = [];
  EURO.forEach((num, i) => {
    const a = ((a0 + i * step) * Math.PI) / 180;
    seps.push(
      s`M${x + Math.cos(a) * r * 0.47} ${y + Math.sin(a) * r * 0.47}L${x + Math.cos(a) * r * 0.76} ${y + Math.sin(a) * r * 0.76}`,
    );
    if (numbers) {
      const am = a0 + i * step + step / 2;
      const rr = r * 0.695;
      const tx = x + Math.cos((am * Math.PI) / 180) * rr;
      const ty = y + Math.sin((am * Math.PI) / 180) * rr;
      texts.push(s`<text transform="translate(${tx} ${ty}) rotate(${Math.round(am + 90)})">${num}</text>`);
    }
  });
  out.push(s`<path d="${seps.join('')}" stroke="${C.gold2}" stroke-width="${Math.max(0.8, r * 0.007)}"/>`);
  if (numbers)
    out.push(
      s`<g font-family="${FONT}" font-weight="700" font-size="${r * 0.055}" fill="#fff" text-anchor="middle" dominant-baseline="central">${texts.join('')}</g>`,
    );
  out.push(
    s`<circle cx="${x}" cy="${y}" r="${r * 0.625}" fill="none" stroke="${C.gold1}" stroke-width="${r * 0.008}"/><circle cx="${x}" cy="${y}" r="${r * 0.47}" fill="${d.rad(
      ['#7a3a20', '#3c170d', '#1c0905'],
      0.45,
      0.4,
      0.6,
    )}" stroke="${metal(d)}" stroke-width="${r * 0.02}"/>`,
  );
  for (let i = 0; i < 4; i++) {
    const a = ((rot + i * 90 + 45) * Math.PI) / 180;
    const ex = x + Math.cos(a) * r * 0.3;
    const ey = y + Math.sin(a) * r * 0.3;
    out.push(
      s`<line x1="${x}" y1="${y}" x2="${ex}" y2="${ey}" stroke="${metal(d)}" stroke-width="${r * 0.035}" stroke-linecap="round"/><circle cx="${ex}" cy="${ey}" r="${r * 0.035}" fill="${metal(d)}"/>`,
    );
  }
  out.push(
    s`<circle cx="${x}" cy="${y}" r="${r * 0.12}" fill="${metal(d)}" stroke="${C.gold3}" stroke-width="${r * 0.006}"/><circle cx="${x}" cy="${y}" r="${r * 0.05}" fill="${METAL.gold.hi}"/>`,
  );
  const ba = ((rot + ballAt * step - 90) * Math.PI) / 180;
  const bx = x + Math.cos(ba) * r * 0.54;
  const by = y + Math.sin(ba) * r * 0.54;
  out.push(
    s`<circle cx="${bx}" cy="${by}" r="${r * 0.035}" fill="${d.rad(['#ffffff', '#dfe3ee', '#8a93a8'], 0.35, 0.35, 0.7)}"/>`,
  );
  return out.join('');
};

/** Treasure chest, bottom-centre at x,y, `w` wide, overflowing with coins. */
export const chest = (d, { x, y, w, seed = 7 }) => {
  const h = w * 0.46;
  const top = y - h;
  const wood = d.lin(['#9b2133', '#6a0f1f', '#3c0712'], 0, 0, 0, 1);
  const band = metalBands(d, 'gold', false);
  const out = [];
  out.push(
    s`<ellipse cx="${x}" cy="${y - h * 0.9}" rx="${w * 0.75}" ry="${w * 0.55}" fill="${d.rad([
      [0, C.gold1, 0.55],
      [1, C.gold1, 0],
    ])}"/>`,
  );
  // open lid (inside visible)
  const lidTop = top - w * 0.42;
  out.push(
    s`<path d="M${x - w * 0.5} ${top}L${x - w * 0.45} ${lidTop + w * 0.06}Q${x} ${lidTop - w * 0.08} ${x + w * 0.45} ${lidTop + w * 0.06}L${x + w * 0.5} ${top}Z" fill="${metalBands(
      d,
      'gold',
    )}"/><path d="M${x - w * 0.46} ${top}L${x - w * 0.415} ${lidTop + w * 0.085}Q${x} ${lidTop - w * 0.045} ${x + w * 0.415} ${lidTop + w * 0.085}L${x + w * 0.46} ${top}Z" fill="${d.lin(
      ['#2a0610', '#5a0d1e'],
      0,
      0,
      0,
      1,
    )}"/>`,
  );
  // glow from inside
  out.push(
    s`<ellipse cx="${x}" cy="${top}" rx="${w * 0.42}" ry="${w * 0.12}" fill="${C.goldHi}" opacity="0.9" filter="${d.blur(w * 0.03)}"/>`,
  );
  // coin heap
  const rand = rng(seed);
  const heap = [];
  for (let i = 0; i < 38; i++) {
    const u = rand() * 2 - 1;
    const hx = x + u * w * 0.42;
    const hy = top - (1 - u * u) * w * 0.24 * (0.55 + rand() * 0.45) + w * 0.02;
    heap.push({ hx, hy, t: 0.32 + rand() * 0.3, rot: (rand() - 0.5) * 50 });
  }
  heap.sort((a, b) => a.hy - b.hy);
  heap.forEach((c, i) => {
    if (i === 14)
      out.push(gem(d, { x: x - w * 0.12, y: top - w * 0.2, size: w * 0.14, color: C.ruby, rot: -12 }));
    if (i === 20)
      out.push(gem(d, { x: x + w * 0.18, y: top - w * 0.14, size: w * 0.12, color: C.jade, rot: 15 }));
    out.push(coin(d, { x: c.hx, y: c.hy, r: w * 0.068, tilt: c.t, rot: c.rot, face: 'star' }));
  });
  // body
  out.push(
    s`<path d="M${x - w * 0.5} ${top}H${x + w * 0.5}V${y - w * 0.03}Q${x + w * 0.5} ${y} ${x + w * 0.47} ${y}H${x - w * 0.47}Q${x - w * 0.5} ${y} ${x - w * 0.5} ${y - w * 0.03}Z" fill="${wood}"/>`,
    s`<g fill="none" stroke="#2a040c" stroke-width="${w * 0.004}" opacity="0.6"><path d="M${x - w * 0.44} ${top + h * 0.35}H${x - w * 0.14}M${x + w * 0.14} ${top + h * 0.35}H${x + w * 0.44}M${x - w * 0.44} ${top + h * 0.7}H${x - w * 0.14}M${x + w * 0.14} ${top + h * 0.7}H${x + w * 0.44}"/></g>`,
    s`<rect x="${x - w * 0.52}" y="${top - w * 0.01}" width="${w * 1.04}" height="${w * 0.06}" rx="${w * 0.015}" fill="${metalBands(d)}"/>`,
    s`<rect x="${x - w * 0.52}" y="${top}" width="${w * 0.07}" height="${h}" rx="${w * 0.01}" fill="${band}"/><rect x="${x + w * 0.45}" y="${top}" width="${w * 0.07}" height="${h}" rx="${w * 0.01}" fill="${band}"/>`,
    s`<rect x="${x - w * 0.52}" y="${y - w * 0.05}" width="${w * 1.04}" height="${w * 0.05}" rx="${w * 0.012}" fill="${metalBands(d)}"/>`,
    s`<path d="M${x - w * 0.09} ${top + w * 0.02}H${x + w * 0.09}V${top + h * 0.55}Q${x + w * 0.09} ${top + h * 0.78} ${x} ${top + h * 0.86}Q${x - w * 0.09} ${top + h * 0.78} ${x - w * 0.09} ${top + h * 0.55}Z" fill="${metal(
      d,
    )}" stroke="${C.gold3}" stroke-width="${w * 0.004}"/><circle cx="${x}" cy="${top + h * 0.38}" r="${w * 0.022}" fill="#2a040c"/><path d="M${x - w * 0.012} ${top + h * 0.4}L${x - w * 0.018} ${top + h * 0.6}H${x + w * 0.018}L${x + w * 0.012} ${top + h * 0.4}Z" fill="#2a040c"/>`,
  );
  // rivets
  for (const rx of [-0.485, 0.485]) {
    for (const ry of [0.25, 0.5, 0.75])
      out.push(s`<circle cx="${x + rx * w}" cy="${top + ry * h}" r="${w * 0.009}" fill="${C.goldHi}"/>`);
  }
  return out.join('');
};

/** Sample a Catmull-Rom spline through the control points. */
export const spline = (pts, per = 12) => {
  const out = [];
  const at = (i) => pts[Math.max(0, Math.min(pts.length - 1, i))];
  for (let i = 0; i < pts.length - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    for (let j = 0; j < per; j++) {
      const t = j / per;
      const t2 = t * t;
      const t3 = t2 * t;
      const q = (k) =>
        0.5 *
        (2 * p1[k] +
          (-p0[k] + p2[k]) * t +
          (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2 +
          (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3);
      out.push([q(0), q(1)]);
    }
  }
  out.push(pts[pts.length - 1]);
  return out;
};

const frames = (P) =>
  P.map((p, i) => {
    const a = P[Math.max(0, i - 1)];
    const b = P[Math.min(P.length - 1, i + 1)];
    const tx = b[0] - a[0];
    const ty = b[1] - a[1];
    const l = Math.hypot(tx, ty) || 1;
    return { p, t: [tx / l, ty / l], n: [-ty / l, tx / l] };
  });

/** A tapered ribbon along a spline; width(t) gives the width at 0..1. Returns { path, F, widths }. */
export const ribbon = (pts, width, per = 12) => {
  const P = spline(pts, per);
  const F = frames(P);
  const widths = F.map((_, i) => width(i / (F.length - 1)));
  const L = F.map((f, i) => [f.p[0] + (f.n[0] * widths[i]) / 2, f.p[1] + (f.n[1] * widths[i]) / 2]);
  const R = F.map((f, i) => [f.p[0] - (f.n[0] * widths[i]) / 2, f.p[1] - (f.n[1] * widths[i]) / 2]);
  const thin = (arr) => arr.filter((_, i) => i % 2 === 0 || i === arr.length - 1);
  const path = `${smooth(thin(L))}${smooth(thin(R).reverse()).replace(/^M/, 'L')}Z`;
  return { path, F, widths, L, R };
};

const DRAGON_HEAD =
  'M-10-44C20-62 50-64 72-52C82-46 88-50 98-46C122-38 142-36 154-22C162-12 160 0 148 2L88 10L136 22C142 28 132 40 118 40C86 44 50 52 20 50C8 50-4 48-10 44Z';
const DRAGON_HORN = 'M58-50C36-82 4-102-56-106C-14-92 18-72 40-44Z';
const DRAGON_MANE =
  'M30-54C8-84-26-80-50-74C-28-66-18-58-22-52C-46-50-62-42-78-30C-52-34-30-30-20-28C-40-18-52-4-60 12C-36 0-18-6-10 0Z';

/**
 * Serpentine dragon: body ribbon along `points` (head first), belly plates,
 * dorsal fins, scale arcs, and a stylised head with horns, mane and whiskers.
 */
export const dragon = (d, { points, width, name = 'gold', accent = C.ruby, eye = C.jade }) => {
  const m = METAL[name];
  const prof = (t) => (t < 0.06 ? 0.82 + (t / 0.06) * 0.18 : 0.06 + 0.94 * (1 - (t - 0.06) / 0.94) ** 0.85);
  const per = 8;
  const body = ribbon(points, (t) => width * prof(t), per);
  const { F, widths } = body;
  const out = [];
  const fill = d.lin([m.hi, m.a, m.b, m.c], 0, 0, 1, 1);
  // dorsal fins (behind body)
  const fins = [];
  for (let i = 4; i < F.length * 0.9; i += 3) {
    const { p, t, n } = F[i];
    const w = widths[i];
    const base = [p[0] + (n[0] * w) / 2, p[1] + (n[1] * w) / 2];
    const tip = [base[0] + n[0] * w * 0.55 - t[0] * w * 0.45, base[1] + n[1] * w * 0.55 - t[1] * w * 0.45];
    const b0 = [base[0] + t[0] * w * 0.35, base[1] + t[1] * w * 0.35];
    const b1 = [base[0] - t[0] * w * 0.35, base[1] - t[1] * w * 0.35];
    fins.push(
      s`M${b0[0]} ${b0[1]}Q${tip[0] + t[0] * w * 0.2} ${tip[1] + t[1] * w * 0.2} ${tip[0]} ${tip[1]}L${b1[0]} ${b1[1]}Z`,
    );
  }
  out.push(s`<path d="${fins.join('')}" fill="${d.lin([accent, darken(accent, 0.4)], 0, 0, 0, 1)}"/>`);
  out.push(
    s`<path d="${body.path}" fill="${fill}" stroke="${m.dk}" stroke-width="${width * 0.03}" stroke-opacity="0.5"/>`,
  );
  // belly plates
  const belly = ribbon(
    points.map((p) => p),
    (t) => width * prof(t) * 0.42,
    per,
  );
  const shift = F.map((f, i) => [-f.n[0] * widths[i] * 0.22, -f.n[1] * widths[i] * 0.22]);
  const bellyPts = belly.L.map((p, i) => [p[0] + shift[i][0], p[1] + shift[i][1]]);
  const bellyPtsR = belly.R.map((p, i) => [p[0] + shift[i][0], p[1] + shift[i][1]]);
  const thin = (arr) => arr.filter((_, i) => i % 2 === 0 || i === arr.length - 1);
  out.push(
    s`<path d="${smooth(thin(bellyPts))}${smooth(thin(bellyPtsR).reverse()).replace(/^M/, 'L')}Z" fill="${d.lin(
      ['#fff7dc', m.a],
    )}" opacity="0.85"/>`,
  );
  const plates = [];
  for (let i = 3; i < F.length - 4; i += 2) {
    const a = bellyPts[i];
    const b = bellyPtsR[i];
    plates.push(s`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`);
  }
  out.push(s`<path d="${plates.join('')}" stroke="${m.c}" stroke-width="${width * 0.025}" opacity="0.7"/>`);
  // scale arcs on the back
  const arcs = [];
  for (let i = 3; i < F.length * 0.85; i += 2) {
    const { p, t, n } = F[i];
    const w = widths[i];
    const c = [p[0] + n[0] * w * 0.18, p[1] + n[1] * w * 0.18];
    const a = [c[0] + n[0] * w * 0.22, c[1] + n[1] * w * 0.22];
    const b = [c[0] - n[0] * w * 0.12, c[1] - n[1] * w * 0.12];
    const q = [c[0] - t[0] * w * 0.35, c[1] - t[1] * w * 0.35];
    arcs.push(s`M${a[0]} ${a[1]}Q${q[0]} ${q[1]} ${b[0]} ${b[1]}`);
  }
  out.push(
    s`<path d="${arcs.join('')}" fill="none" stroke="${m.c}" stroke-width="${width * 0.03}" stroke-linecap="round" opacity="0.75"/>`,
  );
  // tail tuft: three flame tongues continuing the last direction
  const tl = F[F.length - 1];
  const ta = (Math.atan2(tl.t[1], tl.t[0]) * 180) / Math.PI;
  out.push(
    s`<path d="M0 0C20-16 40-18 60-34C52-14 44-4 64 4C44 8 40 14 52 34C34 22 18 14 0 0Z" transform="translate(${tl.p[0]} ${tl.p[1]}) rotate(${ta}) scale(${k3(width / 70)})" fill="${d.lin(
      [accent, darken(accent, 0.45)],
    )}"/>`,
  );
  // head
  const h0 = F[0];
  const ang = (Math.atan2(-h0.t[1], -h0.t[0]) * 180) / Math.PI;
  const flip = Math.cos((ang * Math.PI) / 180) < 0 ? ' scale(1 -1)' : '';
  const hs = k3((width * 1.25) / 100);
  out.push(
    s`<g transform="translate(${h0.p[0]} ${h0.p[1]}) rotate(${ang})${flip} scale(${hs})"><path d="${DRAGON_MANE}" fill="${d.lin(
      [accent, darken(accent, 0.45)],
    )}"/><path d="${DRAGON_HORN}" fill="${d.lin([m.hi, m.b], 1, 0, 0, 0)}"/><path d="${DRAGON_HORN}" transform="translate(-12 6) rotate(8)" fill="${m.c}"/><path d="${DRAGON_HEAD}" fill="${fill}" stroke="${m.dk}" stroke-width="2" stroke-opacity="0.5"/><path d="M96 2L100 14L106 4L114 14L118 4M128 24L126 32L134 26" fill="#fff" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/><path d="M64-36C76-44 92-44 104-36" fill="none" stroke="${m.dk}" stroke-width="4" stroke-linecap="round"/><ellipse cx="86" cy="-28" rx="10" ry="6" fill="${eye}"/><ellipse cx="88" cy="-28" rx="3" ry="5" fill="#071018"/><circle cx="86" cy="-28" r="16" fill="${eye}" opacity="0.35" filter="${d.blur(
      4,
    )}"/><path d="M150-6C176 10 150 46 180 80M134-30C150-60 130-84 160-104" fill="none" stroke="${m.a}" stroke-width="3.5" stroke-linecap="round"/><path d="M116 42C104 62 88 72 64 76C80 66 86 58 88 48Z" fill="${accent}"/><circle cx="142" cy="-20" r="3" fill="${m.dk}"/></g>`,
  );
  return out.join('');
};

/** A flaming pearl (dragon's pearl). */
export const pearl = (d, { x, y, r, glow = C.gold1 }) =>
  s`<circle cx="${x}" cy="${y}" r="${r * 2.4}" fill="${d.rad([
    [0, glow, 0.55],
    [1, glow, 0],
  ])}"/><circle cx="${x}" cy="${y}" r="${r}" fill="${d.rad(
    ['#ffffff', '#fff1c2', '#f5c451', '#b8741a'],
    0.38,
    0.35,
    0.7,
  )}"/><path d="${sparklePath(x - r * 0.35, y - r * 0.35, r * 0.5)}" fill="#fff"/>`;

const FEATHER = 'M0 0C14-22 12-70 0-100C-12-70-14-22 0 0Z';

/** Phoenix with fanned wings and long flowing tail, centred on body x,y. */
export const phoenix = (d, { x, y, size, colors = [C.ruby, C.gold2, C.gold1], tails: withTails = true }) => {
  const [c0, c1, c2] = colors;
  const k = size / 100;
  const out = [];
  const wing = (side) => {
    const feathers = [];
    for (let i = 0; i < 9; i++) {
      const a = side * (18 + i * 11);
      const len = 0.55 + Math.sin((i / 8) * Math.PI * 0.85) * 0.65;
      feathers.push(
        s`<path d="${FEATHER}" transform="rotate(${a}) scale(${k3(len * 0.55)} ${k3(len)})" fill="${d.lin([c2, c1, c0], 0, 1, 0, 0)}" stroke="${darken(
          c0,
          0.3,
        )}" stroke-width="1"/>`,
      );
    }
    const inner = [];
    for (let i = 0; i < 6; i++) {
      const a = side * (28 + i * 12);
      inner.push(
        s`<path d="${FEATHER}" transform="rotate(${a}) scale(${k3(0.38)} ${k3(0.55 + i * 0.04)})" fill="${d.lin([c1, c2], 0, 1, 0, 0)}"/>`,
      );
    }
    return s`<g transform="translate(${side * 6} -8)">${feathers.join('')}${inner.join('')}</g>`;
  };
  // tail ribbons
  const tails = [
    [
      [0, 20],
      [-20, 70],
      [10, 120],
      [-30, 170],
      [-10, 210],
    ],
    [
      [0, 20],
      [20, 80],
      [50, 120],
      [40, 170],
      [80, 200],
    ],
    [
      [0, 20],
      [-30, 60],
      [-70, 100],
      [-80, 150],
      [-120, 180],
    ],
  ];
  const tailMarkup = (withTails ? tails : [])
    .map((pts) => {
      const rb = ribbon(pts, (t) => 16 * Math.sin(Math.PI * Math.min(1, t * 1.05)) + 2, 10);
      const end = pts[pts.length - 1];
      return s`<path d="${rb.path}" fill="${d.lin([c1, c0], 0, 0, 0, 1)}"/><circle cx="${end[0]}" cy="${end[1]}" r="9" fill="${c2}"/><circle cx="${end[0]}" cy="${end[1]}" r="4" fill="${c0}"/>`;
    })
    .join('');
  out.push(
    s`<g transform="translate(${x} ${y}) scale(${k3(k)})">${tailMarkup}${wing(-1)}${wing(1)}<path d="M0-30C16-30 18-6 12 14C8 26 4 32 0 34C-4 32-8 26-12 14C-18-6-16-30 0-30Z" fill="${d.lin(
      [c2, c1, c0],
    )}"/><path d="M0-32C-8-44-4-58 6-62C16-64 22-56 18-48L30-46L18-40C14-34 8-32 0-32Z" fill="${d.lin([c2, c1])}"/><circle cx="10" cy="-52" r="2.5" fill="${C.navy1}"/><path d="M2-60C-4-76 6-86 14-90M6-62C6-76 18-80 26-82M0-58C-10-68-10-78-4-86" fill="none" stroke="${c2}" stroke-width="2.5" stroke-linecap="round"/></g>`,
  );
  return out.join('');
};

const PETAL = 'M0 0C-30-20-34-70 0-100C34-70 30-20 0 0Z';

/** Lotus flower, x,y at the base of the bloom. */
export const lotus = (d, { x, y, size, base = '#0e8a6c', tip = '#f4fff9', edge = C.gold1 }) => {
  const back = [];
  for (let i = -3; i <= 3; i++) {
    back.push(
      s`<path d="${PETAL}" transform="rotate(${i * 24}) scale(${k3(0.95)} ${k3(0.92 - Math.abs(i) * 0.06)})"/>`,
    );
  }
  const front = [];
  for (let i = -2; i <= 2; i++) {
    front.push(
      s`<path d="${PETAL}" transform="rotate(${i * 20}) scale(${k3(0.8)} ${k3(0.82 - Math.abs(i) * 0.05)})"/>`,
    );
  }
  return s`<g transform="${place(x, y, size)}"><g fill="${d.lin([tip, lighten(base, 0.3), base], 0, 0, 0, 1)}" stroke="${edge}" stroke-width="1.6">${back.join(
    '',
  )}</g><g fill="${d.lin([tip, lighten(base, 0.55), base], 0, 0, 0, 1)}" stroke="${edge}" stroke-width="1.6" transform="translate(0 6)">${front.join(
    '',
  )}</g><ellipse cx="0" cy="-4" rx="18" ry="7" fill="${metal(d)}"/></g>`;
};

const FISH_BODY = 'M64 0C44-32-8-38-40-20C-52-12-60-6-66 0C-60 6-52 12-40 20C-8 38 44 32 64 0Z';
const FISH_TAIL = 'M-58 0C-74-18-88-34-104-40C-94-16-94 16-104 40C-88 34-74 18-58 0Z';

/** Fish facing right (or left with flip), centred on x,y. */
export const fish = (
  d,
  { x, y, size, color = '#ff8a3d', belly = '#fff3d6', flip = false, rot = 0, spots = false },
) => {
  const clipId = d.clip(`<path d="${FISH_BODY}"/>`);
  const dark = darken(color, 0.35);
  const spotMarkup = spots
    ? `<g clip-path="${clipId}" fill="${spots}"><ellipse cx="20" cy="-18" rx="18" ry="12"/><ellipse cx="-22" cy="-8" rx="14" ry="16"/><ellipse cx="-46" cy="8" rx="10" ry="8"/></g>`
    : '';
  const scales = [];
  for (let cx = -30; cx <= 30; cx += 14) {
    for (let cy = -14; cy <= 14; cy += 14)
      scales.push(s`M${cx - 7} ${cy - 7}Q${cx} ${cy + 2} ${cx - 7} ${cy + 7}`);
  }
  return s`<g transform="translate(${x} ${y}) rotate(${rot}) scale(${k3((flip ? -1 : 1) * (size / 100))} ${k3(size / 100)})"><path d="${FISH_TAIL}" fill="${d.lin(
    [lighten(color, 0.3), dark],
    1,
    0,
    0,
    0,
  )}"/><path d="M-6-28C2-52 26-52 36-24Z" fill="${dark}"/><path d="${FISH_BODY}" fill="${d.lin([dark, color, belly], 0, 0, 0, 1)}"/>${spotMarkup}<path d="${scales.join(
    '',
  )}" clip-path="${clipId}" fill="none" stroke="${darken(color, 0.2)}" stroke-width="2" opacity="0.45"/><path d="M8 12C2 26-8 32-18 32C-10 24-4 16 8 12Z" fill="${dark}"/><path d="M34-22C40-10 40 10 34 22" fill="none" stroke="${dark}" stroke-width="2.5" opacity="0.6"/><circle cx="44" cy="-6" r="7" fill="#fff"/><circle cx="46" cy="-6" r="3.6" fill="#0b1020"/></g>`;
};

/** Football with pentagon patches. */
export const soccerBall = (d, { x, y, r, rot = 0 }) => {
  const clipId = d.clip(`<circle r="100"/>`);
  const pent = (cx, cy, rr, a) => `<path d="${poly(polygonPoints(cx, cy, rr, 5, a))}"/>`;
  const patches = [pent(0, 0, 34, -90)];
  const seams = [];
  for (let i = 0; i < 5; i++) {
    const a = ((-90 + i * 72) * Math.PI) / 180;
    patches.push(pent(Math.cos(a) * 92, Math.sin(a) * 92, 34, -90 + i * 72 + 180));
    const a2 = ((-90 + i * 72 + 36) * Math.PI) / 180;
    seams.push(s`M${Math.cos(a) * 34} ${Math.sin(a) * 34}L${Math.cos(a) * 60} ${Math.sin(a) * 60}`);
    seams.push(
      s`M${Math.cos(a) * 60} ${Math.sin(a) * 60}L${Math.cos(a2) * 76} ${Math.sin(a2) * 76}L${Math.cos(a + (72 * Math.PI) / 180) * 60} ${
        Math.sin(a + (72 * Math.PI) / 180) * 60
      }`,
    );
  }
  return s`<g transform="translate(${x} ${y}) rotate(${rot}) scale(${k3(r / 100)})"><circle r="100" fill="${d.rad(['#ffffff', '#eef1f7', '#b9c2d4'], 0.38, 0.32, 0.75)}"/><g clip-path="${clipId}"><g fill="#1a2034">${patches.join(
    '',
  )}</g><path d="${seams.join('')}" fill="none" stroke="#8d97ad" stroke-width="3"/></g><circle r="100" fill="${d.rad(
    [
      [0.6, '#000', 0],
      [1, '#000', 0.35],
    ],
  )}"/><ellipse cx="-38" cy="-46" rx="30" ry="16" transform="rotate(-35 -38 -46)" fill="#fff" opacity="0.55"/></g>`;
};

export const basketball = (d, { x, y, r, rot = 0 }) =>
  s`<g transform="translate(${x} ${y}) rotate(${rot}) scale(${k3(r / 100)})"><circle r="100" fill="${d.rad(['#ffb36b', '#f07a1a', '#9c430a'], 0.38, 0.32, 0.75)}"/><path d="M0-100V100M-100 0H100M-70-72C-30-30-30 30-70 72M70-72C30-30 30 30 70 72" fill="none" stroke="#3a1a06" stroke-width="6"/><ellipse cx="-38" cy="-46" rx="30" ry="16" transform="rotate(-35 -38 -46)" fill="#fff" opacity="0.3"/></g>`;

/** Trophy; x,y = bottom centre, size = height. */
export const trophy = (d, { x, y, size, name = 'gold' }) => {
  const m = METAL[name];
  const g = d.lin(
    [
      [0, m.c],
      [0.25, m.hi],
      [0.45, m.a],
      [0.75, m.b],
      [1, m.dk],
    ],
    0,
    0,
    1,
    0,
  );
  return s`<g transform="${place(x, y, size)}"><path d="M-30-88C-52-88-50-58-20-52M30-88C52-88 50-58 20-52" fill="none" stroke="${g}" stroke-width="7" stroke-linecap="round"/><path d="M-32-98H32C32-62 22-44 0-40C-22-44-32-62-32-98Z" fill="${g}"/><ellipse cx="0" cy="-98" rx="32" ry="6" fill="${m.c}"/><ellipse cx="0" cy="-98" rx="28" ry="4" fill="${m.dk}"/><path d="M-5-40H5L9-20H-9Z" fill="${g}"/><ellipse cx="0" cy="-31" rx="8" ry="4" fill="${m.a}"/><path d="M-22-20H22L27-8H-27Z" fill="${g}"/><rect x="-32" y="-9" width="64" height="9" rx="2" fill="${d.lin(
    [m.c, m.dk],
  )}"/><path d="${poly(starPoints(0, -74, 12, 5, 5))}" fill="${m.hi}"/><path d="M-22-90C-22-70-16-58-8-52" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.5"/></g>`;
};

/** Lottery ball with a number label. */
export const lottoBall = (d, { x, y, r, color = C.ruby, num = 8 }) =>
  s`<g transform="translate(${x} ${y})"><circle r="${r}" fill="${d.rad([lighten(color, 0.55), color, darken(color, 0.5)], 0.36, 0.32, 0.72)}"/><circle cx="${-r * 0.06}" cy="${-r * 0.06}" r="${r * 0.5}" fill="#fff"/><text x="${-r * 0.06}" y="${r * 0.13}" font-family="${FONT}" font-weight="800" font-size="${r * 0.52}" text-anchor="middle" fill="${darken(
    color,
    0.45,
  )}">${num}</text><ellipse cx="${-r * 0.42}" cy="${-r * 0.5}" rx="${r * 0.22}" ry="${r * 0.12}" transform="rotate(-35 ${-r * 0.42} ${-r * 0.5})" fill="#fff" opacity="0.7"/></g>`;

export const ROOSTER =
  'M-30-27L-44-22L-30-17C-32-10-27-5-23-11C-24-2-30 6-27 16C-22 30-6 36 8 32C20 30 31 22 36 12C42 4 50-18 46-42C50-20 42-8 38-2C40-18 38-34 28-46C34-28 30-16 26-10C26-22 22-32 12-40C18-26 18-16 14-12C4-12-4-16-10-22C-14-30-16-36-20-38C-20-44-24-46-26-42C-28-48-32-48-32-42C-36-46-40-42-36-36C-34-32-32-30-30-27Z';
export const ROOSTER_LEGS = 'M0 32L-2 46L-9 50M-2 46L4 50M12 30L15 45L9 50M15 45L21 49';

/** Fighting rooster silhouette facing left. */
export const rooster = (_d, { x, y, size, fill, legs = '#f5c451', flip = false, eye = true }) =>
  s`<g transform="translate(${x} ${y}) scale(${k3((flip ? -1 : 1) * (size / 100))} ${k3(size / 100)})"><path d="${ROOSTER_LEGS}" fill="none" stroke="${legs}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/><path d="${ROOSTER}" fill="${fill}"/>${
    eye ? '<circle cx="-27" cy="-30" r="2" fill="#0b1020"/>' : ''
  }</g>`;

export const CONTROLLER =
  'M-30-26H30C42-26 48-16 50-2C52 14 48 28 38 28C30 28 26 20 20 14H-20C-26 20-30 28-38 28C-48 28-52 14-50-2C-48-16-42-26-30-26Z';

export const controller = (d, { x, y, size, rot = 0, body }) =>
  s`<g transform="${place(x, y, size, rot)}"><path d="${CONTROLLER}" fill="${body ?? d.lin(['#3b4466', '#1b2138', '#0e1222'], 0, 0, 0, 1)}" stroke="${C.violet}" stroke-width="2"/><path d="M-32-10H-24V-2H-16V6H-24V14H-32V6H-40V-2H-32Z" fill="#d9def0"/><circle cx="28" cy="-10" r="4.6" fill="${C.jade}"/><circle cx="37" cy="-1" r="4.6" fill="${C.ruby}"/><circle cx="19" cy="-1" r="4.6" fill="${C.violet}"/><circle cx="28" cy="8" r="4.6" fill="${C.gold1}"/><circle cx="-11" cy="12" r="7" fill="#0b0f1c" stroke="#5b6488" stroke-width="2"/><circle cx="11" cy="12" r="7" fill="#0b0f1c" stroke="#5b6488" stroke-width="2"/><path d="M-26-22H26" stroke="#fff" stroke-width="2" opacity="0.25" stroke-linecap="round"/></g>`;

export const crown = (d, { x, y, size, name = 'gold', jewel = C.ruby }) =>
  s`<g transform="${place(x, y, size)}"><path d="M-46 18L-52-30L-24-4L0-44L24-4L52-30L46 18Z" fill="${metal(d, name)}" stroke="${METAL[name].c}" stroke-width="2.5" stroke-linejoin="round"/><rect x="-48" y="16" width="96" height="16" rx="4" fill="${metalBands(
    d,
    name,
  )}"/><circle cx="0" cy="-46" r="6" fill="${jewel}"/><circle cx="-52" cy="-32" r="5" fill="${jewel}"/><circle cx="52" cy="-32" r="5" fill="${jewel}"/><circle cx="0" cy="24" r="5" fill="${jewel}"/><circle cx="-26" cy="24" r="4" fill="${C.jade}"/><circle cx="26" cy="24" r="4" fill="${C.jade}"/></g>`;

/** Gift box with ribbon bow; x,y = bottom centre; w = width. */
export const gift = (d, { x, y, w, color = C.ruby, ribbon: rb = C.gold1 }) => {
  const h = w * 0.62;
  const top = y - h;
  const lidH = w * 0.2;
  const rib = metal(d, 'gold');
  return s`<g><path d="M${x} ${top - lidH}C${x - w * 0.1} ${top - lidH - w * 0.32} ${x - w * 0.42} ${top - lidH - w * 0.28} ${x - w * 0.3} ${top - lidH - w * 0.06}C${x - w * 0.24} ${
    top - lidH
  } ${x - w * 0.1} ${top - lidH} ${x} ${top - lidH}ZM${x} ${top - lidH}C${x + w * 0.1} ${top - lidH - w * 0.32} ${x + w * 0.42} ${top - lidH - w * 0.28} ${x + w * 0.3} ${
    top - lidH - w * 0.06
  }C${x + w * 0.24} ${top - lidH} ${x + w * 0.1} ${top - lidH} ${x} ${top - lidH}Z" fill="${rib}" stroke="${C.gold3}" stroke-width="${w * 0.01}"/><rect x="${x - w * 0.45}" y="${top}" width="${w * 0.9}" height="${h}" rx="${w * 0.03}" fill="${d.lin(
    [lighten(color, 0.1), darken(color, 0.35)],
    0,
    0,
    1,
    1,
  )}"/><rect x="${x - w * 0.5}" y="${top - lidH}" width="${w}" height="${lidH}" rx="${w * 0.03}" fill="${d.lin([lighten(color, 0.25), color], 0, 0, 0, 1)}"/><rect x="${x - w * 0.07}" y="${
    top - lidH
  }" width="${w * 0.14}" height="${h + lidH}" fill="${rib}"/><rect x="${x - w * 0.45}" y="${top}" width="${w * 0.9}" height="${w * 0.035}" fill="#000" opacity="0.25"/><circle cx="${x}" cy="${top - lidH}" r="${w * 0.06}" fill="${rb}"/></g>`;
};

export const SHIELD = 'M0-48C18-38 34-35 44-35C44 2 30 30 0 48C-30 30-44 2-44-35C-34-35-18-38 0-48Z';
export const BOLT = 'M10-50L-30 8H-4L-14 50L30-10H4Z';

/** Gear outline path (teeth), centred on cx,cy. */
export const gearPath = (cx, cy, ro, ri, n, hole) => {
  const pts = [];
  const step = (Math.PI * 2) / n;
  for (let i = 0; i < n; i++) {
    const a = i * step;
    const w = step * 0.22;
    pts.push([cx + ri * Math.cos(a - step / 2 + w * 0.3), cy + ri * Math.sin(a - step / 2 + w * 0.3)]);
    pts.push([cx + ro * Math.cos(a - w), cy + ro * Math.sin(a - w)]);
    pts.push([cx + ro * Math.cos(a + w), cy + ro * Math.sin(a + w)]);
    pts.push([cx + ri * Math.cos(a + step / 2 - w * 0.3), cy + ri * Math.sin(a + step / 2 - w * 0.3)]);
  }
  const h = hole
    ? s`M${cx + hole} ${cy}A${hole} ${hole} 0 1 0 ${cx - hole} ${cy}A${hole} ${hole} 0 1 0 ${cx + hole} ${cy}Z`
    : '';
  return poly(pts) + h;
};

/** Scatter of glowing dots and sparkles, deterministic. */
export const particles = (_d, { x0, y0, x1, y1, count, seed, color = C.gold1, rMax = 4, sparkles = 0 }) => {
  const rand = rng(seed);
  // dots are round-capped zero-length strokes, bucketed by size and opacity: one path per bucket
  const buckets = new Map();
  for (let i = 0; i < count; i++) {
    const px = x0 + rand() * (x1 - x0);
    const py = y0 + rand() * (y1 - y0);
    const size = [1.2, 2.2, 3.4][Math.min(2, Math.floor(rand() ** 1.6 * 3))] * (rMax / 3.4);
    const op = [0.25, 0.5, 0.85][Math.floor(rand() * 3)];
    const key = `${n1(size * 2)}|${op}`;
    buckets.set(key, `${buckets.get(key) ?? ''}${s`M${Math.round(px)} ${Math.round(py)}h0`}`);
  }
  const dots = [...buckets].map(([key, dd]) => {
    const [sw, op] = key.split('|');
    return `<path d="${dd}" stroke-width="${sw}" opacity="${op}"/>`;
  });
  const sp = [];
  for (let i = 0; i < sparkles; i++) {
    const px = x0 + rand() * (x1 - x0);
    const py = y0 + rand() * (y1 - y0);
    sp.push(sparklePath(px, py, 6 + rand() * 12));
  }
  return `<g stroke="${color}" stroke-linecap="round" fill="none">${dots.join('')}</g>${sparkles ? `<path d="${sp.join('')}" fill="#fff8e0"/>` : ''}`;
};

/** Light rays fanning out from a point. */
export const rays = (
  d,
  { cx, cy, count = 24, len = 1400, color = C.gold1, opacity = 0.12, spread = 0.5, rot = 0 },
) => {
  // a circle whose stroke covers radius 0..len, dashed into `count` wedges
  const grad = d.rad(
    [
      [0, color, opacity],
      [1, color, 0],
    ],
    cx,
    cy,
    len,
    { user: true },
  );
  const dash = (Math.PI * len) / count;
  return s`<circle cx="${cx}" cy="${cy}" r="${len / 2}" fill="none" stroke="${grad}" stroke-width="${len}" stroke-dasharray="${dash * spread} ${dash * (1 - spread)}" transform="rotate(${rot} ${cx} ${cy})"/>`;
};

/** Soft round glow. */
export const glow = (d, { cx, cy, r, color, opacity = 0.6, ry }) =>
  s`<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${ry ?? r}" fill="${d.rad([
    [0, color, opacity],
    [0.45, color, opacity * 0.35],
    [1, color, 0],
  ])}"/>`;

export { mix };
