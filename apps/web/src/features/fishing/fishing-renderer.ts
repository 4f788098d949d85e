/**
 * The fishing room drawn on a canvas (Canvas 2D, one requestAnimationFrame loop): water, light and
 * bubbles; every fish drawn in code from its species's look (body gradient, stripes, fins, a wiggling
 * tail; bosses bigger, with a glow and a health ring); the player's cannon at the bottom centre
 * turning to the aim; bullets flying; a capture's burst with its win floating up. Device-pixel-ratio
 * aware (capped at 2 for phones), paused while the tab is hidden. The canvas also carries `data-fish`
 * (up to 20 fish on screen, CSS pixels) a few times a second, for tests that tap a fish.
 */
import { FIELD_HEIGHT, FIELD_WIDTH, type FishField, type LiveFish } from './fishing-field.ts';

type Shape = 'fish' | 'ray' | 'turtle' | 'octopus' | 'seahorse' | 'crab' | 'dragon' | 'mermaid';
type Look = {
  shape: Shape;
  top: string;
  bottom: string;
  fin: string;
  /** Height of the body over its length. */
  aspect: number;
  stripes?: { color: string; count: number };
  spots?: string;
  nose?: 'sword' | 'hammer';
  lure?: boolean;
  crown?: boolean;
};

const LOOKS: Record<string, Look> = {
  clownfish: {
    shape: 'fish',
    top: '#ff8a2a',
    bottom: '#e0520f',
    fin: '#ff6a00',
    aspect: 0.55,
    stripes: { color: '#fff7ee', count: 3 },
  },
  sardine: { shape: 'fish', top: '#5f89b8', bottom: '#dfe9f5', fin: '#9bb6d4', aspect: 0.32 },
  angelfish: {
    shape: 'fish',
    top: '#ffd84a',
    bottom: '#f2a81c',
    fin: '#3a7bd5',
    aspect: 0.85,
    stripes: { color: '#26417a', count: 3 },
  },
  pufferfish: {
    shape: 'fish',
    top: '#f3d36b',
    bottom: '#fff3c6',
    fin: '#d9a62b',
    aspect: 0.92,
    spots: '#8a5a14',
  },
  butterflyfish: {
    shape: 'fish',
    top: '#fff06a',
    bottom: '#ffc21f',
    fin: '#f5f5f5',
    aspect: 0.8,
    stripes: { color: '#1d1d1d', count: 1 },
  },
  lionfish: {
    shape: 'fish',
    top: '#e2483b',
    bottom: '#ffd9cf',
    fin: '#ff7b6b',
    aspect: 0.55,
    stripes: { color: '#fff4ee', count: 5 },
  },
  seahorse: { shape: 'seahorse', top: '#ffb347', bottom: '#ff7f2a', fin: '#ffd27a', aspect: 0.5 },
  turtle: { shape: 'turtle', top: '#4c9a4a', bottom: '#2d6a30', fin: '#8fcf7a', aspect: 0.75 },
  lanternfish: { shape: 'fish', top: '#28335e', bottom: '#4f5f9e', fin: '#6f7fd0', aspect: 0.6, lure: true },
  octopus: { shape: 'octopus', top: '#ff6fa8', bottom: '#c2306d', fin: '#ff9cc6', aspect: 0.8 },
  stingray: {
    shape: 'ray',
    top: '#8c7a6b',
    bottom: '#5e5046',
    fin: '#b8a593',
    aspect: 0.8,
    spots: '#3d342d',
  },
  swordfish: { shape: 'fish', top: '#2b5fae', bottom: '#b9d3f2', fin: '#1e4386', aspect: 0.3, nose: 'sword' },
  hammerhead: {
    shape: 'fish',
    top: '#7f8e9c',
    bottom: '#dfe5ea',
    fin: '#6b7a88',
    aspect: 0.3,
    nose: 'hammer',
  },
  manta: { shape: 'ray', top: '#23324a', bottom: '#0f1828', fin: '#e8eef6', aspect: 0.9 },
  'killer-whale': { shape: 'fish', top: '#111520', bottom: '#f4f6fa', fin: '#0b0e16', aspect: 0.42 },
  'golden-shark': { shape: 'fish', top: '#ffd54a', bottom: '#b8860b', fin: '#f0b400', aspect: 0.34 },
  mermaid: { shape: 'mermaid', top: '#2ec4b6', bottom: '#127a8a', fin: '#7ef0e0', aspect: 0.35 },
  'golden-dragon': { shape: 'dragon', top: '#ffe066', bottom: '#e09b00', fin: '#e23b2e', aspect: 0.22 },
  'giant-crab': { shape: 'crab', top: '#f0552e', bottom: '#a8260f', fin: '#ffb199', aspect: 0.7 },
  kraken: { shape: 'octopus', top: '#7b3fd1', bottom: '#3a1670', fin: '#b996ff', aspect: 0.8 },
  'sea-emperor': {
    shape: 'fish',
    top: '#ffe9a3',
    bottom: '#c88a12',
    fin: '#ff5a3c',
    aspect: 0.6,
    crown: true,
    stripes: { color: '#b3261e', count: 2 },
  },
};
const FALLBACK: Look = { shape: 'fish', top: '#9ad', bottom: '#579', fin: '#79b', aspect: 0.5 };

type Bullet = {
  fromX: number;
  fromY: number;
  toX: number;
  toY: number;
  bornMs: number;
  durMs: number;
  kind: string;
  hue: string;
};
type Effect = {
  x: number;
  y: number;
  bornMs: number;
  text: string;
  big: boolean;
  kind: 'burst' | 'splash' | 'bolt';
  points?: { x: number; y: number }[];
};
type Bubble = { x: number; y: number; r: number; speed: number; drift: number };

const CANNON = { x: FIELD_WIDTH / 2, y: FIELD_HEIGHT - 8 };
const BULLET_SPEED = 2600; // field units per second
/** The backing store at most 1.5 device pixels per CSS pixel: a phone held sideways fills fewer pixels a frame (44 fps instead of 39 at CPU ×4, software raster, 2026-11-28). */
const DPR_CAP = 1.5;

const hashOf = (id: string) => {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) | 0;
  return (h >>> 0) / 4294967296;
};

export type FishingRenderer = {
  setAim: (point: { x: number; y: number } | null) => void;
  /** A shot leaves the cannon towards `to` (field units); `targets` are where a net or a lightning lands. */
  fire: (to: { x: number; y: number }, kind: string, targets: { x: number; y: number }[]) => void;
  /** A capture: a burst with the win floating up. */
  capture: (at: { x: number; y: number }, text: string, big: boolean) => void;
  /** This player's hit that did not capture a boss: its health ring shrinks a little. */
  hitBoss: (fishId: string) => void;
  setWeaponHue: (hue: string) => void;
  destroy: () => void;
};

export const createFishingRenderer = (
  canvas: HTMLCanvasElement,
  field: FishField,
  serverNow: () => number,
): FishingRenderer => {
  const context = typeof canvas.getContext === 'function' ? canvas.getContext('2d') : null;
  let aim: { x: number; y: number } | null = null;
  let barrel = -Math.PI / 2;
  let hue = '#f5c542';
  const bullets: Bullet[] = [];
  const effects: Effect[] = [];
  const bossHits = new Map<string, number>();
  const bubbles: Bubble[] = Array.from({ length: 28 }, (_, i) => ({
    x: (i * 577) % FIELD_WIDTH,
    y: (i * 331) % FIELD_HEIGHT,
    r: 2 + (i % 5),
    speed: 20 + ((i * 13) % 40),
    drift: (i % 7) / 7,
  }));
  const gradients = new Map<string, CanvasGradient>();
  let cssWidth = 0;
  let cssHeight = 0;
  let scale = 1;
  let background: CanvasGradient | null = null;
  let frame = 0;
  let lastFrameMs = performance.now();
  let stopped = false;

  const resize = () => {
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (width === cssWidth && height === cssHeight) return;
    cssWidth = width;
    cssHeight = height;
    scale = width / FIELD_WIDTH || 1;
    const dpr = Math.min(DPR_CAP, window.devicePixelRatio || 1);
    canvas.width = Math.max(1, Math.round(width * dpr));
    canvas.height = Math.max(1, Math.round(height * dpr));
    if (context) {
      background = context.createLinearGradient(0, 0, 0, FIELD_HEIGHT);
      background.addColorStop(0, '#0b4f7a');
      background.addColorStop(0.55, '#06324f');
      background.addColorStop(1, '#031a2c');
    }
  };

  const bodyGradient = (ctx: CanvasRenderingContext2D, key: string, look: Look) => {
    let gradient = gradients.get(key);
    if (!gradient) {
      gradient = ctx.createLinearGradient(0, -look.aspect, 0, look.aspect);
      gradient.addColorStop(0, look.top);
      gradient.addColorStop(1, look.bottom);
      gradients.set(key, gradient);
    }
    return gradient;
  };

  const eye = (ctx: CanvasRenderingContext2D, x: number, y: number, r: number) => {
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#0a0a12';
    ctx.beginPath();
    ctx.arc(x + r * 0.25, y, r * 0.55, 0, Math.PI * 2);
    ctx.fill();
  };

  const drawFish = (ctx: CanvasRenderingContext2D, look: Look, key: string, wag: number, t: number) => {
    const a = look.aspect;
    // Tail, swinging about the body's end.
    ctx.save();
    ctx.translate(-0.82, 0);
    ctx.rotate(wag);
    ctx.fillStyle = look.fin;
    ctx.beginPath();
    ctx.moveTo(0.1, 0);
    ctx.quadraticCurveTo(-0.3, -a * 0.2, -0.5, -a * 1.05 - 0.1);
    ctx.quadraticCurveTo(-0.32, 0, -0.5, a * 1.05 + 0.1);
    ctx.quadraticCurveTo(-0.3, a * 0.2, 0.1, 0);
    ctx.fill();
    ctx.restore();
    // Dorsal and belly fins.
    ctx.fillStyle = look.fin;
    ctx.beginPath();
    ctx.moveTo(-0.45, -a * 0.8);
    ctx.quadraticCurveTo(-0.2, -a * 1.6 - 0.1, 0.25, -a * 0.85);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(-0.3, a * 0.8);
    ctx.quadraticCurveTo(-0.15, a * 1.35 + 0.05 * Math.sin(t * 6), 0.1, a * 0.85);
    ctx.fill();
    // Body.
    ctx.fillStyle = bodyGradient(ctx, key, look);
    ctx.beginPath();
    ctx.ellipse(0, 0, 0.95, a, 0, 0, Math.PI * 2);
    ctx.fill();
    if (look.stripes || look.spots) {
      ctx.save();
      ctx.clip();
      if (look.stripes) {
        ctx.fillStyle = look.stripes.color;
        const n = look.stripes.count;
        for (let i = 0; i < n; i++) {
          const x = 0.55 - (i * 1.3) / Math.max(1, n);
          ctx.fillRect(x - 0.09, -a, 0.16, 2 * a);
        }
      }
      if (look.spots) {
        ctx.fillStyle = look.spots;
        for (let i = 0; i < 7; i++) {
          ctx.beginPath();
          ctx.arc(-0.6 + i * 0.2, ((i * 37) % 10) / 10 - 0.5, 0.06, 0, Math.PI * 2);
          ctx.fill();
        }
      }
      ctx.restore();
    }
    // Belly shine.
    ctx.fillStyle = 'rgba(255,255,255,0.18)';
    ctx.beginPath();
    ctx.ellipse(0.1, -a * 0.45, 0.6, a * 0.22, 0, 0, Math.PI * 2);
    ctx.fill();
    if (look.nose === 'sword') {
      ctx.strokeStyle = look.fin;
      ctx.lineWidth = 0.06;
      ctx.beginPath();
      ctx.moveTo(0.9, 0);
      ctx.lineTo(1.7, -0.02);
      ctx.stroke();
    } else if (look.nose === 'hammer') {
      ctx.fillStyle = look.top;
      ctx.beginPath();
      ctx.ellipse(0.9, 0, 0.14, 0.5, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    if (look.lure) {
      const glow = 0.6 + 0.4 * Math.sin(t * 5);
      ctx.strokeStyle = look.fin;
      ctx.lineWidth = 0.04;
      ctx.beginPath();
      ctx.moveTo(0.5, -a * 0.8);
      ctx.quadraticCurveTo(1.0, -a * 1.8, 1.25, -a * 0.9);
      ctx.stroke();
      ctx.fillStyle = `rgba(190,255,120,${glow})`;
      ctx.beginPath();
      ctx.arc(1.25, -a * 0.9, 0.13, 0, Math.PI * 2);
      ctx.fill();
    }
    if (look.crown) {
      ctx.fillStyle = '#ffd700';
      ctx.beginPath();
      ctx.moveTo(0.15, -a * 0.85);
      for (let i = 0; i <= 4; i++) {
        ctx.lineTo(0.15 + i * 0.13, -a * (i % 2 === 0 ? 1.5 : 1.05));
      }
      ctx.lineTo(0.67, -a * 0.85);
      ctx.fill();
    }
    eye(ctx, 0.6, -a * 0.25, Math.max(0.07, a * 0.18));
  };

  const drawRay = (ctx: CanvasRenderingContext2D, look: Look, key: string, wag: number) => {
    const flap = Math.sin(wag * 4) * 0.15;
    ctx.strokeStyle = look.bottom;
    ctx.lineWidth = 0.05;
    ctx.beginPath();
    ctx.moveTo(-0.5, 0);
    ctx.quadraticCurveTo(-1.1, wag * 0.6, -1.6, 0);
    ctx.stroke();
    ctx.fillStyle = bodyGradient(ctx, key, look);
    ctx.beginPath();
    ctx.moveTo(0.75, 0);
    ctx.quadraticCurveTo(0.2, -0.4, -0.1, -1.05 - flap);
    ctx.quadraticCurveTo(-0.35, -0.4, -0.6, 0);
    ctx.quadraticCurveTo(-0.35, 0.4, -0.1, 1.05 + flap);
    ctx.quadraticCurveTo(0.2, 0.4, 0.75, 0);
    ctx.fill();
    if (look.spots) {
      ctx.fillStyle = look.spots;
      for (let i = 0; i < 6; i++) {
        ctx.beginPath();
        ctx.arc(-0.2 + (i % 3) * 0.2, (i < 3 ? -1 : 1) * 0.25, 0.05, 0, Math.PI * 2);
        ctx.fill();
      }
    } else {
      ctx.fillStyle = look.fin;
      ctx.beginPath();
      ctx.ellipse(0.35, 0, 0.12, 0.3, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    eye(ctx, 0.55, -0.15, 0.06);
    eye(ctx, 0.55, 0.15, 0.06);
  };

  const drawTurtle = (ctx: CanvasRenderingContext2D, look: Look, key: string, wag: number) => {
    ctx.fillStyle = look.fin;
    for (const [x, y, s] of [
      [0.45, -0.62, 1],
      [0.45, 0.62, -1],
      [-0.45, -0.5, 1],
      [-0.45, 0.5, -1],
    ] as const) {
      ctx.beginPath();
      ctx.ellipse(x, y, 0.3, 0.13, s * (0.6 + wag), 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.beginPath();
    ctx.ellipse(0.85, 0, 0.24, 0.2, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = bodyGradient(ctx, key, look);
    ctx.beginPath();
    ctx.ellipse(0, 0, 0.7, 0.58, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = 'rgba(20,50,20,0.7)';
    ctx.lineWidth = 0.05;
    ctx.beginPath();
    for (let i = 0; i < 6; i++) {
      const angle = (i / 6) * Math.PI * 2;
      ctx.moveTo(0.22 * Math.cos(angle), 0.22 * Math.sin(angle));
      ctx.lineTo(0.6 * Math.cos(angle), 0.5 * Math.sin(angle));
    }
    ctx.arc(0, 0, 0.22, 0, Math.PI * 2);
    ctx.stroke();
    eye(ctx, 0.95, -0.08, 0.06);
  };

  const drawOctopus = (ctx: CanvasRenderingContext2D, look: Look, key: string, t: number, phase: number) => {
    ctx.strokeStyle = look.bottom;
    ctx.lineCap = 'round';
    ctx.lineWidth = 0.16;
    for (let i = 0; i < 6; i++) {
      const spread = (i - 2.5) * 0.22;
      ctx.beginPath();
      ctx.moveTo(-0.2, spread * 0.8);
      const w = Math.sin(t * 4 + i + phase * 6) * 0.3;
      ctx.bezierCurveTo(-0.7, spread + w, -1.0, spread * 1.6 - w, -1.45, spread * 1.8 + w);
      ctx.stroke();
    }
    ctx.fillStyle = bodyGradient(ctx, key, look);
    ctx.beginPath();
    ctx.ellipse(0.25, 0, 0.7, 0.62, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = look.fin;
    for (let i = 0; i < 4; i++) {
      ctx.beginPath();
      ctx.arc(0.1 + i * 0.12, (i % 2 ? 1 : -1) * 0.3, 0.07, 0, Math.PI * 2);
      ctx.fill();
    }
    eye(ctx, 0.55, -0.22, 0.12);
    eye(ctx, 0.55, 0.22, 0.12);
  };

  /** Upright (seahorses swim standing): a head with its snout, a body tapering into a curled tail. */
  const drawSeahorse = (ctx: CanvasRenderingContext2D, look: Look, key: string, wag: number) => {
    ctx.fillStyle = bodyGradient(ctx, key, look);
    const steps = 12;
    for (let i = 0; i <= steps; i++) {
      const k = i / steps;
      const x = 0.1 - 0.35 * Math.sin(k * Math.PI) + (k > 0.7 ? (k - 0.7) * 1.2 * (1 + wag * 0.4) : 0);
      const y = -0.6 + k * 1.5 - (k > 0.8 ? (k - 0.8) * 1.5 : 0);
      ctx.beginPath();
      ctx.arc(x, y, 0.3 * (1 - k) + 0.05, 0, Math.PI * 2);
      ctx.fill();
    }
    // Head and snout.
    ctx.beginPath();
    ctx.ellipse(0.12, -0.78, 0.26, 0.2, 0.2, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillRect(0.2, -0.78, 0.42, 0.1);
    // Crest and back fin.
    ctx.fillStyle = look.fin;
    ctx.beginPath();
    ctx.moveTo(-0.05, -0.98);
    ctx.lineTo(0.08, -1.15);
    ctx.lineTo(0.18, -0.95);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(-0.2, -0.2);
    ctx.quadraticCurveTo(-0.6 - wag * 0.3, 0, -0.25, 0.25);
    ctx.fill();
    eye(ctx, 0.14, -0.8, 0.07);
  };

  const drawCrab = (ctx: CanvasRenderingContext2D, look: Look, key: string, t: number) => {
    ctx.strokeStyle = look.bottom;
    ctx.lineWidth = 0.07;
    for (let i = 0; i < 3; i++) {
      const step = Math.sin(t * 8 + i) * 0.1;
      for (const s of [-1, 1]) {
        ctx.beginPath();
        ctx.moveTo(-0.2 + i * 0.25, s * 0.4);
        ctx.lineTo(-0.35 + i * 0.25 + step, s * 0.95);
        ctx.stroke();
      }
    }
    ctx.fillStyle = look.top;
    for (const s of [-1, 1]) {
      ctx.beginPath();
      ctx.ellipse(0.85, s * 0.55, 0.28, 0.18, s * 0.5, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = bodyGradient(ctx, key, look);
    ctx.beginPath();
    ctx.ellipse(0.1, 0, 0.62, 0.72, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = 'rgba(255,255,255,0.25)';
    ctx.beginPath();
    ctx.ellipse(0.1, -0.2, 0.35, 0.2, 0, 0, Math.PI * 2);
    ctx.fill();
    eye(ctx, 0.62, -0.18, 0.09);
    eye(ctx, 0.62, 0.18, 0.09);
  };

  const drawDragon = (ctx: CanvasRenderingContext2D, look: Look, key: string, t: number, phase: number) => {
    ctx.lineCap = 'round';
    const points: [number, number][] = [];
    for (let i = 0; i <= 12; i++) {
      const x = 0.9 - i * 0.2;
      points.push([x, Math.sin(t * 4 + i * 0.6 + phase * 6) * 0.22]);
    }
    ctx.strokeStyle = look.bottom;
    ctx.lineWidth = 0.34;
    ctx.beginPath();
    for (const [i, [x, y]] of points.entries()) {
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
    ctx.strokeStyle = bodyGradient(ctx, key, look);
    ctx.lineWidth = 0.24;
    ctx.stroke();
    ctx.fillStyle = look.fin;
    for (let i = 1; i < 12; i += 2) {
      const [x, y] = points[i] ?? [0, 0];
      ctx.beginPath();
      ctx.moveTo(x - 0.08, y - 0.12);
      ctx.lineTo(x, y - 0.3);
      ctx.lineTo(x + 0.08, y - 0.12);
      ctx.fill();
    }
    ctx.fillStyle = look.top;
    ctx.beginPath();
    ctx.ellipse(1.05, points[0]?.[1] ?? 0, 0.3, 0.22, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = look.fin;
    ctx.lineWidth = 0.04;
    ctx.beginPath();
    ctx.moveTo(1.2, -0.1);
    ctx.quadraticCurveTo(1.5, -0.5, 1.7, -0.3);
    ctx.moveTo(1.2, 0.1);
    ctx.quadraticCurveTo(1.5, 0.5, 1.7, 0.3);
    ctx.stroke();
    eye(ctx, 1.12, (points[0]?.[1] ?? 0) - 0.08, 0.06);
  };

  const drawMermaid = (ctx: CanvasRenderingContext2D, look: Look, key: string, wag: number) => {
    ctx.save();
    ctx.translate(-0.5, 0);
    ctx.rotate(wag);
    ctx.fillStyle = look.fin;
    ctx.beginPath();
    ctx.moveTo(-0.4, 0);
    ctx.lineTo(-0.85, -0.35);
    ctx.lineTo(-0.75, 0);
    ctx.lineTo(-0.85, 0.35);
    ctx.fill();
    ctx.restore();
    ctx.fillStyle = bodyGradient(ctx, key, look);
    ctx.beginPath();
    ctx.moveTo(0.2, -0.22);
    ctx.quadraticCurveTo(-0.6, -0.25, -0.9, 0);
    ctx.quadraticCurveTo(-0.6, 0.25, 0.2, 0.22);
    ctx.fill();
    ctx.fillStyle = '#f6c9a8';
    ctx.beginPath();
    ctx.ellipse(0.45, 0, 0.3, 0.18, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.arc(0.88, 0, 0.17, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#d6336c';
    ctx.beginPath();
    ctx.moveTo(0.95, -0.17);
    ctx.quadraticCurveTo(0.4, -0.5, 0.2, -0.1 + wag * 0.3);
    ctx.quadraticCurveTo(0.6, -0.15, 0.78, 0.05);
    ctx.fill();
    ctx.fillStyle = '#ffd700';
    ctx.beginPath();
    ctx.arc(0.9, -0.17, 0.05, 0, Math.PI * 2);
    ctx.fill();
  };

  const drawOne = (ctx: CanvasRenderingContext2D, f: LiveFish, t: number) => {
    const look = LOOKS[f.species.id] ?? FALLBACK;
    const key = f.species.id;
    const phase = hashOf(f.fish.id);
    const boss = f.species.kind === 'boss';
    const size = f.species.radius * scale * (look.shape === 'ray' || look.shape === 'octopus' ? 1.0 : 1.2);
    const wag = Math.sin(t * (6 + 120 / f.species.radius) + phase * 6.28) * 0.35;
    ctx.save();
    ctx.translate(f.x * scale, f.y * scale);
    if (boss || f.species.id === 'golden-dragon' || f.species.id === 'mermaid') {
      const halo = ctx.createRadialGradient(0, 0, size * 0.3, 0, 0, size * 1.6);
      halo.addColorStop(0, boss ? 'rgba(255,200,80,0.35)' : 'rgba(255,240,160,0.3)');
      halo.addColorStop(1, 'rgba(255,200,80,0)');
      ctx.fillStyle = halo;
      ctx.beginPath();
      ctx.arc(0, 0, size * 1.6, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.save();
    if (look.shape === 'seahorse') {
      if (Math.cos(f.angle) < 0) ctx.scale(-1, 1);
    } else {
      ctx.rotate(f.angle);
      if (Math.cos(f.angle) < 0) ctx.scale(1, -1);
    }
    ctx.scale(size, size);
    switch (look.shape) {
      case 'ray':
        drawRay(ctx, look, key, wag);
        break;
      case 'turtle':
        drawTurtle(ctx, look, key, wag);
        break;
      case 'octopus':
        drawOctopus(ctx, look, key, t, phase);
        break;
      case 'seahorse':
        drawSeahorse(ctx, look, key, wag);
        break;
      case 'crab':
        drawCrab(ctx, look, key, t);
        break;
      case 'dragon':
        drawDragon(ctx, look, key, t, phase);
        break;
      case 'mermaid':
        drawMermaid(ctx, look, key, wag);
        break;
      default:
        drawFish(ctx, look, key, wag, t);
    }
    ctx.restore();
    if (boss) {
      // Health ring: this player's hits that did not capture wear it down.
      const health = Math.max(0.15, 1 - (bossHits.get(f.fish.id) ?? 0) * 0.06);
      ctx.lineWidth = Math.max(2, 4 * scale);
      ctx.strokeStyle = 'rgba(0,0,0,0.45)';
      ctx.beginPath();
      ctx.arc(0, 0, size * 1.2, 0, Math.PI * 2);
      ctx.stroke();
      ctx.strokeStyle = health > 0.5 ? '#5ee37a' : health > 0.25 ? '#f5c542' : '#ff5a4e';
      ctx.beginPath();
      ctx.arc(0, 0, size * 1.2, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * health);
      ctx.stroke();
    }
    ctx.restore();
  };

  const drawWater = (ctx: CanvasRenderingContext2D, t: number, dt: number) => {
    ctx.fillStyle = background ?? '#06324f';
    ctx.fillRect(0, 0, FIELD_WIDTH * scale, FIELD_HEIGHT * scale);
    // Light shafts swaying from the surface.
    ctx.fillStyle = 'rgba(160,230,255,0.05)';
    for (let i = 0; i < 5; i++) {
      const x = (i * 360 + 120 + Math.sin(t * 0.3 + i) * 60) * scale;
      ctx.beginPath();
      ctx.moveTo(x, 0);
      ctx.lineTo(x + 110 * scale, 0);
      ctx.lineTo(x - 60 * scale, FIELD_HEIGHT * scale);
      ctx.lineTo(x - 260 * scale, FIELD_HEIGHT * scale);
      ctx.fill();
    }
    // Sand and weed at the bottom.
    ctx.fillStyle = 'rgba(214,180,110,0.16)';
    ctx.beginPath();
    ctx.moveTo(0, FIELD_HEIGHT * scale);
    for (let x = 0; x <= FIELD_WIDTH; x += 100)
      ctx.lineTo(x * scale, (FIELD_HEIGHT - 28 - 14 * Math.sin(x / 170)) * scale);
    ctx.lineTo(FIELD_WIDTH * scale, FIELD_HEIGHT * scale);
    ctx.fill();
    ctx.strokeStyle = 'rgba(60,170,110,0.35)';
    ctx.lineWidth = Math.max(1.5, 5 * scale);
    ctx.lineCap = 'round';
    for (const base of [90, 260, 1320, 1500]) {
      ctx.beginPath();
      ctx.moveTo(base * scale, FIELD_HEIGHT * scale);
      ctx.quadraticCurveTo(
        (base + 30 * Math.sin(t + base)) * scale,
        (FIELD_HEIGHT - 90) * scale,
        (base + 15 * Math.sin(t * 1.3 + base)) * scale,
        (FIELD_HEIGHT - 170) * scale,
      );
      ctx.stroke();
    }
    ctx.fillStyle = 'rgba(200,240,255,0.35)';
    for (const b of bubbles) {
      b.y -= (b.speed * dt) / 1000;
      if (b.y < -10) {
        b.y = FIELD_HEIGHT + 10;
        b.x = (b.x + 397) % FIELD_WIDTH;
      }
      ctx.beginPath();
      ctx.arc(
        (b.x + Math.sin(t * 2 + b.drift * 6) * 8) * scale,
        b.y * scale,
        b.r * scale + 0.6,
        0,
        Math.PI * 2,
      );
      ctx.fill();
    }
  };

  const drawCannon = (ctx: CanvasRenderingContext2D, dt: number) => {
    const wanted = aim ? Math.atan2(aim.y - CANNON.y, aim.x - CANNON.x) : -Math.PI / 2;
    const clamped = Math.min(-0.08, Math.max(-Math.PI + 0.08, wanted));
    barrel += (clamped - barrel) * Math.min(1, dt / 60);
    const x = CANNON.x * scale;
    const y = CANNON.y * scale;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(barrel + Math.PI / 2);
    const gradient = ctx.createLinearGradient(-14 * scale, 0, 14 * scale, 0);
    gradient.addColorStop(0, '#6b4b10');
    gradient.addColorStop(0.5, hue);
    gradient.addColorStop(1, '#6b4b10');
    ctx.fillStyle = gradient;
    ctx.fillRect(-16 * scale, -110 * scale, 32 * scale, 100 * scale);
    ctx.fillStyle = '#2b1d05';
    ctx.fillRect(-20 * scale, -118 * scale, 40 * scale, 14 * scale);
    ctx.restore();
    const base = ctx.createRadialGradient(x, y, 10 * scale, x, y, 70 * scale);
    base.addColorStop(0, '#ffe28a');
    base.addColorStop(1, '#8a5a14');
    ctx.fillStyle = base;
    ctx.beginPath();
    ctx.arc(x, y, 62 * scale, Math.PI, 0);
    ctx.fill();
    ctx.strokeStyle = 'rgba(0,0,0,0.35)';
    ctx.lineWidth = 2;
    ctx.stroke();
  };

  const drawShots = (ctx: CanvasRenderingContext2D, nowMs: number) => {
    for (let i = bullets.length - 1; i >= 0; i--) {
      const b = bullets[i];
      if (!b) continue;
      const k = (nowMs - b.bornMs) / b.durMs;
      if (k >= 1) {
        bullets.splice(i, 1);
        continue;
      }
      const x = (b.fromX + (b.toX - b.fromX) * k) * scale;
      const y = (b.fromY + (b.toY - b.fromY) * k) * scale;
      const tail = 0.08;
      const tx = (b.fromX + (b.toX - b.fromX) * Math.max(0, k - tail)) * scale;
      const ty = (b.fromY + (b.toY - b.fromY) * Math.max(0, k - tail)) * scale;
      ctx.strokeStyle = b.hue;
      ctx.lineWidth = Math.max(2, 7 * scale);
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(tx, ty);
      ctx.lineTo(x, y);
      ctx.stroke();
      ctx.fillStyle = '#fff';
      ctx.beginPath();
      ctx.arc(x, y, Math.max(2, 6 * scale), 0, Math.PI * 2);
      ctx.fill();
    }
    for (let i = effects.length - 1; i >= 0; i--) {
      const e = effects[i];
      if (!e) continue;
      const age = nowMs - e.bornMs;
      if (age < 0) continue;
      const life = e.kind === 'burst' ? 1400 : 450;
      if (age > life) {
        effects.splice(i, 1);
        continue;
      }
      const k = age / life;
      const x = e.x * scale;
      const y = e.y * scale;
      if (e.kind === 'splash') {
        ctx.strokeStyle = `rgba(255,255,255,${0.8 * (1 - k)})`;
        ctx.lineWidth = Math.max(1, 3 * scale);
        ctx.beginPath();
        ctx.arc(x, y, (20 + 90 * k) * scale, 0, Math.PI * 2);
        ctx.stroke();
      } else if (e.kind === 'bolt') {
        ctx.strokeStyle = `rgba(170,220,255,${1 - k})`;
        ctx.lineWidth = Math.max(1.5, 4 * scale);
        ctx.beginPath();
        ctx.moveTo(x, y);
        for (const p of e.points ?? []) {
          const mx = (e.x + p.x) / 2 + (hashOf(`${p.x}`) - 0.5) * 80;
          const my = (e.y + p.y) / 2 + (hashOf(`${p.y}`) - 0.5) * 80;
          ctx.lineTo(mx * scale, my * scale);
          ctx.lineTo(p.x * scale, p.y * scale);
          ctx.moveTo(x, y);
        }
        ctx.stroke();
      } else {
        const radius = (e.big ? 160 : 90) * scale * Math.min(1, k * 3);
        ctx.strokeStyle = `rgba(255,215,0,${1 - k})`;
        ctx.lineWidth = Math.max(2, 6 * scale);
        ctx.beginPath();
        ctx.arc(x, y, radius, 0, Math.PI * 2);
        ctx.stroke();
        ctx.fillStyle = `rgba(255,200,40,${1 - k})`;
        for (let c = 0; c < 10; c++) {
          const angle = (c / 10) * Math.PI * 2;
          ctx.beginPath();
          ctx.arc(
            x + Math.cos(angle) * radius * 1.1,
            y + Math.sin(angle) * radius * 1.1,
            Math.max(2, 7 * scale),
            0,
            Math.PI * 2,
          );
          ctx.fill();
        }
        const fontSize = Math.max(14, (e.big ? 64 : 44) * scale);
        ctx.font = `900 ${fontSize}px system-ui, sans-serif`;
        ctx.textAlign = 'center';
        ctx.lineWidth = Math.max(2, fontSize / 8);
        ctx.strokeStyle = `rgba(60,30,0,${1 - k})`;
        const ty = y - k * 120 * scale;
        ctx.strokeText(e.text, x, ty);
        ctx.fillStyle = `rgba(255,230,120,${1 - k * 0.8})`;
        ctx.fillText(e.text, x, ty);
      }
    }
  };

  const draw = () => {
    frame = 0;
    if (stopped || document.hidden) return;
    const nowMs = performance.now();
    const dt = Math.min(100, nowMs - lastFrameMs);
    lastFrameMs = nowMs;
    resize();
    if (context) {
      const dpr = canvas.width / Math.max(1, cssWidth);
      context.setTransform(dpr, 0, 0, dpr, 0, 0);
      const t = nowMs / 1000;
      drawWater(context, t, dt);
      const fish = field.alive(serverNow());
      // Bigger fish under smaller ones.
      fish.sort((a, b) => b.species.radius - a.species.radius);
      for (const f of fish) drawOne(context, f, t);
      drawShots(context, nowMs);
      drawCannon(context, dt);
      if (aim) {
        context.strokeStyle = 'rgba(255,215,0,0.7)';
        context.lineWidth = 1.5;
        context.beginPath();
        context.arc(aim.x * scale, aim.y * scale, 14, 0, Math.PI * 2);
        context.moveTo(aim.x * scale - 20, aim.y * scale);
        context.lineTo(aim.x * scale + 20, aim.y * scale);
        context.moveTo(aim.x * scale, aim.y * scale - 20);
        context.lineTo(aim.x * scale, aim.y * scale + 20);
        context.stroke();
      }
    }
    schedule();
  };
  const schedule = () => {
    if (frame || stopped || document.hidden) return;
    frame =
      typeof requestAnimationFrame === 'function'
        ? requestAnimationFrame(draw)
        : (setTimeout(draw, 16) as unknown as number);
  };
  const onVisibility = () => {
    lastFrameMs = performance.now();
    schedule();
  };
  document.addEventListener('visibilitychange', onVisibility);
  schedule();

  // `data-fish` for tests: where fish are, in CSS pixels of the canvas.
  const publish = () => {
    const list: { id: string; x: number; y: number }[] = [];
    const s = (canvas.clientWidth || cssWidth) / FIELD_WIDTH;
    for (const f of field.alive(serverNow())) {
      if (f.x < 30 || f.x > FIELD_WIDTH - 30 || f.y < 30 || f.y > FIELD_HEIGHT - 120) continue;
      list.push({ id: f.fish.id, x: Math.round(f.x * s), y: Math.round(f.y * s) });
      if (list.length >= 20) break;
    }
    canvas.dataset.fish = JSON.stringify(list);
  };
  const publisher = setInterval(publish, 250);
  publish();

  return {
    setAim: (point) => {
      aim = point;
    },
    fire: (to, kind, targets) => {
      const distance = Math.hypot(to.x - CANNON.x, to.y - CANNON.y);
      const durMs = Math.max(80, (1000 * distance) / BULLET_SPEED);
      const bornMs = performance.now();
      aim = to;
      bullets.push({
        fromX: CANNON.x,
        fromY: CANNON.y - 100,
        toX: to.x,
        toY: to.y,
        bornMs,
        durMs,
        kind,
        hue,
      });
      if (bullets.length > 40) bullets.shift();
      effects.push({
        x: to.x,
        y: to.y,
        bornMs: bornMs + durMs,
        text: '',
        big: false,
        kind: kind === 'lightning' ? 'bolt' : 'splash',
        points: targets,
      });
      if (effects.length > 60) effects.shift();
    },
    capture: (at, text, big) => {
      effects.push({ x: at.x, y: at.y, bornMs: performance.now(), text, big, kind: 'burst' });
    },
    hitBoss: (fishId) => bossHits.set(fishId, (bossHits.get(fishId) ?? 0) + 1),
    setWeaponHue: (next) => {
      hue = next;
    },
    destroy: () => {
      stopped = true;
      clearInterval(publisher);
      document.removeEventListener('visibilitychange', onVisibility);
      if (frame) {
        if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
        else clearTimeout(frame);
      }
    },
  };
};
