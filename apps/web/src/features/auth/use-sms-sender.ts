/**
 * Asking for an SMS code (spec §4 "SMS send", §5 "Throttles"): the button waits expiredMinutes × 60 s
 * (in forgot-password less half the request's round trip, so the countdown ends when the code
 * does); no second request during the countdown, and at most one a second.
 */
import { useRef, useState } from 'react';
import { errorDetail } from '../../shared/api-call.ts';
import { type SmsPurpose, sendSms } from '../../shared/auth-api.ts';
import { solveHumanCheckIfRequired } from '../../shared/human-check-loader.tsx';
import { useCountdown } from './use-countdown.ts';

export const SMS_THROTTLE_MS = 1000;

export const useSmsSender = (purpose: SmsPurpose) => {
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const lastRequest = useRef(0);

  /** Resolves true when a code went out; throws the server's refusal. */
  const send = async (mobileNum: string, countryDialingCode: string) => {
    const now = Date.now();
    if (countdown.running || sending || now - lastRequest.current < SMS_THROTTLE_MS) return false;
    lastRequest.current = now;
    setSending(true);
    try {
      const humanCheck = await solveHumanCheckIfRequired();
      const started = performance.now();
      const { expiredMinutes } = await sendSms({ purpose, mobileNum, countryDialingCode, humanCheck });
      const halfTrip = purpose === 'forgot' ? (performance.now() - started) / 2000 : 0;
      countdown.start(expiredMinutes * 60 - halfTrip);
      return true;
    } catch (error) {
      const wait = errorDetail(error)?.retryAfterSeconds;
      if (wait) countdown.start(wait);
      throw error;
    } finally {
      setSending(false);
    }
  };

  return { send, sending, seconds: countdown.seconds };
};

export type SmsSender = ReturnType<typeof useSmsSender>;
