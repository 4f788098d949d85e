/**
 * Game categories: 64x64 gold line icons for the navigation, and 400x300
 * vivid tiles (one colour story each) for the category cards.
 */
import {
  basketball,
  CONTROLLER,
  card,
  cherry,
  chip,
  coin,
  controller,
  fish,
  gem,
  glow,
  lottoBall,
  particles,
  ROOSTER,
  ROOSTER_LEGS,
  rays,
  reels,
  rooster,
  roulette,
  SEVEN,
  SUIT,
  seven,
  soccerBall,
  trophy,
} from '../lib/objects.mjs';
import { coinStack, floor } from '../lib/scenes.mjs';
import { C, Doc, darken, lighten, poly, polygonPoints, s } from '../lib/svg.mjs';

const G = C.gold1;
const line = `fill="none" stroke="${G}" stroke-linecap="round" stroke-linejoin="round"`;

const ICONS = {
  HOME: `<path d="M8 30L32 10L56 30" ${line} stroke-width="4"/><path d="M15 26V54H49V26" ${line} stroke-width="4"/><path d="M27 54V40H37V54Z" fill="${G}"/>`,
  SPORTS: `<clipPath id="ball"><circle cx="32" cy="32" r="24"/></clipPath><circle cx="32" cy="32" r="24" fill="${G}"/><g clip-path="url(#ball)"><path d="${poly(polygonPoints(32, 32, 8.5, 5))}${polygonPoints(
    32,
    32,
    26,
    5,
  )
    .map(([x, y], i) => poly(polygonPoints(x, y, 10, 5, 90 + i * 72)))
    .join('')}" fill="#0b1020"/><path d="${[0, 1, 2, 3, 4]
    .map((i) => {
      const a = ((-90 + i * 72) * Math.PI) / 180;
      const b = ((-90 + i * 72 + 36) * Math.PI) / 180;
      const p = (r, t) => [32 + r * Math.cos(t), 32 + r * Math.sin(t)];
      const [x0, y0] = p(8.5, a);
      const [x1, y1] = p(14, a);
      const [x2, y2] = p(20, b);
      const [x3, y3] = p(26, b);
      return s`M${x0} ${y0}L${x1} ${y1}L${x2} ${y2}L${x3} ${y3}`;
    })
    .join('')}${[0, 1, 2, 3, 4]
    .map((i) => {
      const a = ((-90 + (i + 1) * 72) * Math.PI) / 180;
      const b = ((-90 + i * 72 + 36) * Math.PI) / 180;
      return s`M${32 + 14 * Math.cos(a)} ${32 + 14 * Math.sin(a)}L${32 + 20 * Math.cos(b)} ${32 + 20 * Math.sin(b)}`;
    })
    .join('')}" fill="none" stroke="#0b1020" stroke-width="2.2" stroke-linejoin="round"/></g>`,
  ESPORTS: `<path d="${CONTROLLER}" transform="translate(32 34) scale(0.5)" fill="none" stroke="${G}" stroke-width="8" stroke-linejoin="round"/><path d="M17 30H25M21 26V34" ${line} stroke-width="3.5"/><circle cx="42" cy="29" r="2.6" fill="${G}"/><circle cx="47" cy="34" r="2.6" fill="${G}"/>`,
  COCKFIGHT: `<g transform="translate(33 29) scale(0.5)"><path d="${ROOSTER}" fill="${G}"/><path d="${ROOSTER_LEGS}" fill="none" stroke="${G}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></g>`,
  JL: `<rect x="9" y="9" width="46" height="46" rx="12" ${line} stroke-width="4"/><path d="${SEVEN}" transform="translate(32 32) scale(0.36)" fill="${G}"/>`,
  RNG: `<rect x="8" y="14" width="42" height="38" rx="6" ${line} stroke-width="4"/><path d="M15 24H43V42H15Z" fill="${G}"/><path d="M24.5 24V42M33.5 24V42" stroke="#0b1020" stroke-width="2.5"/><path d="M50 40H56V20" ${line} stroke-width="4"/><circle cx="56" cy="16" r="4" fill="${G}"/><path d="M14 52V58M44 52V58" ${line} stroke-width="4"/>`,
  FISH: `<path d="M52 32C46 22 36 19 26 21C20 23 15 27 12 32C15 37 20 41 26 43C36 45 46 42 52 32Z" fill="${G}"/><path d="M14 32L5 23V41Z" fill="${G}" stroke="${G}" stroke-width="3" stroke-linejoin="round"/><circle cx="43" cy="30" r="3" fill="#0b1020"/><path d="M30 26C33 30 33 34 30 38" fill="none" stroke="#0b1020" stroke-width="2.5" stroke-linecap="round"/>`,
  LIVE: `<rect x="10" y="14" width="26" height="36" rx="4" transform="rotate(-14 23 32)" ${line} stroke-width="4"/><rect x="26" y="12" width="28" height="40" rx="4" fill="${G}"/><path d="${SUIT.spade}" transform="translate(40 32) scale(0.26)" fill="#0b1020"/>`,
  PVP: `<circle cx="32" cy="32" r="24" fill="${G}"/><circle cx="32" cy="32" r="19.5" fill="none" stroke="#0b1020" stroke-width="5" stroke-dasharray="7.66 7.66"/><circle cx="32" cy="32" r="12" fill="none" stroke="#0b1020" stroke-width="2.5"/><path d="${SUIT.spade}" transform="translate(32 32) scale(0.14)" fill="#0b1020"/>`,
  LOTT: `<circle cx="22" cy="40" r="12" fill="${G}"/><circle cx="44" cy="40" r="12" ${line} stroke-width="4"/><circle cx="33" cy="20" r="12" ${line} stroke-width="4"/><circle cx="22" cy="40" r="4.5" fill="#0b1020"/><circle cx="44" cy="40" r="3.5" fill="${G}"/><circle cx="33" cy="20" r="3.5" fill="${G}"/>`,
  ELOTT: `<rect x="8" y="10" width="48" height="34" rx="5" ${line} stroke-width="4"/><path d="M24 54H40M32 44V54" ${line} stroke-width="4"/><circle cx="22" cy="27" r="6" fill="${G}"/><circle cx="36" cy="27" r="6" fill="${G}"/><circle cx="48" cy="27" r="3" fill="${G}"/>`,
  PROMO: `<rect x="10" y="26" width="44" height="28" rx="3" ${line} stroke-width="4"/><rect x="7" y="18" width="50" height="10" rx="3" fill="${G}"/><path d="M32 18V54" ${line} stroke-width="4"/><path d="M32 18C28 8 18 6 16 12C15 17 24 18 32 18C40 18 49 17 48 12C46 6 36 8 32 18Z" ${line} stroke-width="3.5"/>`,
  DOWN: `<rect x="16" y="6" width="32" height="52" rx="7" ${line} stroke-width="4"/><path d="M28 51H36" ${line} stroke-width="3"/><path d="M32 16V38M24 30L32 38L40 30" ${line} stroke-width="4"/>`,
  FACEBOOK: `<rect x="8" y="8" width="48" height="48" rx="12" fill="${G}"/><path d="M35.5 56V37H42L43 30H35.5V25.5C35.5 23.4 36.2 22 39.2 22H43.2V15.8C42.5 15.7 40.2 15.5 37.6 15.5C32.1 15.5 28.4 18.8 28.4 25V30H22V37H28.4V56Z" fill="#0b1020"/>`,
};

const icon = (code) => {
  const d = new Doc(64, 64, { title: code });
  return d.render(ICONS[code]);
};

/** Tile backdrop: colour gradient, spotlight, rays, a pattern, sparkle, soft bottom-left shade. */
const tile = (d, { c1, c2, glowColor = '#fff', seed, pattern = 'rings' }) => {
  const w = 400;
  const h = 300;
  const pat =
    pattern === 'grid'
      ? `<path d="${Array.from({ length: 11 }, (_, i) => s`M${i * 40} 0V300`).join('')}${Array.from({ length: 8 }, (_, i) => s`M0 ${i * 40}H400`).join('')}" stroke="#fff" stroke-width="1" opacity="0.08"/>`
      : pattern === 'dots'
        ? `<path d="${Array.from({ length: 140 }, (_, i) => s`M${(i % 14) * 30 + 10} ${Math.floor(i / 14) * 30 + 10}h0`).join('')}" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity="0.1"/>`
        : `<g fill="none" stroke="#fff" stroke-width="1.5" opacity="0.1">${[70, 120, 170, 220, 270].map((r) => s`<circle cx="260" cy="140" r="${r}"/>`).join('')}</g>`;
  return [
    s`<rect width="${w}" height="${h}" fill="${d.lin([lighten(c1, 0.1), c1, c2], 1, 0, 0, 1)}"/>`,
    pat,
    rays(d, { cx: 260, cy: 130, count: 18, len: 420, color: glowColor, opacity: 0.14, spread: 0.4 }),
    glow(d, { cx: 260, cy: 140, r: 200, color: glowColor, opacity: 0.35 }),
    particles(d, { x0: 0, y0: 0, x1: w, y1: h, count: 20, seed, color: '#fff', rMax: 3, sparkles: 3 }),
    s`<rect width="${w}" height="${h}" fill="${d.lin(
      [
        [0.45, darken(c2, 0.5), 0],
        [1, darken(c2, 0.5), 0.75],
      ],
      1,
      0,
      0,
      1,
    )}"/>`,
  ].join('');
};
const frame = (d) =>
  s`<rect x="1" y="1" width="398" height="298" rx="18" fill="none" stroke="${d.lin(
    [
      [0, '#fff', 0.45],
      [0.5, '#fff', 0.05],
      [1, '#fff', 0.25],
    ],
    0,
    0,
    1,
    1,
  )}" stroke-width="2"/>`;

const CARDS = {
  SPORTS: (d) => [
    tile(d, { c1: '#19b35e', c2: '#04301c', glowColor: '#c8ffd8', seed: 1, pattern: 'none' }),
    s`<g fill="none" stroke="#fff" stroke-width="2.5" opacity="0.18"><path d="M260 0V300"/><circle cx="260" cy="150" r="60"/><rect x="330" y="70" width="80" height="160"/></g>`,
    floor(d, { cx: 260, cy: 262, rx: 150, ry: 22, color: '#000', opacity: 0.5 }),
    trophy(d, { x: 345, y: 250, size: 120 }),
    basketball(d, { x: 170, y: 200, r: 40, rot: 20 }),
    soccerBall(d, { x: 260, y: 160, r: 78, rot: 10 }),
    frame(d),
  ],
  ESPORTS: (d) => [
    tile(d, { c1: '#6a3cff', c2: '#0c0630', glowColor: '#56f0ff', seed: 2, pattern: 'grid' }),
    s`<path d="M120 230L400 170M150 260L400 210" stroke="#56f0ff" stroke-width="3" opacity="0.5" stroke-linecap="round"/>`,
    glow(d, { cx: 260, cy: 150, r: 140, color: '#56f0ff', opacity: 0.35 }),
    controller(d, { x: 260, y: 150, size: 250, rot: -8 }),
    frame(d),
  ],
  COCKFIGHT: (d) => [
    tile(d, { c1: '#ff6a1f', c2: '#3a0505', glowColor: '#ffd27a', seed: 3 }),
    floor(d, { cx: 260, cy: 262, rx: 170, ry: 24, color: '#000', opacity: 0.55 }),
    rooster(d, {
      x: 175,
      y: 150,
      size: 180,
      fill: d.lin(['#3a0a06', '#150302']),
      legs: '#150302',
      flip: true,
      eye: false,
    }),
    rooster(d, { x: 305, y: 150, size: 180, fill: d.lin([C.goldHi, C.gold1, C.gold3]), legs: C.gold1 }),
    s`<g fill="#fff6c8">${[
      [258, 90],
      [262, 120],
      [248, 110],
    ]
      .map(([x, y]) => s`<path d="M${x} ${y - 12}L${x + 3} ${y}L${x} ${y + 12}L${x - 3} ${y}Z"/>`)
      .join('')}</g>`,
    frame(d),
  ],
  JL: (d) => [
    tile(d, { c1: '#ffb21f', c2: '#5a1800', glowColor: '#fff1b0', seed: 4 }),
    coinStack(d, { x: 150, y: 250, r: 36, n: 6 }),
    coinStack(d, { x: 370, y: 260, r: 30, n: 4 }),
    seven(d, { x: 205, y: 150, size: 150, rot: -10 }),
    seven(d, { x: 310, y: 140, size: 170, rot: 8 }),
    coin(d, { x: 360, y: 60, r: 24, tilt: 0.7, rot: 25 }),
    frame(d),
  ],
  RNG: (d) => [
    tile(d, { c1: '#e0238f', c2: '#2a0638', glowColor: '#ffd0f0', seed: 5 }),
    reels(d, {
      x: 150,
      y: 70,
      w: 220,
      h: 150,
      cols: [
        ['cherry', 'seven', 'bell'],
        ['ruby', 'seven', 'jade'],
        ['bell', 'seven', 'cherry'],
      ],
    }),
    gem(d, { x: 130, y: 230, size: 70, color: C.violet, rot: -12 }),
    gem(d, { x: 375, y: 55, size: 50, color: C.jade, rot: 12 }),
    cherry(d, { x: 380, y: 240, size: 60, rot: 10 }),
    frame(d),
  ],
  FISH: (d) => [
    tile(d, { c1: '#12b4e8', c2: '#031f40', glowColor: '#c8f4ff', seed: 6, pattern: 'none' }),
    s`<path d="M0 60Q50 40 100 60T200 60T300 60T400 60" fill="none" stroke="#fff" stroke-width="2" opacity="0.25"/><g fill="none" stroke="#e6fbff" stroke-width="2" opacity="0.6"><circle cx="120" cy="90" r="8"/><circle cx="138" cy="64" r="5"/><circle cx="360" cy="80" r="10"/><circle cx="340" cy="50" r="6"/><circle cx="210" cy="40" r="4"/></g>`,
    s`<path d="M330 300C320 260 340 230 330 200M350 300C356 270 372 250 366 220M100 300C96 270 110 250 104 230" fill="none" stroke="#ff6a8a" stroke-width="8" stroke-linecap="round" opacity="0.8"/>`,
    fish(d, { x: 190, y: 210, size: 110, color: '#ffd23f', belly: '#fff8d8', rot: -8 }),
    fish(d, { x: 290, y: 130, size: 170, color: '#ff7a2b', belly: '#fff1d0', flip: true, rot: 6 }),
    coin(d, { x: 110, y: 120, r: 22, tilt: 0.8, rot: -20 }),
    frame(d),
  ],
  LIVE: (d) => [
    tile(d, { c1: '#d0163a', c2: '#16040a', glowColor: '#ffd0a0', seed: 7 }),
    s`<g opacity="0.9">${roulette(d, { x: 350, y: 250, r: 150, rot: 15, numbers: false })}</g>`,
    `<g filter="${d.shadow(6, 8, 0.5)}">${card(d, { x: 170, y: 150, w: 100, rank: 'A', suit: 'spade', rot: -14 })}${card(
      d,
      {
        x: 240,
        y: 140,
        w: 100,
        rank: 'K',
        suit: 'heart',
        rot: 10,
      },
    )}</g>`,
    chip(d, { x: 130, y: 250, r: 40, tilt: 0.45, stack: 4, color: '#15151f' }),
    chip(d, { x: 225, y: 265, r: 38, tilt: 0.45, stack: 3, color: C.gold2 }),
    frame(d),
  ],
  PVP: (d) => [
    tile(d, { c1: '#14b8a6', c2: '#032a2a', glowColor: '#d0fff6', seed: 8 }),
    s`<ellipse cx="260" cy="300" rx="260" ry="90" fill="${d.rad(['#0f6b4a', '#063524'])}" stroke="${C.gold1}" stroke-width="3"/>`,
    `<g filter="${d.shadow(6, 8, 0.5)}">${[-20, -7, 6, 19]
      .map((a, i) =>
        card(d, {
          x: 230 + a * 4.2,
          y: 135 + Math.abs(a) * 0.8,
          w: 84,
          rank: ['10', 'J', 'Q', 'A'][i],
          suit: ['heart', 'heart', 'heart', 'heart'][i],
          rot: a,
        }),
      )
      .join('')}</g>`,
    chip(d, { x: 345, y: 255, r: 40, tilt: 0.45, stack: 5, color: C.ruby }),
    chip(d, { x: 150, y: 262, r: 36, tilt: 0.45, stack: 3, color: C.violet }),
    frame(d),
  ],
  LOTT: (d) => [
    tile(d, { c1: '#2a64ff', c2: '#07133d', glowColor: '#ffe9a0', seed: 9 }),
    floor(d, { cx: 260, cy: 262, rx: 170, ry: 22, color: '#000', opacity: 0.5 }),
    lottoBall(d, { x: 175, y: 205, r: 52, color: C.ruby, num: 6 }),
    lottoBall(d, { x: 345, y: 210, r: 48, color: C.jade, num: 9 }),
    lottoBall(d, { x: 262, y: 130, r: 74, color: C.gold2, num: 8 }),
    lottoBall(d, { x: 350, y: 80, r: 26, color: C.violet, num: 3 }),
    frame(d),
  ],
  ELOTT: (d) => [
    tile(d, { c1: '#17c6d8', c2: '#2a0a6a', glowColor: '#c8fbff', seed: 10, pattern: 'grid' }),
    s`<rect x="130" y="50" width="250" height="170" rx="16" fill="${d.lin(['#1a1f4a', '#0a0d24'])}" stroke="#7ff3ff" stroke-width="4"/><rect x="144" y="64" width="222" height="142" rx="8" fill="${d.lin(
      ['#21306f', '#0e1233'],
    )}"/><path d="M230 220V250M190 256H270" stroke="#7ff3ff" stroke-width="6" stroke-linecap="round"/>`,
    lottoBall(d, { x: 190, y: 135, r: 30, color: C.ruby, num: 2 }),
    lottoBall(d, { x: 255, y: 135, r: 30, color: C.gold2, num: 7 }),
    lottoBall(d, { x: 320, y: 135, r: 30, color: C.jade, num: 5 }),
    s`<path d="M160 190H350" stroke="#7ff3ff" stroke-width="3" stroke-dasharray="10 8" opacity="0.6"/>`,
    lottoBall(d, { x: 110, y: 245, r: 26, color: C.violet, num: 1 }),
    frame(d),
  ],
};

const categoryCard = (code) => {
  const d = new Doc(400, 300, { title: code });
  const clip = d.clip('<rect width="400" height="300" rx="18"/>');
  return d.render(`<g clip-path="${clip}">${CARDS[code](d).join('')}</g>`);
};

export const categories = () => [
  ...Object.keys(ICONS).map((code) => [`categories/${code}.svg`, icon(code)]),
  ...Object.keys(CARDS).map((code) => [`categories/cards/${code}.svg`, categoryCard(code)]),
];
