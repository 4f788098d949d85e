/**
 * The image captcha (GET /wps/captcha): shown when the server asks for it (spec §4 "if the response
 * value has a captcha flag, the captcha appears and loads") or when the operator's registration
 * rules enable it; refreshed at most once a second (spec §5 "Throttles").
 */
import { useCallback, useRef, useState } from 'react';
import { fetchCaptcha, type TCaptcha } from '../../shared/auth-api.ts';

export const CAPTCHA_REFRESH_MS = 1000;

export const useCaptcha = (initiallyShown = false) => {
  const [shown, setShown] = useState(initiallyShown);
  const [captcha, setCaptcha] = useState<TCaptcha | null>(null);
  const [failed, setFailed] = useState(false);
  const lastLoad = useRef(0);
  const loading = useRef(false);

  /** `force`: the server spent the last image (a failed submit); the throttle is for the player's clicks. */
  const load = useCallback(async (force = false) => {
    const now = Date.now();
    if (loading.current || (!force && now - lastLoad.current < CAPTCHA_REFRESH_MS)) return;
    lastLoad.current = now;
    loading.current = true;
    try {
      setCaptcha(await fetchCaptcha());
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      loading.current = false;
    }
  }, []);

  /** Show (first time) or replace the image; the answer typed so far no longer applies. */
  const show = useCallback(() => {
    setShown(true);
    void load(true);
  }, [load]);

  return { shown, captcha, failed, show, refresh: () => load(false) };
};

export type CaptchaState = ReturnType<typeof useCaptcha>;
