/**
 * The lottery pages count down on the server's clock: each answer carries `serverTime`, and the
 * page keeps the offset between it and this device's clock, so a phone whose clock is a minute off
 * still shows when sales really close.
 */
import { useEffect, useRef, useState } from 'react';

/** The server clock's offset from this device's (ms), from an answer's `serverTime`. */
export const clockOffset = (serverTime: string | undefined, receivedAt = Date.now()) => {
  const server = serverTime ? Date.parse(serverTime) : Number.NaN;
  return Number.isNaN(server) ? 0 : server - receivedAt;
};

/** The server's time now, ticking every second (on the second, so a countdown never skips one). */
export const useServerNow = (offset: number) => {
  const [now, setNow] = useState(() => Date.now() + offset);
  const offsetRef = useRef(offset);
  offsetRef.current = offset;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now() + offsetRef.current;
      setNow(at);
      timer = setTimeout(tick, 1000 - (at % 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  return now;
};

/** Whole seconds left until `iso` (0 once past). */
export const secondsUntil = (iso: string, now: number) =>
  Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));

/** 75 → "01:15"; 3725 → "1:02:05"; a day or more → "1d 02:03:04" style via `days`. */
export const countdownText = (seconds: number) => {
  const days = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = h > 0 || days > 0 ? `${days > 0 ? two(h) : h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
  return { days, clock };
};
