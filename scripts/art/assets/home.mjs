/**
 * Home page illustrations: the three help steps, the four "why us" blocks,
 * the jackpot frame and the app-download phone mockup.
 */
import {
  BOLT,
  card,
  cherry,
  coin,
  gem,
  gift,
  glow,
  METAL,
  metal,
  metalBands,
  particles,
  rays,
  SHIELD,
  seven,
} from '../lib/objects.mjs';
import { coinStack, luckwellEmblem } from '../lib/scenes.mjs';
import { C, Doc, darken, lighten, s, sparklePath } from '../lib/svg.mjs';

/** Round medallion backdrop for the small illustrations. */
const medallion = (d, { size, color }) => {
  const c = size / 2;
  return [
    glow(d, { cx: c, cy: c, r: c, color, opacity: 0.45 }),
    s`<circle cx="${c}" cy="${c}" r="${c * 0.8}" fill="${d.lin([C.navy3, C.navy0], 0, 0, 1, 1)}"/>`,
    s`<circle cx="${c}" cy="${c}" r="${c * 0.8}" fill="none" stroke="${metal(d)}" stroke-width="${size * 0.025}"/>`,
    s`<circle cx="${c}" cy="${c}" r="${c * 0.7}" fill="none" stroke="${color}" stroke-width="${size * 0.008}" stroke-dasharray="${size * 0.02} ${size * 0.02}" opacity="0.7"/>`,
  ].join('');
};

const helpRegister = () => {
  const d = new Doc(160, 160, { title: 'Create account' });
  const b = [medallion(d, { size: 160, color: C.violet })];
  b.push(
    s`<circle cx="74" cy="62" r="20" fill="${d.lin(['#ffffff', '#c9cfe6'])}"/><path d="M38 118C38 94 54 84 74 84C94 84 110 94 110 118Z" fill="${d.lin(
      ['#ffffff', '#c9cfe6'],
    )}"/>`,
  );
  b.push(
    s`<circle cx="110" cy="104" r="20" fill="${metal(d)}" stroke="${C.navy1}" stroke-width="3"/><path d="M110 94V114M100 104H120" stroke="${C.navy1}" stroke-width="5" stroke-linecap="round"/>`,
  );
  b.push(s`<path d="${sparklePath(40, 44, 8)}" fill="#fff"/>`);
  return d.render(b.join(''));
};

const helpDeposit = () => {
  const d = new Doc(160, 160, { title: 'Deposit' });
  const b = [medallion(d, { size: 160, color: C.jade })];
  b.push(coin(d, { x: 92, y: 50, r: 20, tilt: 0.8, rot: 15 }));
  b.push(
    s`<rect x="36" y="62" width="88" height="62" rx="10" fill="${d.lin(['#1fd6a8', '#0a7a5e'], 0, 0, 1, 1)}"/><path d="M36 74C36 66 42 62 50 62H112L104 54H50C42 54 36 60 36 68Z" fill="#0a6b52"/><rect x="92" y="80" width="38" height="26" rx="7" fill="${d.lin(
      ['#0e8f6d', '#065040'],
    )}"/><circle cx="106" cy="93" r="5" fill="${C.gold1}"/><path d="M44 72H116" stroke="#fff" stroke-width="2" opacity="0.35"/>`,
  );
  b.push(
    s`<path d="M56 38V18M48 26L56 18L64 26" fill="none" stroke="${C.gold1}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  return d.render(b.join(''));
};

const helpRewards = () => {
  const d = new Doc(160, 160, { title: 'Rewards' });
  const b = [medallion(d, { size: 160, color: C.ruby })];
  b.push(gift(d, { x: 80, y: 120, w: 72, color: C.ruby }));
  b.push(
    s`<path d="${sparklePath(118, 50, 10)}" fill="#fff"/><path d="${sparklePath(42, 62, 7)}" fill="${C.gold1}"/>`,
  );
  return d.render(b.join(''));
};

const descTile = (d, color) =>
  [
    glow(d, { cx: 48, cy: 48, r: 48, color, opacity: 0.4 }),
    s`<rect x="10" y="10" width="76" height="76" rx="22" fill="${d.lin([lighten(color, 0.15), darken(color, 0.55)], 0, 0, 1, 1)}"/>`,
    s`<rect x="10" y="10" width="76" height="76" rx="22" fill="none" stroke="${d.lin(
      [
        [0, '#fff', 0.6],
        [1, '#fff', 0.05],
      ],
      0,
      0,
      1,
      1,
    )}" stroke-width="2"/>`,
  ].join('');

const desc1 = () => {
  const d = new Doc(96, 96, { title: 'Fast deposit and withdrawal' });
  return d.render(
    descTile(d, '#ff8a1f') +
      coin(d, { x: 58, y: 58, r: 20 }) +
      s`<path d="${BOLT}" transform="translate(40 44) scale(0.5)" fill="${d.lin(['#fffbe8', C.gold1])}" stroke="#7a2a00" stroke-width="4" stroke-linejoin="round"/>`,
  );
};

const desc2 = () => {
  const d = new Doc(96, 96, { title: 'Security' });
  return d.render(
    descTile(d, C.jade) +
      s`<path d="${SHIELD}" transform="translate(48 48) scale(0.66)" fill="${metal(d)}"/><path d="${SHIELD}" transform="translate(48 48) scale(0.52)" fill="${d.lin(
        [METAL.jade.b, METAL.jade.dk],
      )}"/><path d="M37 48L45 56L60 40" fill="none" stroke="#fff" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
};

const desc3 = () => {
  const d = new Doc(96, 96, { title: 'Support around the clock' });
  return d.render(
    descTile(d, C.violet) +
      s`<path d="M26 52V46C26 34 36 24 48 24C60 24 70 34 70 46V52" fill="none" stroke="${metal(d)}" stroke-width="5"/><rect x="20" y="46" width="14" height="22" rx="6" fill="${metal(
        d,
      )}"/><rect x="62" y="46" width="14" height="22" rx="6" fill="${metal(d)}"/><path d="M69 66C69 74 62 76 52 76" fill="none" stroke="${C.gold1}" stroke-width="3" stroke-linecap="round"/><rect x="44" y="72" width="10" height="7" rx="3.5" fill="${C.gold1}"/>`,
  );
};

const desc4 = () => {
  const d = new Doc(96, 96, { title: 'Huge game choice' });
  const cell = (x, y, c) =>
    s`<rect x="${x}" y="${y}" width="30" height="30" rx="8" fill="${d.lin([lighten(c, 0.25), darken(c, 0.3)], 0, 0, 1, 1)}" stroke="#fff" stroke-opacity="0.35"/>`;
  return d.render(
    descTile(d, C.ruby) +
      cell(16, 16, C.ruby) +
      cell(50, 16, C.violet) +
      cell(16, 50, C.jade) +
      cell(50, 50, C.gold2) +
      seven(d, { x: 31, y: 31, size: 22 }) +
      gem(d, { x: 65, y: 32, size: 22, color: '#c9b8ff' }) +
      cherry(d, { x: 31, y: 66, size: 22 }) +
      coin(d, { x: 65, y: 65, r: 10 }),
  );
};

const jackpot = () => {
  const d = new Doc(1200, 200, { title: 'Jackpot' });
  const b = [];
  b.push(glow(d, { cx: 600, cy: 100, r: 640, ry: 120, color: C.gold2, opacity: 0.35 }));
  // outer frame with pointed ends
  const frame = (inset) =>
    s`M${110 + inset} ${22 + inset}H${1090 - inset}L${1150 - inset} 100L${1090 - inset} ${178 - inset}H${110 + inset}L${50 + inset} 100Z`;
  b.push(s`<path d="${frame(0)}" fill="${metalBands(d)}" filter="${d.shadow(6, 10, 0.6)}"/>`);
  b.push(s`<path d="${frame(8)}" fill="${d.lin(['#4a0c1c', '#22040d', '#12030a'])}"/>`);
  b.push(s`<path d="${frame(14)}" fill="none" stroke="${C.gold1}" stroke-width="1.5" opacity="0.6"/>`);
  // inner panel where the digits go
  b.push(
    s`<rect x="300" y="46" width="600" height="108" rx="18" fill="${d.lin(['#05060d', '#14182c', '#05060d'])}" stroke="${metal(d)}" stroke-width="4"/><rect x="308" y="54" width="584" height="40" rx="12" fill="#fff" opacity="0.06"/>`,
  );
  // bulbs on the frame
  const bulbs = [];
  for (let i = 0; i < 24; i++) {
    const x = 130 + i * 40.4;
    bulbs.push(s`<circle cx="${x}" cy="30" r="3.6"/><circle cx="${x}" cy="170" r="3.6"/>`);
  }
  b.push(`<g fill="#fff4c8" filter="${d.shadow(0, 3, 1, C.gold1)}">${bulbs.join('')}</g>`);
  // side medallions and wings
  for (const side of [-1, 1]) {
    const cx = 600 + side * 470;
    // three gold feathers fanning from the medallion towards the panel
    const wing = [0, 1, 2]
      .map((i) => {
        const x0 = cx - side * 44;
        const x1 = cx - side * (150 - i * 22);
        const yTip = 62 + i * 22;
        return s`<path d="M${x0} ${92 + i * 6}C${x0 - side * 40} ${yTip - 10} ${x1 + side * 30} ${yTip - 6} ${x1} ${yTip}C${x1 + side * 40} ${yTip + 10} ${x0 - side * 40} ${
          104 + i * 6
        } ${x0} ${108 + i * 4}Z"/>`;
      })
      .join('');
    b.push(s`<g fill="${metal(d)}" opacity="0.9">${wing}</g>`);
    b.push(luckwellEmblem(d, { x: cx, y: 100, r: 54 }));
  }
  // crown gem on top centre
  b.push(
    s`<path d="M560 22L580 4L600 16L620 4L640 22Z" fill="${metal(d)}"/><circle cx="600" cy="12" r="6" fill="${C.ruby}"/><path d="M560 178L580 196L600 184L620 196L640 178Z" fill="${metal(d)}"/>`,
  );
  b.push(
    s`<path d="${sparklePath(312, 54, 12)}" fill="#fff"/><path d="${sparklePath(888, 146, 10)}" fill="#fff"/>`,
  );
  return d.render(b.join(''));
};

const appPhone = () => {
  const d = new Doc(360, 640, { title: 'Luckwell app' });
  const b = [];
  b.push(glow(d, { cx: 180, cy: 320, r: 200, ry: 340, color: C.gold2, opacity: 0.35 }));
  // body
  b.push(
    s`<rect x="40" y="20" width="280" height="600" rx="44" fill="${metalBands(d, 'silver', false)}"/><rect x="46" y="26" width="268" height="588" rx="39" fill="#05070f"/>`,
  );
  const screen = d.clip('<rect x="56" y="36" width="248" height="568" rx="30"/>');
  const s1 = [];
  s1.push(s`<rect x="56" y="36" width="248" height="568" fill="${d.lin([C.navy2, C.navy0])}"/>`);
  // header
  s1.push(
    s`<rect x="56" y="36" width="248" height="70" fill="#0a0f20"/>${coin(d, { x: 82, y: 80, r: 12 })}<rect x="100" y="74" width="78" height="12" rx="6" fill="${d.lin([C.gold1, C.gold2], 0, 0, 1, 0)}"/><rect x="236" y="70" width="52" height="22" rx="11" fill="${d.lin(
      [C.gold1, C.gold2],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  // banner
  s1.push(
    s`<rect x="68" y="116" width="224" height="110" rx="14" fill="${d.lin(['#3a0d2a', '#1a0f3a'], 0, 0, 1, 1)}"/>${rays(
      d,
      {
        cx: 240,
        cy: 170,
        count: 14,
        len: 140,
        opacity: 0.2,
      },
    )}<rect x="82" y="140" width="90" height="12" rx="6" fill="${C.gold1}"/><rect x="82" y="160" width="64" height="8" rx="4" fill="#fff" opacity="0.6"/><rect x="82" y="186" width="58" height="22" rx="11" fill="${C.ruby}"/>`,
  );
  s1.push(coinStack(d, { x: 238, y: 206, r: 22, n: 4 }));
  s1.push(coin(d, { x: 262, y: 146, r: 14, tilt: 0.7, rot: 20 }));
  // category chips
  const cats = [C.ruby, C.jade, C.violet, C.gold2];
  cats.forEach((c, i) => {
    const x = 88 + i * 58;
    s1.push(
      s`<circle cx="${x}" cy="258" r="19" fill="${d.lin([lighten(c, 0.2), darken(c, 0.3)], 0, 0, 1, 1)}"/><rect x="${x - 14}" y="284" width="28" height="6" rx="3" fill="#fff" opacity="0.35"/>`,
    );
  });
  // game grid
  const tiles = [
    ['#e0238f', '#2a0638'],
    ['#ffb21f', '#5a1800'],
    ['#12b4e8', '#031f40'],
    ['#d0163a', '#16040a'],
    ['#6a3cff', '#0c0630'],
    ['#14b8a6', '#032a2a'],
  ];
  tiles.forEach(([c1, c2], i) => {
    const x = 68 + (i % 3) * 76;
    const y = 306 + Math.floor(i / 3) * 104;
    s1.push(
      s`<rect x="${x}" y="${y}" width="68" height="92" rx="12" fill="${d.lin([c1, c2], 0, 0, 1, 1)}"/>`,
    );
  });
  s1.push(seven(d, { x: 102, y: 346, size: 40 }));
  s1.push(coin(d, { x: 178, y: 346, r: 18 }));
  s1.push(gem(d, { x: 254, y: 348, size: 40, color: C.jade }));
  s1.push(card(d, { x: 102, y: 452, w: 34, rank: 'A', suit: 'spade', rot: -8 }));
  s1.push(gem(d, { x: 178, y: 452, size: 40, color: C.violet }));
  s1.push(cherry(d, { x: 254, y: 452, size: 40 }));
  // bottom nav
  s1.push(s`<rect x="56" y="540" width="248" height="64" fill="#0a0f20"/>`);
  for (let i = 0; i < 5; i++) {
    s1.push(s`<circle cx="${84 + i * 48}" cy="566" r="9" fill="${i === 0 ? C.gold1 : '#3a4466'}"/>`);
  }
  s1.push(s`<rect x="150" y="588" width="60" height="5" rx="2.5" fill="#fff" opacity="0.6"/>`);
  b.push(`<g clip-path="${screen}">${s1.join('')}</g>`);
  b.push(s`<rect x="140" y="44" width="80" height="20" rx="10" fill="#05070f"/>`);
  // glass reflection
  b.push(s`<path d="M56 36H200L90 604H56Z" fill="#fff" opacity="0.05" clip-path="${screen}"/>`);
  b.push(particles(d, { x0: 0, y0: 0, x1: 360, y1: 640, count: 16, seed: 3, rMax: 3, sparkles: 3 }));
  return d.render(b.join(''));
};

export const home = () => [
  ['home/help-register.svg', helpRegister()],
  ['home/help-deposit.svg', helpDeposit()],
  ['home/help-rewards.svg', helpRewards()],
  ['home/desc-1.svg', desc1()],
  ['home/desc-2.svg', desc2()],
  ['home/desc-3.svg', desc3()],
  ['home/desc-4.svg', desc4()],
  ['home/jackpot.svg', jackpot()],
  ['home/app-phone.svg', appPhone()],
];
