/**
 * Vendor marks (300x120, transparent): a small emblem badge and a light or
 * gold wordmark. Each vendor gets its own badge shape, colour and glyph.
 */
import {
  BOLT,
  basketball,
  card,
  cherry,
  coin,
  controller,
  crown,
  fish,
  glow,
  k3,
  lottoBall,
  METAL,
  metal,
  phoenix,
  rooster,
  roulette,
  SHIELD,
  seven,
  soccerBall,
  suit,
} from '../lib/objects.mjs';
import { C, Doc, darken, FONT, lighten, poly, polygonPoints, s, starPoints } from '../lib/svg.mjs';

/** Rough Arial-Bold advance widths (em) so a wordmark can be sized to fit. */
const ADV = {
  I: 0.28,
  J: 0.56,
  M: 0.83,
  W: 0.94,
  O: 0.78,
  Q: 0.78,
  G: 0.78,
  E: 0.67,
  F: 0.61,
  L: 0.61,
  T: 0.61,
  Z: 0.61,
  S: 0.67,
  P: 0.67,
  V: 0.67,
  X: 0.67,
  Y: 0.67,
  i: 0.28,
  ' ': 0.28,
};
const em = (text) => [...text].reduce((w, ch) => w + (ADV[ch] ?? (/[0-9]/.test(ch) ? 0.56 : 0.72)), 0);

const badgeShape = (shape, r) => {
  if (shape === 'circle') return s`<circle r="${r}"/>`;
  if (shape === 'hex') return `<path d="${poly(polygonPoints(0, 0, r * 1.06, 6, 0))}"/>`;
  if (shape === 'diamond')
    return s`<rect x="${-r * 0.76}" y="${-r * 0.76}" width="${r * 1.52}" height="${r * 1.52}" rx="${r * 0.22}" transform="rotate(45)"/>`;
  if (shape === 'shield') return s`<path d="${SHIELD}" transform="scale(${k3((r * 1.04) / 48)})"/>`;
  return s`<rect x="${-r * 0.9}" y="${-r * 0.9}" width="${r * 1.8}" height="${r * 1.8}" rx="${r * 0.38}"/>`;
};

/** Metal-rimmed badge with a coloured, glossy inside. */
const badge = (d, { shape, color, rim = 'gold' }) => {
  const m = METAL[rim];
  const outer = badgeShape(shape, 38);
  const inner = badgeShape(shape, 33);
  return s`<g fill="${metal(d, rim)}">${outer}</g><g fill="${d.rad([lighten(color, 0.35), color, darken(color, 0.45)], 0.4, 0.3, 0.75)}" stroke="${m.dk}" stroke-width="1">${inner}</g><g fill="${d.lin(
    [
      [0, '#fff', 0.35],
      [0.5, '#fff', 0],
    ],
  )}">${badgeShape(shape, 30)}</g>`;
};

const GLYPHS = {
  soccer: (d) => soccerBall(d, { x: 0, y: 0, r: 20 }),
  basketball: (d) => basketball(d, { x: 0, y: 0, r: 20 }),
  controller: (d) => controller(d, { x: 0, y: 2, size: 50 }),
  bolt: (d) =>
    s`<path d="${BOLT}" transform="scale(0.5)" fill="${d.lin([C.goldHi, C.gold1, C.gold2])}" stroke="${METAL.gold.dk}" stroke-width="3" stroke-linejoin="round"/>`,
  rooster: (d) =>
    rooster(d, {
      x: 0,
      y: -2,
      size: 54,
      fill: d.lin([C.goldHi, C.gold1, C.gold2]),
      legs: C.goldHi,
      eye: false,
    }),
  roosterDark: (d) =>
    rooster(d, { x: 0, y: -2, size: 54, fill: '#1b0b06', legs: '#1b0b06', flip: true, eye: false }),
  seven: (d) => seven(d, { x: 0, y: 0, size: 48 }),
  star: (d) =>
    s`<path d="${poly(starPoints(0, 0, 25, 10, 8, -90))}" fill="${d.lin([C.goldHi, C.gold1, C.gold2])}"/><circle r="6" fill="#fff"/>`,
  cashCoin: (d) => coin(d, { x: 0, y: 0, r: 22, face: 'hole' }),
  phoenix: (d) =>
    phoenix(d, { x: 0, y: 12, size: 30, colors: ['#ffc14d', '#ffe9a8', '#fff6d8'], tails: false }),
  oceanCrown: (d) =>
    `${crown(d, { x: 0, y: -6, size: 36 })}<path d="M-24 14q6-6 12 0t12 0 12 0 12 0M-24 22q6-6 12 0t12 0 12 0 12 0" fill="none" stroke="#dff6ff" stroke-width="3" stroke-linecap="round"/>`,
  fish: (d) => fish(d, { x: 2, y: 0, size: 36, color: '#ffae3d', belly: '#fff1d0' }),
  liveCard: (d) =>
    `${card(d, { x: -2, y: 2, w: 30, rank: 'A', suit: 'heart', rot: -8 })}<circle cx="18" cy="-18" r="7" fill="#ff3b55" stroke="#fff" stroke-width="2"/>`,
  roulette: (d) => roulette(d, { x: 0, y: 0, r: 26, numbers: false, rot: 10 }),
  cards: (d) =>
    [-16, 0, 16]
      .map((a, i) =>
        card(d, {
          x: a * 0.6,
          y: 4,
          w: 24,
          rank: ['Q', 'K', 'A'][i],
          suit: ['diamond', 'club', 'spade'][i],
          rot: a,
        }),
      )
      .join(''),
  kingSpade: (d) =>
    `${crown(d, { x: 0, y: -12, size: 30 })}${suit(d, { x: 0, y: 10, size: 28, suit: 'spade', fill: '#fff' })}`,
  lotto: (d) =>
    `${lottoBall(d, { x: -11, y: 8, r: 12, color: C.ruby, num: 6 })}${lottoBall(d, { x: 11, y: 8, r: 12, color: '#1e88ff', num: 8 })}${lottoBall(
      d,
      {
        x: 0,
        y: -11,
        r: 12,
        color: C.jade,
        num: 9,
      },
    )}`,
  seaBall: (d) =>
    `${lottoBall(d, { x: 0, y: -2, r: 20, color: '#19b8c8', num: 7 })}<path d="M-24 20q6-6 12 0t12 0 12 0 12 0" fill="none" stroke="#dff6ff" stroke-width="3" stroke-linecap="round"/>`,
  vnStar: (d) =>
    s`<circle r="22" fill="${d.rad(['#ff6a5e', '#da251d', '#7a0c08'], 0.38, 0.32, 0.75)}"/><path d="${poly(starPoints(0, 1, 15, 6, 5))}" fill="#ffdd33"/>`,
  cherry: (d) => cherry(d, { x: 0, y: 0, size: 46 }),
  clover: (d) => coin(d, { x: 0, y: 0, r: 38 }),
};

const VENDORS = [
  {
    code: 'BTI',
    main: 'BTi',
    sub: 'SPORTS',
    shape: 'circle',
    color: '#2f7bff',
    glyph: 'soccer',
    ink: 'light',
  },
  {
    code: 'LWSB',
    main: 'SPORTSBOOK',
    sub: 'LUCKWELL',
    lw: true,
    shape: 'shield',
    color: '#0e9f7c',
    glyph: 'basketball',
    ink: 'gold',
  },
  {
    code: 'IMES',
    main: 'IM',
    sub: 'ESPORTS',
    shape: 'hex',
    color: C.violet,
    glyph: 'controller',
    ink: 'light',
    accent: '#b9a8ff',
  },
  { code: 'TF', main: 'TF', sub: 'GAMING', shape: 'diamond', color: '#c9203f', glyph: 'bolt', ink: 'gold' },
  {
    code: 'DS88',
    main: 'DS88',
    sub: 'SABONG',
    shape: 'circle',
    color: '#c9302a',
    glyph: 'rooster',
    ink: 'light',
    accent: '#ff8f7a',
  },
  {
    code: 'DIG',
    main: 'DIG',
    sub: 'COCKFIGHT',
    shape: 'shield',
    color: '#ff9d2e',
    glyph: 'roosterDark',
    ink: 'gold',
  },
  {
    code: 'JL',
    main: 'JL',
    sub: 'GAMES',
    shape: 'rsquare',
    color: '#ff6a1f',
    glyph: 'seven',
    ink: 'light',
    accent: '#ffb27a',
  },
  {
    code: 'LW',
    main: 'LUCKWELL',
    sub: 'ORIGINALS',
    shape: 'none',
    color: C.gold2,
    glyph: 'clover',
    ink: 'gold',
  },
  {
    code: 'NOVA',
    main: 'NOVA',
    sub: 'SLOTS',
    shape: 'circle',
    color: '#a13cff',
    glyph: 'star',
    ink: 'light',
    accent: '#d6a8ff',
  },
  {
    code: 'ORIENT',
    main: 'ORIENT',
    sub: 'REELS',
    shape: 'rsquare',
    color: '#b8102c',
    glyph: 'cashCoin',
    ink: 'gold',
  },
  {
    code: 'PHOENIX',
    main: 'PHOENIX',
    sub: 'GAMING',
    shape: 'circle',
    color: '#ff5a2b',
    glyph: 'phoenix',
    ink: 'gold',
  },
  {
    code: 'OCEAN',
    main: 'OCEAN',
    sub: 'KING',
    shape: 'hex',
    color: '#0a8fd0',
    glyph: 'oceanCrown',
    ink: 'light',
    accent: '#8fe3ff',
  },
  {
    code: 'LWFISH',
    main: 'FISHING',
    sub: 'LUCKWELL',
    lw: true,
    shape: 'circle',
    color: '#0f6fd1',
    glyph: 'fish',
    ink: 'light',
  },
  {
    code: 'LWLIVE',
    main: 'LIVE',
    sub: 'LUCKWELL',
    lw: true,
    shape: 'rsquare',
    color: '#7a0c1f',
    glyph: 'liveCard',
    ink: 'gold',
  },
  {
    code: 'GOLDHALL',
    main: 'GOLD HALL',
    sub: 'CASINO',
    shape: 'circle',
    color: '#6b3c0c',
    glyph: 'roulette',
    ink: 'gold',
  },
  {
    code: 'LWCARD',
    main: 'CARDS',
    sub: 'LUCKWELL',
    lw: true,
    shape: 'diamond',
    color: '#2a3f9a',
    glyph: 'cards',
    ink: 'light',
  },
  {
    code: 'KINGPOKER',
    main: 'KING',
    sub: 'POKER',
    shape: 'shield',
    color: '#24243a',
    glyph: 'kingSpade',
    ink: 'gold',
  },
  {
    code: 'LWLOTTO',
    main: 'LOTTO',
    sub: 'LUCKWELL',
    lw: true,
    shape: 'circle',
    color: '#f0a020',
    glyph: 'lotto',
    ink: 'light',
  },
  {
    code: 'TCG_SEA',
    main: 'SEA',
    sub: 'LOTTERY',
    shape: 'hex',
    color: '#0f9d8f',
    glyph: 'seaBall',
    ink: 'gold',
  },
  {
    code: 'TCG_LOTTO_VN',
    main: 'VN',
    sub: 'LOTTERY',
    shape: 'circle',
    color: '#b3140f',
    glyph: 'vnStar',
    ink: 'light',
    accent: '#ffdd33',
  },
];

const vendor = (v) => {
  const d = new Doc(300, 120, { title: v.code });
  const b = [];
  b.push(glow(d, { cx: 52, cy: 60, r: 50, color: v.color, opacity: 0.35 }));
  b.push(`<g transform="translate(52 60)">${v.shape === 'none' ? '' : badge(d, v)}${GLYPHS[v.glyph](d)}</g>`);
  const ink =
    v.ink === 'gold'
      ? d.lin(
          [
            [0, '#fffbe8'],
            [0.35, C.gold1],
            [0.7, C.gold2],
            [1, C.gold3],
          ],
          0,
          0,
          0,
          1,
        )
      : d.lin(
          [
            [0, '#ffffff'],
            [0.6, '#f1ead8'],
            [1, '#c9bfa6'],
          ],
          0,
          0,
          0,
          1,
        );
  const maxW = 186;
  const size = Math.min(44, maxW / (em(v.main) * 1.1 + 0.04));
  const width = Math.min(maxW, em(v.main) * size * 1.02);
  const accent = v.accent ?? (v.ink === 'gold' ? lighten(v.color, 0.45) : C.gold1);
  const mainY = v.lw ? 84 : 66;
  const subY = v.lw ? 42 : 90;
  const subText = v.lw
    ? s`<text x="106" y="${subY}" font-family="${FONT}" font-weight="700" font-size="12" letter-spacing="4" fill="${C.gold1}">${v.sub}</text><path d="M106 ${subY + 7}H${106 + 34}" stroke="${C.gold1}" stroke-width="2"/>`
    : s`<text x="107" y="${subY}" font-family="${FONT}" font-weight="700" font-size="13" letter-spacing="4.5" fill="${accent}">${v.sub}</text>`;
  b.push(
    s`<g font-family="${FONT}" font-weight="800" font-size="${size}"><text x="106" y="${mainY + 2}" textLength="${width}" lengthAdjust="spacingAndGlyphs" fill="#000" opacity="0.45">${v.main}</text><text x="106" y="${mainY}" textLength="${width}" lengthAdjust="spacingAndGlyphs" fill="${ink}">${v.main}</text></g>${subText}`,
  );
  return d.render(b.join(''));
};

export const vendors = () => VENDORS.map((v) => [`vendors/${v.code}.svg`, vendor(v)]);
