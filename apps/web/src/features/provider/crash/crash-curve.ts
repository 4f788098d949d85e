/**
 * Draws crash's rising curve on a canvas: the multiplier against time since the start, the axes
 * rescaling as the round climbs. Visual only (Math.exp is fine here); the numbers a player is paid
 * come from the exact curve in `@luckwell/games/crash` and from the server.
 */

/** Hundredths → "2.47×". */
export const crashText = (hundredths: number) => `${(hundredths / 100).toFixed(2)}×`;

const GOLD = '#f5c451';
const RED = '#f87171';

/** Fits the canvas's backing store to its box and the screen's pixel ratio; answers its CSS size. */
export const fitCanvas = (canvas: HTMLCanvasElement) => {
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  const context = canvas.getContext('2d');
  context?.setTransform(ratio, 0, 0, ratio, 0, 0);
  return { context, width, height };
};

const niceStep = (range: number) => {
  const raw = range / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit < 1.5 ? 1 : unit < 3.5 ? 2 : unit < 7.5 ? 5 : 10) * power;
};

/**
 * One frame: `elapsedMs` into the run (0 while betting), the multiplier shown (hundredths), and
 * whether the round has crashed (the curve turns red and stops).
 */
export const drawCurve = (
  canvas: HTMLCanvasElement,
  { elapsedMs, multiplier, crashed }: { elapsedMs: number; multiplier: number; crashed: boolean },
) => {
  const { context: g, width, height } = fitCanvas(canvas);
  if (!g || width === 0 || height === 0) return;
  g.clearRect(0, 0, width, height);
  const left = 40;
  const bottom = 24;
  const top = 34; // below the round's label
  const right = 14;
  const tMax = Math.max(10_000, elapsedMs * 1.15);
  const yMax = Math.max(2, (multiplier / 100) * 1.2);
  const x = (t: number) => left + (t / tMax) * (width - left - right);
  const y = (m: number) => height - bottom - ((m - 1) / (yMax - 1)) * (height - bottom - top);

  // The grid: multipliers up the side, seconds along the bottom.
  g.font = '11px system-ui, sans-serif';
  g.fillStyle = 'rgba(203, 213, 225, 0.55)';
  g.strokeStyle = 'rgba(148, 163, 184, 0.12)';
  g.lineWidth = 1;
  const yStep = niceStep(yMax - 1);
  for (let m = 1; m <= yMax; m += yStep) {
    g.beginPath();
    g.moveTo(left, y(m));
    g.lineTo(width - right, y(m));
    g.stroke();
    g.fillText(`${Number(m.toFixed(2))}×`, 4, y(m) + 4);
  }
  const tStep = niceStep(tMax / 1000) * 1000;
  for (let t = tStep; t <= tMax; t += tStep) {
    g.fillText(`${Math.round(t / 1000)}s`, x(t) - 8, height - 6);
  }
  if (elapsedMs <= 0) return;

  // The curve, filled beneath, ending in a glowing dot.
  const colour = crashed ? RED : GOLD;
  const steps = Math.max(24, Math.min(160, Math.floor(width / 3)));
  g.beginPath();
  g.moveTo(x(0), y(1));
  for (let i = 1; i <= steps; i++) {
    const t = (elapsedMs * i) / steps;
    g.lineTo(x(t), y(Math.min(Math.exp(0.00006 * t), multiplier / 100)));
  }
  const endX = x(elapsedMs);
  const endY = y(multiplier / 100);
  g.lineWidth = 4;
  g.lineCap = 'round';
  g.lineJoin = 'round';
  g.strokeStyle = colour;
  g.shadowColor = colour;
  g.shadowBlur = crashed ? 0 : 14;
  g.stroke();
  g.shadowBlur = 0;
  g.lineTo(endX, y(1));
  g.closePath();
  const fill = g.createLinearGradient(0, top, 0, height - bottom);
  fill.addColorStop(0, crashed ? 'rgba(248, 113, 113, 0.28)' : 'rgba(245, 196, 81, 0.30)');
  fill.addColorStop(1, 'rgba(245, 196, 81, 0)');
  g.fillStyle = fill;
  g.fill();
  g.beginPath();
  g.arc(endX, endY, 6, 0, Math.PI * 2);
  g.fillStyle = crashed ? RED : '#fff7d6';
  g.fill();
};
