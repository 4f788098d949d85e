/** A seconds countdown for "resend code" buttons (spec §4 "SMS send": expiredMinutes × 60 s). */
import { useCallback, useEffect, useRef, useState } from 'react';

export const useCountdown = () => {
  const [seconds, setSeconds] = useState(0);
  const endsAt = useRef(0);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => {
      setSeconds(Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000)));
    }, 250);
    return () => window.clearTimeout(timer);
  }, [seconds]);

  const start = useCallback((total: number) => {
    const whole = Math.max(0, Math.round(total));
    endsAt.current = Date.now() + whole * 1000;
    setSeconds(whole);
  }, []);

  return { seconds, running: seconds > 0, start };
};
