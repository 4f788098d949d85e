/**
 * The tiny SVG toolkit the art generator draws with: a document that collects
 * shared definitions (gradients, filters, clip paths) under short unique ids,
 * a tagged template that rounds every interpolated number to one decimal (keeps
 * files small and diffs stable), colour mixing and path helpers.
 */

export const FONT = "'Be Vietnam Pro', 'Segoe UI', Arial, sans-serif";

/** The brand palette (DESIGN.md §6). */
export const C = {
  gold1: '#f5c451',
  gold2: '#e09b2d',
  gold3: '#b8741a',
  goldHi: '#fff1c2',
  navy0: '#060914',
  navy1: '#0b1020',
  navy2: '#121a33',
  navy3: '#1c2748',
  ruby: '#e0364f',
  jade: '#19c39c',
  violet: '#7b5cff',
  cream: '#fff6e0',
  white: '#ffffff',
};

/**
 * Large artwork (≥ 400 px) rounds coordinates of 10 and more to whole pixels,
 * small icons keep one decimal. Set by each new Doc; documents are built one at a time.
 */
let coarse = false;

const round = (n) => {
  const v = coarse && Math.abs(n) >= 10 ? Math.round(n) : Math.round(n * 10) / 10;
  return Object.is(v, -0) ? 0 : v;
};

const fmt = (v) => {
  if (v === false || v === null || v === undefined) return '';
  if (typeof v === 'number') return String(round(v));
  if (Array.isArray(v)) return v.map(fmt).join('');
  return String(v);
};

/** Tagged template: numbers are rounded to 0.1, arrays are joined, false/null/undefined vanish. */
export const s = (strings, ...values) =>
  strings.reduce((out, str, i) => out + str + (i < values.length ? fmt(values[i]) : ''), '');

export const n1 = round;

/** Deterministic PRNG (mulberry32) so regenerating gives byte-identical files. */
export const rng = (seed) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const hex = (c) => {
  const h = c.replace('#', '');
  const full =
    h.length === 3
      ? h
          .split('')
          .map((x) => x + x)
          .join('')
      : h;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
};

export const mix = (a, b, t) => {
  const x = hex(a);
  const y = hex(b);
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
};
export const lighten = (c, t) => mix(c, '#ffffff', t);
export const darken = (c, t) => mix(c, '#000000', t);

/** Polyline / polygon path from [[x, y], …]. */
export const poly = (points, close = true) =>
  points.map(([x, y], i) => s`${i ? 'L' : 'M'}${x} ${y}`).join('') + (close ? 'Z' : '');

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
export const smooth = (points, close = false, k = 1 / 6) => {
  const p = points;
  const n = p.length;
  const at = (i) => (close ? p[(i + n) % n] : p[Math.max(0, Math.min(n - 1, i))]);
  let d = s`M${p[0][0]} ${p[0][1]}`;
  const last = close ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    d += s`C${p1[0] + (p2[0] - p0[0]) * k} ${p1[1] + (p2[1] - p0[1]) * k} ${p2[0] - (p3[0] - p1[0]) * k} ${
      p2[1] - (p3[1] - p1[1]) * k
    } ${p2[0]} ${p2[1]}`;
  }
  return close ? `${d}Z` : d;
};

/** Regular star / polygon points. */
export const starPoints = (cx, cy, ro, ri, n, rot = -90) => {
  const out = [];
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 ? ri : ro;
    const a = ((rot + (i * 180) / n) * Math.PI) / 180;
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return out;
};

export const polygonPoints = (cx, cy, r, n, rot = -90) => {
  const out = [];
  for (let i = 0; i < n; i++) {
    const a = ((rot + (i * 360) / n) * Math.PI) / 180;
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return out;
};

/** Four-point sparkle with concave sides. */
export const sparklePath = (x, y, r, thin = 0.18) => {
  const q = r * thin;
  return s`M${x} ${y - r}Q${x + q} ${y - q} ${x + r} ${y}Q${x + q} ${y + q} ${x} ${y + r}Q${x - q} ${y + q} ${
    x - r
  } ${y}Q${x - q} ${y - q} ${x} ${y - r}Z`;
};

/** Annular sector (ring wedge) between radii r1 < r2, angles in degrees. */
export const wedge = (cx, cy, r1, r2, a0, a1) => {
  const rad = (a) => (a * Math.PI) / 180;
  const pt = (r, a) => [cx + r * Math.cos(rad(a)), cy + r * Math.sin(rad(a))];
  const large = a1 - a0 > 180 ? 1 : 0;
  const [x0, y0] = pt(r2, a0);
  const [x1, y1] = pt(r2, a1);
  const [x2, y2] = pt(r1, a1);
  const [x3, y3] = pt(r1, a0);
  return s`M${x0} ${y0}A${r2} ${r2} 0 ${large} 1 ${x1} ${y1}L${x2} ${y2}A${r1} ${r1} 0 ${large} 0 ${x3} ${y3}Z`;
};

const stopList = (stops) =>
  stops
    .map((st, i) => {
      const [off, color, op] = Array.isArray(st) ? st : [i / Math.max(1, stops.length - 1), st];
      return s`<stop offset="${off}" stop-color="${color}"${op !== undefined && op !== 1 ? s` stop-opacity="${op}"` : ''}/>`;
    })
    .join('');

/**
 * One SVG document. Definitions are de-duplicated by their content, so calling
 * `doc.lin(...)` twice with the same stops yields one gradient.
 */
export class Doc {
  constructor(w, h, { title } = {}) {
    this.w = w;
    this.h = h;
    this.title = title;
    this.defs = [];
    this.memo = new Map();
    this.count = 0;
    coarse = Math.max(w, h) >= 400;
  }

  id() {
    this.count += 1;
    return `d${this.count.toString(36)}`;
  }

  /** Registers a definition built by `make(id)` once per `key`; returns the id. */
  once(key, make) {
    let id = this.memo.get(key);
    if (!id) {
      id = this.id();
      this.memo.set(key, id);
      this.defs.push(make(id));
    }
    return id;
  }

  /** Linear gradient (objectBoundingBox unless `user` is set); returns `url(#id)`. */
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false) {
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    // attributes equal to the SVG defaults (0, 0, 100%, 0) are left out
    const attrs = [
      x1 ? s` x1="${x1}"` : '',
      y1 ? s` y1="${y1}"` : '',
      x2 !== 1 ? s` x2="${x2}"` : '',
      y2 ? s` y2="${y2}"` : '',
    ].join('');
    const body = `${attrs}${units}>${stopList(stops)}`;
    return `url(#${this.once(`lin${body}`, (id) => `<linearGradient id="${id}"${body}</linearGradient>`)})`;
  }

  /** Radial gradient; `user` switches coordinates to user space. */
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5, { fx, fy, user = false, transform } = {}) {
    const extra = `${fx !== undefined ? s` fx="${fx}" fy="${fy}"` : ''}${user ? ' gradientUnits="userSpaceOnUse"' : ''}${
      transform ? ` gradientTransform="${transform}"` : ''
    }`;
    const attrs = [
      cx !== 0.5 ? s` cx="${cx}"` : '',
      cy !== 0.5 ? s` cy="${cy}"` : '',
      r !== 0.5 ? s` r="${r}"` : '',
    ].join('');
    const body = `${attrs}${extra}>${stopList(stops)}`;
    return `url(#${this.once(`rad${body}`, (id) => `<radialGradient id="${id}"${body}</radialGradient>`)})`;
  }

  /** Gaussian blur filter (soft glows); returns `url(#id)`. */
  blur(std) {
    return `url(#${this.once(
      `blur${std}`,
      (id) =>
        s`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    )})`;
  }

  /** Drop shadow filter. */
  shadow(dy = 6, std = 8, opacity = 0.5, color = '#000') {
    return `url(#${this.once(
      `sh${dy}|${std}|${opacity}|${color}`,
      (id) =>
        s`<filter id="${id}" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${std}" flood-color="${color}" flood-opacity="${opacity}"/></filter>`,
    )})`;
  }

  /** Clip path from raw shape markup; returns `url(#id)`. */
  clip(shape) {
    return `url(#${this.once(`clip${shape}`, (id) => `<clipPath id="${id}">${shape}</clipPath>`)})`;
  }

  /** Mask from raw markup; returns `url(#id)`. */
  mask(content) {
    return `url(#${this.once(`mask${content}`, (id) => `<mask id="${id}">${content}</mask>`)})`;
  }

  /** Reusable symbol (`<g id>` in defs); returns the id for `<use href>`. */
  symbol(key, content) {
    return this.once(`sym${key}`, (id) => `<g id="${id}">${content}</g>`);
  }

  render(body) {
    // clip to the viewBox so nothing bleeds out when shown at another aspect ratio (object-fit: cover)
    const frame = this.clip(`<rect width="${this.w}" height="${this.h}"/>`);
    const title = this.title ? `<title>${this.title}</title>` : '';
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}" role="img">${title}${defs}<g clip-path="${frame}">${body}</g></svg>\n`;
  }
}
