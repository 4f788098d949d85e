/** System pages (maintenance, region blocked) and the social-network marks. */
import { gearPath, glow, METAL, metal, particles } from '../lib/objects.mjs';
import { C, Doc, darken, lighten, s, sparklePath } from '../lib/svg.mjs';

const systemStage = (d, color) =>
  [
    s`<rect width="480" height="360" rx="24" fill="${d.lin([C.navy2, C.navy0], 0, 0, 1, 1)}"/>`,
    glow(d, { cx: 240, cy: 180, r: 220, ry: 170, color, opacity: 0.4 }),
    `<g fill="none" stroke="${C.gold1}" stroke-width="1" opacity="0.12">${[60, 110, 160, 210]
      .map((r) => s`<circle cx="240" cy="180" r="${r}"/>`)
      .join('')}</g>`,
    particles(d, { x0: 20, y0: 20, x1: 460, y1: 340, count: 24, seed: 7, rMax: 3, sparkles: 3 }),
    s`<ellipse cx="240" cy="318" rx="150" ry="14" fill="${d.rad([
      [0, '#000', 0.5],
      [1, '#000', 0],
    ])}"/>`,
  ].join('');

const maintenance = () => {
  const d = new Doc(480, 360, { title: 'Maintenance' });
  const b = [systemStage(d, C.gold2)];
  b.push(
    s`<path d="${gearPath(200, 170, 96, 80, 12, 30)}" fill="${metal(d)}" fill-rule="evenodd" stroke="${METAL.gold.c}" stroke-width="2"/><circle cx="200" cy="170" r="62" fill="none" stroke="${METAL.gold.c}" stroke-width="3" opacity="0.6"/>`,
  );
  b.push(
    s`<path d="${gearPath(318, 246, 62, 50, 10, 18)}" fill="${metal(d, 'silver')}" fill-rule="evenodd" stroke="${METAL.silver.c}" stroke-width="2"/><circle cx="318" cy="246" r="36" fill="none" stroke="${METAL.silver.c}" stroke-width="3" opacity="0.6"/>`,
  );
  // wrench
  b.push(
    s`<g transform="translate(330 100) rotate(45)"><rect x="-9" y="-6" width="18" height="120" rx="9" fill="${metal(d, 'silver', 'h')}"/><path d="M-26-28A28 28 0 1 0 26-28L12-28V-6H-12V-28Z" fill="${metal(d, 'silver')}"/></g>`,
  );
  b.push(
    s`<path d="${sparklePath(120, 80, 12)}" fill="#fff"/><path d="${sparklePath(400, 200, 9)}" fill="${C.gold1}"/>`,
  );
  return d.render(b.join(''));
};

const region = () => {
  const d = new Doc(480, 360, { title: 'Region unavailable' });
  const b = [systemStage(d, C.jade)];
  const globe = d.clip('<circle cx="220" cy="170" r="110"/>');
  b.push(
    s`<circle cx="220" cy="170" r="110" fill="${d.rad(['#2bd6b0', '#0d6f8f', '#072a45'], 0.38, 0.32, 0.75)}"/><g clip-path="${globe}" fill="none" stroke="#bff7ea" stroke-width="2" opacity="0.55"><ellipse cx="220" cy="170" rx="40" ry="110"/><ellipse cx="220" cy="170" rx="80" ry="110"/><path d="M220 60V280M110 170H330M120 120H320M120 220H320"/></g>`,
  );
  b.push(
    s`<g clip-path="${globe}" fill="#1f9c6a" opacity="0.85"><path d="M150 100C170 86 200 92 206 112C212 130 190 136 186 156C182 176 160 184 146 170C130 154 132 112 150 100Z"/><path d="M236 196C258 186 284 196 286 220C288 246 266 262 250 252C236 242 222 206 236 196Z"/><path d="M250 92C270 84 300 96 302 116C288 124 262 118 250 92Z"/></g>`,
  );
  b.push(s`<circle cx="220" cy="170" r="110" fill="none" stroke="${metal(d)}" stroke-width="5"/>`);
  // lock
  b.push(
    s`<path d="M300 208V186C300 164 314 150 334 150C354 150 368 164 368 186V208" fill="none" stroke="${metal(d, 'silver')}" stroke-width="14"/><rect x="284" y="202" width="100" height="84" rx="16" fill="${metal(
      d,
    )}" stroke="${METAL.gold.c}" stroke-width="2"/><circle cx="334" cy="236" r="11" fill="${darken(C.navy1, 0.2)}"/><path d="M329 240L326 264H342L339 240Z" fill="${darken(C.navy1, 0.2)}"/>`,
  );
  b.push(
    s`<path d="${sparklePath(120, 70, 10)}" fill="#fff"/><path d="${sparklePath(400, 120, 8)}" fill="${lighten(C.jade, 0.5)}"/>`,
  );
  return d.render(b.join(''));
};

const round = (_d, fill, glyph) =>
  s`<circle cx="24" cy="24" r="24" fill="${fill}"/><circle cx="24" cy="24" r="23" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="2"/>${glyph}`;

const SOCIAL = {
  telegram: (d) =>
    round(
      d,
      d.lin(['#37bbfe', '#007dbb']),
      '<path d="M11 23.4L33.6 14.6C34.7 14.2 35.6 14.9 35.3 16.5L31.4 34.7C31.1 36 30.3 36.3 29.2 35.7L23.4 31.4L20.6 34.1C20.3 34.4 20 34.7 19.4 34.7L19.8 28.8L30.6 19C31.1 18.6 30.5 18.3 29.9 18.8L16.5 27.2L10.8 25.4C9.5 25 9.5 24.1 11 23.4Z" fill="#fff"/>',
    ),
  facebook: (d) =>
    round(
      d,
      d.lin(['#3b8cff', '#1259d6']),
      '<path d="M26.6 48V31H32L33 24.6H26.6V20.6C26.6 18.8 27.2 17.6 29.8 17.6H33.2V12C32.6 11.9 30.6 11.7 28.4 11.7C23.7 11.7 20.5 14.6 20.5 19.9V24.6H15V31H20.5V48Z" fill="#fff"/>',
    ),
  youtube: (d) =>
    round(
      d,
      d.lin(['#ff4a4a', '#c40000']),
      '<rect x="10" y="14" width="28" height="20" rx="6" fill="#fff"/><path d="M21 19.2V28.8L29.4 24Z" fill="#e01010"/>',
    ),
  instagram: (d) =>
    round(
      d,
      d.rad(['#fdd26a', '#f77737', '#e1306c', '#833ab4'], 0.25, 1, 1.1),
      '<rect x="13" y="13" width="22" height="22" rx="7" fill="none" stroke="#fff" stroke-width="2.8"/><circle cx="24" cy="24" r="5.4" fill="none" stroke="#fff" stroke-width="2.8"/><circle cx="30.2" cy="17.8" r="1.7" fill="#fff"/>',
    ),
  twitter: (d) =>
    round(
      d,
      d.lin(['#2a2f3a', '#05060a']),
      '<path d="M14 14H20.5L25.2 20.6L31 14H34L26.6 22.5L34.5 34H28L23 27L16.8 34H13.8L21.6 25.1Z" fill="#fff"/><path d="M18 16H19.8L30.4 32H28.6Z" fill="#1b1f29"/>',
    ),
};

const social = (name) => {
  const d = new Doc(48, 48, { title: name });
  return d.render(SOCIAL[name](d));
};

export const misc = () => [
  ['system/maintenance.svg', maintenance()],
  ['system/region.svg', region()],
  ...Object.keys(SOCIAL).map((name) => [`social/${name}.svg`, social(name)]),
];
