/**
 * Hero banners (1920x640, titles overlaid on the left 40% by the web app),
 * promotion cards (800x400), the ambassador portrait, the video poster and
 * the side art of the login / register / forgot-password modals.
 */
import {
  card,
  cherry,
  chest,
  chip,
  coin,
  crown,
  dragon,
  fish,
  gem,
  gift,
  glow,
  lotus,
  METAL,
  metal,
  particles,
  pearl,
  rays,
  reels,
  roulette,
  seven,
  trophy,
} from '../lib/objects.mjs';
import {
  cloud,
  coinShower,
  coinStack,
  floor,
  floorFade,
  lantern,
  luckwellEmblem,
  stage,
} from '../lib/scenes.mjs';
import { C, Doc, darken, FONT, lighten, s, sparklePath } from '../lib/svg.mjs';

const W = 1920;
const H = 640;

const home1 = () => {
  const d = new Doc(W, H, { title: 'Luckwell welcome bonus' });
  const b = [stage(d, { w: W, h: H, fx: 1290, fy: 330, glowColor: C.gold2, glow2: C.ruby, seed: 11 })];
  b.push(floor(d, { cx: 1290, cy: 585, rx: 560, ry: 60, opacity: 0.5 }));
  b.push(coinShower(d, { x0: 880, y0: 40, x1: 1800, y1: 260, n: 14, rMin: 14, rMax: 34, seed: 3 }));
  b.push(coinStack(d, { x: 960, y: 575, r: 46, n: 7 }));
  b.push(coinStack(d, { x: 1045, y: 590, r: 40, n: 4 }));
  b.push(coinStack(d, { x: 1610, y: 580, r: 48, n: 9 }));
  b.push(coinStack(d, { x: 1700, y: 596, r: 40, n: 5 }));
  b.push(chest(d, { x: 1300, y: 590, w: 470, seed: 9 }));
  b.push(coin(d, { x: 1110, y: 250, r: 58, tilt: 0.9, rot: -18, shadow: true }));
  b.push(coin(d, { x: 1520, y: 200, r: 48, tilt: 0.75, rot: 24, face: 'star', shadow: true }));
  b.push(gem(d, { x: 1770, y: 380, size: 70, color: C.violet, rot: 14 }));
  b.push(gem(d, { x: 860, y: 420, size: 52, color: C.jade, rot: -14 }));
  b.push(coin(d, { x: 1170, y: 605, r: 30, tilt: 0.35, rot: 8, face: 'star' }));
  b.push(coin(d, { x: 1455, y: 612, r: 30, tilt: 0.35, rot: -6 }));
  b.push(floorFade(d, { w: W, h: H, from: 0.88 }));
  return d.render(b.join(''));
};

const home2 = () => {
  const d = new Doc(W, H, { title: 'Luckwell slots' });
  const b = [
    stage(d, {
      w: W,
      h: H,
      fx: 1300,
      fy: 300,
      glowColor: C.violet,
      glow2: C.ruby,
      seed: 21,
      rayColor: '#b9a8ff',
    }),
  ];
  b.push(floor(d, { cx: 1300, cy: 590, rx: 560, ry: 50, color: C.violet, opacity: 0.55 }));
  // cabinet crest
  const x = 1010;
  const y = 150;
  const w = 580;
  const h = 330;
  b.push(
    s`<path d="M${x + 40} ${y + 10}Q${x + w / 2} ${y - 120} ${x + w - 40} ${y + 10}Z" fill="${metal(d)}"/><path d="M${x + 62} ${y + 6}Q${x + w / 2} ${y - 96} ${x + w - 62} ${y + 6}Z" fill="${d.lin(
      ['#3a1d7a', '#170a3a'],
    )}"/>`,
  );
  const bulbs = [];
  for (let i = 0; i <= 14; i++) {
    const t = i / 14;
    const bx = (1 - t) ** 2 * (x + 52) + 2 * (1 - t) * t * (x + w / 2) + t * t * (x + w - 52);
    const by = (1 - t) ** 2 * (y + 8) + 2 * (1 - t) * t * (y - 108) + t * t * (y + 8);
    bulbs.push(s`<circle cx="${bx}" cy="${by}" r="5.5" fill="${i % 2 ? '#fff6d8' : C.gold1}"/>`);
  }
  b.push(`<g filter="${d.shadow(0, 4, 0.9, C.gold1)}">${bulbs.join('')}</g>`);
  b.push(crown(d, { x: x + w / 2, y: y - 40, size: 70 }));
  b.push(
    reels(d, {
      x,
      y,
      w,
      h,
      cols: [
        ['cherry', 'seven', 'ruby'],
        ['jade', 'seven', 'bell'],
        ['bell', 'seven', 'violet'],
      ],
    }),
  );
  // button deck under the reels
  b.push(
    s`<path d="M${x + 16} ${y + h - 4}H${x + w - 16}L${x + w + 14} ${y + h + 74}H${x - 14}Z" fill="${d.lin([C.navy3, '#0a0d1c'])}" stroke="${C.gold3}" stroke-width="2"/><rect x="${x - 18}" y="${y + h + 70}" width="${w + 36}" height="16" rx="5" fill="${metal(
      d,
    )}"/>`,
  );
  [C.ruby, C.gold1, C.jade, C.violet].forEach((c, i) => {
    const bx = x + 120 + i * 113;
    b.push(
      s`<ellipse cx="${bx}" cy="${y + h + 40}" rx="40" ry="13" fill="${c}" opacity="0.45" filter="${d.blur(6)}"/><ellipse cx="${bx}" cy="${y + h + 40}" rx="34" ry="10" fill="${d.lin([lighten(c, 0.5), c, darken(c, 0.4)])}" stroke="${C.gold1}" stroke-width="2"/>`,
    );
  });
  // lever
  b.push(
    s`<rect x="${x + w + 20}" y="${y + 30}" width="12" height="180" rx="6" fill="${d.lin(['#8a93a8', '#ffffff', '#6a7288'], 0, 0, 1, 0)}"/><circle cx="${x + w + 26}" cy="${y + 30}" r="24" fill="${d.rad(
      ['#ff8a99', C.ruby, '#6e0718'],
      0.38,
      0.35,
      0.7,
    )}"/><rect x="${x + w - 4}" y="${y + 180}" width="34" height="44" rx="8" fill="${metal(d)}"/>`,
  );
  b.push(gem(d, { x: 880, y: 210, size: 92, color: C.ruby, rot: -16 }));
  b.push(gem(d, { x: 1745, y: 150, size: 80, color: C.jade, rot: 12 }));
  b.push(gem(d, { x: 1800, y: 470, size: 100, color: C.violet, rot: -8 }));
  b.push(seven(d, { x: 900, y: 470, size: 120, rot: -12 }));
  b.push(cherry(d, { x: 1720, y: 320, size: 90, rot: 14 }));
  b.push(coinShower(d, { x0: 860, y0: 520, x1: 1780, y1: 610, n: 9, rMin: 18, rMax: 30, seed: 8 }));
  b.push(floorFade(d, { w: W, h: H, from: 0.9 }));
  return d.render(b.join(''));
};

const home3 = () => {
  const d = new Doc(W, H, { title: 'Luckwell live casino' });
  const b = [stage(d, { w: W, h: H, fx: 1320, fy: 320, glowColor: C.ruby, glow2: C.gold2, seed: 31 })];
  // green felt arc
  b.push(
    s`<ellipse cx="1340" cy="760" rx="820" ry="300" fill="${d.rad(['#1d7a57', '#0d4a35', '#062519'], 0.5, 0.3, 0.6)}"/><ellipse cx="1340" cy="760" rx="820" ry="300" fill="none" stroke="${metal(
      d,
    )}" stroke-width="6"/><ellipse cx="1340" cy="760" rx="760" ry="260" fill="none" stroke="${C.gold1}" stroke-width="1.5" opacity="0.4"/>`,
  );
  b.push(glow(d, { cx: 1560, cy: 320, r: 330, color: C.gold1, opacity: 0.25 }));
  b.push(`<g filter="${d.shadow(14, 18, 0.6)}">${roulette(d, { x: 1560, y: 320, r: 270, rot: 8 })}</g>`);
  const cards = [
    { rank: 'A', suit: 'spade', rot: -24, x: 930, y: 330 },
    { rank: 'K', suit: 'heart', rot: -9, x: 1010, y: 305 },
    { rank: 'Q', suit: 'diamond', rot: 6, x: 1090, y: 305 },
    { rank: 'J', suit: 'club', rot: 21, x: 1165, y: 330 },
  ];
  b.push(`<g filter="${d.shadow(10, 12, 0.55)}">${cards.map((c) => card(d, { ...c, w: 150 })).join('')}</g>`);
  b.push(chip(d, { x: 930, y: 560, r: 62, tilt: 0.42, stack: 6, color: C.ruby }));
  b.push(chip(d, { x: 1070, y: 585, r: 58, tilt: 0.42, stack: 4, color: C.violet }));
  b.push(chip(d, { x: 1210, y: 575, r: 56, tilt: 0.42, stack: 7, color: '#15151f' }));
  b.push(chip(d, { x: 1800, y: 590, r: 58, tilt: 0.42, stack: 3, color: C.jade }));
  b.push(coinStack(d, { x: 1335, y: 605, r: 44, n: 4 }));
  b.push(chip(d, { x: 820, y: 170, r: 46, rot: -20, color: C.jade }));
  b.push(floorFade(d, { w: W, h: H, from: 0.9 }));
  return d.render(b.join(''));
};

const jadeStage = (d, seed, fx, fy) =>
  stage(d, {
    w: W,
    h: H,
    fx,
    fy,
    glowColor: C.jade,
    glow2: C.gold2,
    base: ['#03100e', '#06201c', '#0b2f2a'],
    seed,
    rayColor: '#9ff5dc',
    particleColor: '#f5e3a0',
  });

const jade1 = () => {
  const d = new Doc(W, H, { title: 'Jade Dragon' });
  const b = [jadeStage(d, 41, 1330, 320)];
  b.push(cloud(d, { x: 1700, y: 520, size: 240, fill: '#0c3b33', stroke: '#3fd4ad', opacity: 0.8 }));
  b.push(
    cloud(d, { x: 960, y: 150, size: 170, fill: '#0c3b33', stroke: '#3fd4ad', opacity: 0.6, flip: true }),
  );
  b.push(pearl(d, { x: 1075, y: 205, r: 46, glow: C.gold1 }));
  b.push(
    dragon(d, {
      points: [
        [1235, 235],
        [1340, 200],
        [1470, 250],
        [1480, 370],
        [1360, 430],
        [1240, 410],
        [1160, 470],
        [1220, 560],
        [1420, 575],
        [1600, 520],
        [1700, 420],
        [1700, 320],
        [1630, 280],
        [1590, 330],
      ],
      width: 78,
      name: 'gold',
      accent: '#e0364f',
      eye: C.jade,
    }),
  );
  b.push(cloud(d, { x: 1230, y: 585, size: 200, fill: '#0e463c', stroke: '#5fe6c0' }));
  b.push(coin(d, { x: 920, y: 470, r: 40, tilt: 0.7, rot: -20, face: 'hole', name: 'jade', shadow: true }));
  b.push(coin(d, { x: 1830, y: 120, r: 32, tilt: 0.8, rot: 25, face: 'hole', shadow: true }));
  b.push(floorFade(d, { w: W, h: H, color: '#020b09', from: 0.88 }));
  return d.render(b.join(''));
};

const jade2 = () => {
  const d = new Doc(W, H, { title: 'Jade Dragon lotus' });
  const b = [jadeStage(d, 51, 1310, 360)];
  // water
  b.push(
    s`<ellipse cx="1310" cy="560" rx="640" ry="120" fill="${d.rad(['#0f5a4b', '#083a31', '#041d18'], 0.5, 0.45, 0.55)}" opacity="0.9"/>`,
  );
  const ripples = [];
  for (let i = 1; i <= 5; i++) ripples.push(s`<ellipse cx="1310" cy="545" rx="${i * 110}" ry="${i * 20}"/>`);
  b.push(`<g fill="none" stroke="#5fe6c0" stroke-width="1.5" opacity="0.35">${ripples.join('')}</g>`);
  // lily pads
  for (const [px, py, pr] of [
    [1010, 565, 70],
    [1620, 575, 80],
    [1760, 530, 48],
  ])
    b.push(
      s`<path d="M${px} ${py}L${px + pr} ${py - pr * 0.08}A${pr} ${pr * 0.32} 0 1 1 ${px + pr * 0.92} ${py + pr * 0.1}Z" fill="${d.lin(['#1f8f63', '#0a4a33'])}" stroke="#5fe6c0" stroke-width="1.5"/>`,
    );
  b.push(glow(d, { cx: 1310, cy: 400, r: 260, color: '#b8ffe9', opacity: 0.35 }));
  b.push(lotus(d, { x: 1310, y: 520, size: 290 }));
  b.push(lotus(d, { x: 1530, y: 548, size: 130 }));
  b.push(lotus(d, { x: 1100, y: 552, size: 110 }));
  b.push(fish(d, { x: 940, y: 380, size: 130, color: '#ffffff', spots: '#ff6a2b', rot: -18 }));
  b.push(fish(d, { x: 1720, y: 330, size: 140, color: '#ff9a3d', belly: '#fff1d0', flip: true, rot: 14 }));
  b.push(lantern(d, { x: 1010, y: 150, size: 100 }));
  b.push(lantern(d, { x: 1800, y: 120, size: 82 }));
  b.push(coin(d, { x: 1480, y: 160, r: 38, tilt: 0.8, rot: 20, face: 'hole', name: 'jade', shadow: true }));
  b.push(coin(d, { x: 1180, y: 120, r: 30, tilt: 0.6, rot: -25, face: 'hole', shadow: true }));
  b.push(floorFade(d, { w: W, h: H, color: '#020b09', from: 0.9 }));
  return d.render(b.join(''));
};

/* ---------- promotion cards 800x400 ---------- */

const bigNumber = (_d, { x, y, text, size, fill, stroke = C.gold3, anchor = 'start', width }) => {
  const fit = width ? s` textLength="${width}" lengthAdjust="spacingAndGlyphs"` : '';
  return s`<g font-family="${FONT}" font-weight="900" font-size="${size}" text-anchor="${anchor}"><text x="${x + 4}" y="${y + 6}" fill="#000" opacity="0.45"${fit}>${text}</text><text x="${x}" y="${y}" fill="${fill}" stroke="${stroke}" stroke-width="2"${fit}>${text}</text></g>`;
};

const cardStage = (d, { base, glowColor, seed, fx = 560, fy = 200 }) => {
  const w = 800;
  const h = 400;
  return [
    s`<rect width="${w}" height="${h}" fill="${d.lin(base, 0, 0, 1, 1)}"/>`,
    glow(d, { cx: fx, cy: fy, r: 340, ry: 300, color: glowColor, opacity: 0.55 }),
    rays(d, { cx: fx, cy: fy, count: 20, len: 560, color: '#fff4c8', opacity: 0.12, spread: 0.4 }),
    particles(d, { x0: 0, y0: 0, x1: w, y1: h, count: 34, seed, color: C.goldHi, rMax: 3, sparkles: 5 }),
    s`<rect x="8" y="8" width="${w - 16}" height="${h - 16}" rx="18" fill="none" stroke="${d.lin(
      [
        [0, C.gold1, 0.7],
        [0.5, C.gold1, 0.15],
        [1, C.gold1, 0.7],
      ],
      0,
      0,
      1,
      1,
    )}" stroke-width="2"/>`,
  ].join('');
};

const goldText = (d) =>
  d.lin(
    [
      [0, '#fffbe6'],
      [0.35, C.gold1],
      [0.7, C.gold2],
      [1, C.gold3],
    ],
    0,
    0,
    0,
    1,
  );

const activity1 = () => {
  const d = new Doc(800, 400, { title: 'Deposit bonus 100%' });
  const b = [cardStage(d, { base: ['#3a0714', '#14060f', C.navy1], glowColor: C.ruby, seed: 61 })];
  b.push(bigNumber(d, { x: 52, y: 252, text: '100%', size: 150, fill: goldText(d), width: 380 }));
  b.push(
    s`<rect x="56" y="289" width="364" height="3" fill="${d.lin(
      [
        [0, C.gold1, 0.9],
        [1, C.gold1, 0],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  b.push(floor(d, { cx: 600, cy: 360, rx: 220, ry: 34, opacity: 0.6 }));
  b.push(gift(d, { x: 620, y: 350, w: 170, color: C.ruby }));
  b.push(coinStack(d, { x: 500, y: 362, r: 36, n: 6 }));
  b.push(coinStack(d, { x: 730, y: 368, r: 30, n: 4 }));
  b.push(coinShower(d, { x0: 470, y0: 40, x1: 770, y1: 170, n: 7, rMin: 14, rMax: 28, seed: 12 }));
  return d.render(b.join(''));
};

const activity2 = () => {
  const d = new Doc(800, 400, { title: 'Daily rebate 1.2%' });
  const b = [cardStage(d, { base: ['#03251f', '#061613', C.navy1], glowColor: C.jade, seed: 62 })];
  b.push(bigNumber(d, { x: 52, y: 252, text: '1.2%', size: 150, fill: goldText(d), width: 330 }));
  b.push(
    s`<rect x="56" y="289" width="344" height="3" fill="${d.lin(
      [
        [0, C.jade, 0.9],
        [1, C.jade, 0],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  // circular arrows around a coin
  const cx = 600;
  const cy = 200;
  const R = 120;
  const arc = (a0, a1) => {
    const p = (a) => [cx + R * Math.cos((a * Math.PI) / 180), cy + R * Math.sin((a * Math.PI) / 180)];
    const [x0, y0] = p(a0);
    const [x1, y1] = p(a1);
    const [hx, hy] = p(a1 + 14);
    const n = [(Math.cos((a1 * Math.PI) / 180) * 26) | 0, (Math.sin((a1 * Math.PI) / 180) * 26) | 0];
    return s`<path d="M${x0} ${y0}A${R} ${R} 0 0 1 ${x1} ${y1}" fill="none" stroke="${metal(d, 'jade')}" stroke-width="18" stroke-linecap="round"/><path d="M${x1 + n[0]} ${y1 + n[1]}L${hx} ${hy}L${x1 - n[0]} ${y1 - n[1]}Z" fill="${METAL.jade.a}"/>`;
  };
  b.push(glow(d, { cx, cy, r: 150, color: C.jade, opacity: 0.45 }));
  b.push(arc(200, 320) + arc(20, 140));
  b.push(coin(d, { x: cx, y: cy, r: 78, shadow: true }));
  b.push(coin(d, { x: 470, y: 340, r: 30, tilt: 0.5, rot: -15, face: 'star' }));
  b.push(coin(d, { x: 740, y: 80, r: 24, tilt: 0.7, rot: 25, face: 'star' }));
  b.push(gem(d, { x: 745, y: 330, size: 56, color: C.jade, rot: 10 }));
  return d.render(b.join(''));
};

const activity3 = () => {
  const d = new Doc(800, 400, { title: 'VIP' });
  const b = [cardStage(d, { base: ['#1d0f4d', '#0e0a26', C.navy1], glowColor: C.violet, seed: 63 })];
  b.push(bigNumber(d, { x: 52, y: 252, text: 'VIP', size: 160, fill: goldText(d), width: 300 }));
  b.push(
    s`<rect x="56" y="289" width="324" height="3" fill="${d.lin(
      [
        [0, C.violet, 0.9],
        [1, C.violet, 0],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  b.push(floor(d, { cx: 590, cy: 350, rx: 200, ry: 30, color: C.violet, opacity: 0.7 }));
  b.push(glow(d, { cx: 590, cy: 200, r: 160, color: C.gold1, opacity: 0.3 }));
  b.push(crown(d, { x: 590, y: 150, size: 190, jewel: C.ruby }));
  b.push(gem(d, { x: 590, y: 290, size: 120, color: C.violet }));
  b.push(gem(d, { x: 470, y: 320, size: 60, color: C.ruby, rot: -12 }));
  b.push(gem(d, { x: 715, y: 320, size: 60, color: C.jade, rot: 12 }));
  return d.render(b.join(''));
};

/* ---------- ambassador portrait 600x800 ---------- */

const model1 = () => {
  const d = new Doc(600, 800, { title: 'Luckwell ambassador' });
  const b = [];
  b.push(s`<rect width="600" height="800" fill="${d.lin(['#1a1030', C.navy1, C.navy0])}"/>`);
  b.push(glow(d, { cx: 300, cy: 300, r: 380, color: C.gold2, opacity: 0.4 }));
  b.push(rays(d, { cx: 300, cy: 300, count: 24, len: 700, opacity: 0.14 }));
  // spotlights
  b.push(
    s`<path d="M140 0L60 800H280ZM460 0L320 800H540Z" fill="${d.lin([
      [0, '#fff4d0', 0.22],
      [1, '#fff4d0', 0],
    ])}"/>`,
  );
  b.push(particles(d, { x0: 0, y0: 0, x1: 600, y1: 800, count: 50, seed: 71, rMax: 3, sparkles: 8 }));
  // confetti
  const conf = [];
  const cols = [C.gold1, C.ruby, C.jade, C.violet, '#fff'];
  for (let i = 0; i < 30; i++) {
    const x = (i * 197) % 600;
    const y = (i * 131) % 520;
    conf.push(
      s`<rect x="${x}" y="${y}" width="10" height="4" rx="1" fill="${cols[i % 5]}" transform="rotate(${(i * 47) % 180} ${x} ${y})" opacity="0.8"/>`,
    );
  }
  b.push(conf.join(''));
  // silhouette bust with rim light
  const bust =
    'M300 150C346 150 372 186 372 236C372 282 352 318 330 332L334 376C400 388 460 410 500 450C548 500 574 600 584 800H16C26 600 52 500 100 450C140 410 200 388 266 376L270 332C248 318 228 282 228 236C228 186 254 150 300 150Z';
  b.push(
    s`<path d="${bust}" fill="${d.lin(['#0b0f22', '#05070f'])}"/><path d="${bust}" fill="none" stroke="${d.lin(
      [
        [0, C.gold1, 0],
        [0.4, C.gold1, 0.9],
        [1, C.gold2, 0.3],
      ],
      1,
      0,
      0,
      1,
    )}" stroke-width="5"/>`,
  );
  // sash / lapel shapes
  b.push(
    s`<path d="M266 376L300 450L334 376L366 386L300 560L234 386Z" fill="${d.lin([C.navy3, C.navy1])}"/><path d="M300 450L286 470L300 560L314 470Z" fill="${d.lin([C.ruby, '#7a0c1f'])}"/>`,
  );
  b.push(glow(d, { cx: 420, cy: 640, r: 200, color: C.gold1, opacity: 0.55 }));
  b.push(trophy(d, { x: 420, y: 790, size: 330 }));
  b.push(
    s`<path d="${sparklePath(470, 500, 22)}" fill="#fff"/><path d="${sparklePath(350, 560, 14)}" fill="#fff" opacity="0.8"/>`,
  );
  b.push(
    s`<rect y="640" width="600" height="160" fill="${d.lin([
      [0, C.navy0, 0],
      [1, C.navy0, 0.6],
    ])}"/>`,
  );
  return d.render(b.join(''));
};

/* ---------- video poster 1280x720 ---------- */

const video1 = () => {
  const d = new Doc(1280, 720, { title: 'Luckwell video' });
  const b = [];
  b.push(s`<rect width="1280" height="720" fill="${d.lin([C.navy0, C.navy2], 0, 0, 1, 1)}"/>`);
  b.push(glow(d, { cx: 640, cy: 360, r: 620, ry: 420, color: C.gold2, opacity: 0.35 }));
  b.push(rays(d, { cx: 640, cy: 360, count: 32, len: 900, opacity: 0.1 }));
  b.push(`<g opacity="0.55">${roulette(d, { x: 1110, y: 560, r: 300, rot: 20, numbers: false })}</g>`);
  b.push(
    `<g opacity="0.6">${card(d, { x: 190, y: 520, w: 190, rank: 'A', suit: 'heart', rot: -18 })}${card(d, {
      x: 300,
      y: 500,
      w: 190,
      rank: 'A',
      suit: 'spade',
      rot: 6,
    })}</g>`,
  );
  b.push(chip(d, { x: 160, y: 180, r: 60, rot: -20, color: C.ruby }));
  b.push(coin(d, { x: 1120, y: 140, r: 50, tilt: 0.8, rot: 20 }));
  b.push(particles(d, { x0: 0, y0: 0, x1: 1280, y1: 720, count: 70, seed: 81, rMax: 3.5, sparkles: 8 }));
  b.push(
    s`<rect width="1280" height="720" fill="${d.rad([
      [0.35, C.navy0, 0],
      [1, C.navy0, 0.75],
    ])}"/>`,
  );
  // play button
  b.push(
    s`<circle cx="640" cy="360" r="150" fill="${d.rad([
      [0, C.gold1, 0.35],
      [1, C.gold1, 0],
    ])}"/><circle cx="640" cy="360" r="92" fill="${metalBandsRing(
      d,
    )}"/><circle cx="640" cy="360" r="80" fill="${d.lin(['#2a1f10', '#0b1020'])}" opacity="0.85"/><circle cx="640" cy="360" r="80" fill="none" stroke="#fff" stroke-opacity="0.2" stroke-width="2"/><path d="M616 312L690 360L616 408Z" fill="${d.lin(
      ['#fff8e0', C.gold1, C.gold2],
    )}" stroke="${C.gold1}" stroke-width="6" stroke-linejoin="round"/>`,
  );
  return d.render(b.join(''));
};
const metalBandsRing = (d) => metal(d, 'gold');

/* ---------- modal side art 480x640 ---------- */

const sideStage = (d, { glowColor, seed, base = [C.navy2, C.navy1, C.navy0] }) =>
  [
    s`<rect width="480" height="640" fill="${d.lin(base)}"/>`,
    glow(d, { cx: 240, cy: 250, r: 360, ry: 380, color: glowColor, opacity: 0.45 }),
    rays(d, { cx: 240, cy: 250, count: 22, len: 620, opacity: 0.12 }),
    particles(d, { x0: 0, y0: 0, x1: 480, y1: 640, count: 40, seed, rMax: 3, sparkles: 6 }),
    s`<rect x="40" y="599" width="400" height="1.5" fill="${d.lin(
      [
        [0, C.gold1, 0],
        [0.5, C.gold1, 0.6],
        [1, C.gold1, 0],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  ].join('');

const login = () => {
  const d = new Doc(480, 640, { title: 'Sign in' });
  const b = [sideStage(d, { glowColor: C.gold2, seed: 91 })];
  b.push(luckwellEmblem(d, { x: 240, y: 210, r: 110 }));
  b.push(
    `<g filter="${d.shadow(8, 10, 0.55)}">${card(d, { x: 150, y: 420, w: 120, rank: 'A', suit: 'spade', rot: -16 })}${card(
      d,
      {
        x: 236,
        y: 405,
        w: 120,
        rank: 'A',
        suit: 'heart',
        rot: 2,
      },
    )}${card(d, { x: 322, y: 420, w: 120, rank: 'A', suit: 'diamond', rot: 18 })}</g>`,
  );
  b.push(chip(d, { x: 120, y: 560, r: 46, tilt: 0.42, stack: 4, color: C.ruby }));
  b.push(chip(d, { x: 360, y: 565, r: 44, tilt: 0.42, stack: 3, color: C.violet }));
  b.push(coinStack(d, { x: 240, y: 585, r: 40, n: 5 }));
  b.push(coinShower(d, { x0: 40, y0: 40, x1: 440, y1: 110, n: 5, rMin: 12, rMax: 22, seed: 92 }));
  return d.render(b.join(''));
};

const register = () => {
  const d = new Doc(480, 640, { title: 'Register' });
  const b = [sideStage(d, { glowColor: C.ruby, seed: 93, base: ['#2a0a1c', C.navy1, C.navy0] })];
  b.push(floor(d, { cx: 240, cy: 560, rx: 220, ry: 40, opacity: 0.55 }));
  b.push(chest(d, { x: 240, y: 560, w: 300, seed: 4 }));
  b.push(gift(d, { x: 95, y: 575, w: 110, color: C.violet }));
  b.push(coinStack(d, { x: 395, y: 585, r: 36, n: 6 }));
  b.push(coinShower(d, { x0: 50, y0: 60, x1: 430, y1: 240, n: 9, rMin: 14, rMax: 30, seed: 94 }));
  b.push(gem(d, { x: 390, y: 300, size: 60, color: C.jade, rot: 14 }));
  b.push(gem(d, { x: 90, y: 320, size: 50, color: C.ruby, rot: -14 }));
  return d.render(b.join(''));
};

const forget = () => {
  const d = new Doc(480, 640, { title: 'Reset password' });
  const b = [sideStage(d, { glowColor: C.jade, seed: 95, base: ['#06241f', C.navy1, C.navy0] })];
  // shield with keyhole
  const sh =
    'M240 120C290 150 340 158 372 158C372 300 330 410 240 470C150 410 108 300 108 158C140 158 190 150 240 120Z';
  b.push(glow(d, { cx: 240, cy: 300, r: 220, color: C.jade, opacity: 0.4 }));
  b.push(
    s`<path d="${sh}" fill="${metal(d)}" filter="${d.shadow(10, 14, 0.5)}"/><path d="M240 142C284 168 326 176 352 176C350 296 314 392 240 446C166 392 130 296 128 176C154 176 196 168 240 142Z" fill="${d.lin(
      [METAL.jade.b, METAL.jade.c, METAL.jade.dk],
      0,
      0,
      1,
      1,
    )}"/><circle cx="240" cy="270" r="34" fill="${C.navy0}"/><path d="M226 286L214 360H266L254 286Z" fill="${C.navy0}"/><circle cx="240" cy="270" r="14" fill="${C.gold1}" opacity="0.35" filter="${d.blur(
      6,
    )}"/>`,
  );
  // key
  b.push(
    s`<g transform="translate(330 470) rotate(-35)"><circle r="40" fill="${metal(d)}"/><circle r="18" fill="${darken(C.navy1, 0.2)}"/><rect x="34" y="-9" width="120" height="18" rx="4" fill="${metal(
      d,
      'gold',
      'v',
    )}"/><path d="M118 9V32H132V9M142 9V26H154V9" fill="${C.gold2}"/></g>`,
  );
  b.push(coinShower(d, { x0: 40, y0: 460, x1: 220, y1: 580, n: 4, rMin: 16, rMax: 26, seed: 96 }));
  b.push(
    s`<path d="${sparklePath(372, 130, 18)}" fill="#fff"/><path d="${sparklePath(110, 420, 12)}" fill="${lighten(C.jade, 0.6)}"/>`,
  );
  return d.render(b.join(''));
};

export const banners = () => [
  ['banners/home-1.svg', home1()],
  ['banners/home-2.svg', home2()],
  ['banners/home-3.svg', home3()],
  ['banners/jade-home-1.svg', jade1()],
  ['banners/jade-home-2.svg', jade2()],
  ['banners/activity-1.svg', activity1()],
  ['banners/activity-2.svg', activity2()],
  ['banners/activity-3.svg', activity3()],
  ['banners/model-1.svg', model1()],
  ['banners/video-1.svg', video1()],
  ['banners/login.svg', login()],
  ['banners/register.svg', register()],
  ['banners/forget.svg', forget()],
];
