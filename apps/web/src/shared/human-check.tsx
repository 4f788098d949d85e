/**
 * Human verification (spec §4 "runs human verification"): the self-hosted ALTCHA proof of work. The
 * visible widget sits in the sign-in forms; `solveHumanCheck` runs an invisible one where a form has
 * no room (header login, free play, SMS sends). Each solution is spent once by the server, so every
 * solve fetches a fresh challenge from GET /wps/verification/challenge.
 *
 * The CSP-friendly build (`altcha/external`) with the PBKDF2 worker as its own file; this module is
 * only ever imported lazily (it is ~35 KB gzip).
 */
import 'altcha/external';
import 'altcha/altcha.css';
import type { AltchaWidgetElement } from 'altcha/external';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HumanCheckFailed } from './human-check-error.ts';

export const CHALLENGE_URL = '/wps/verification/challenge';

export type HumanCheckHandle = {
  /** The payload to send as `humanCheck`: the one the player already solved, or a fresh solve. */
  solve: () => Promise<string>;
  /** Back to unsolved (after the server spent or refused the payload). */
  reset: () => void;
};

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}

/** The challenge endpoint answers in the envelope; the widget wants the bare challenge. */
const unwrapEnvelope: typeof fetch = async (input, init) => {
  const response = await fetch(input, { ...init, headers: { Accept: 'application/json' } });
  const json: unknown = await response.json().catch(() => null);
  const value = (json as { value?: unknown } | null)?.value ?? null;
  return new Response(JSON.stringify(value), {
    status: response.ok && value ? 200 : response.status || 500,
    headers: { 'Content-Type': 'application/json' },
  });
};

const STRING_KEYS = [
  'ariaLinkLabel',
  'enterCode',
  'enterCodeAria',
  'error',
  'expired',
  'footer',
  'getAudioChallenge',
  'label',
  'loading',
  'reload',
  'verify',
  'verificationRequired',
  'verified',
  'verifying',
  'waitAlert',
] as const;

/** The widget's own texts, from our translations (keys hc_*). */
const useWidgetLanguage = () => {
  const { t, i18n } = useTranslation();
  const language = i18n.language || 'vi';
  globalThis.$altcha.i18n.set(
    language,
    Object.fromEntries(STRING_KEYS.map((key) => [key, t(`hc_${key}`)])) as Record<string, string>,
  );
  return language;
};

/** Waits until the custom element has mounted and its methods exist. */
const mounted = (element: AltchaWidgetElement) =>
  new Promise<void>((resolve) => {
    if (typeof element.configure === 'function') {
      resolve();
      return;
    }
    element.addEventListener('load', () => resolve(), { once: true });
  });

const verifyWith = async (element: AltchaWidgetElement) => {
  await mounted(element);
  const result = await element.verify();
  if (!result?.payload) throw new HumanCheckFailed('human check failed');
  return result.payload;
};

const BASE_CONFIG = {
  challenge: CHALLENGE_URL,
  fetch: unwrapEnvelope,
  hideFooter: true,
  minDuration: 300,
  humanInteractionSignature: false,
} as const;

/** The widget in the site's dark theme. */
const THEME = {
  '--altcha-max-width': '100%',
  '--altcha-color-base': 'color-mix(in oklab, var(--color-page) 70%, black)',
  '--altcha-color-base-content': 'var(--color-ink)',
  '--altcha-color-neutral': 'var(--color-muted)',
  '--altcha-color-primary': 'var(--color-primary)',
  '--altcha-color-primary-content': 'var(--color-on-primary)',
  '--altcha-border-color': 'var(--color-line)',
  '--altcha-border-radius': '0.75rem',
  '--altcha-checkbox-border-color': 'var(--color-muted)',
  '--altcha-spinner-color': 'var(--color-primary)',
} as const;

/** The visible "I am not a robot" checkbox of a sign-in form. */
export const HumanCheckWidget = ({ ref }: { ref: Ref<HumanCheckHandle> }) => {
  const language = useWidgetLanguage();
  const elementRef = useRef<AltchaWidgetElement>(null);
  const solved = useRef<string | null>(null);

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const onVerified = (event: Event) => {
      solved.current = (event as CustomEvent<{ payload: string }>).detail.payload;
    };
    const onState = (event: Event) => {
      if ((event as CustomEvent<{ state: string }>).detail.state !== 'verified') solved.current = null;
    };
    element.addEventListener('verified', onVerified);
    element.addEventListener('statechange', onState);
    void mounted(element).then(() => element.configure({ ...BASE_CONFIG, language }));
    return () => {
      element.removeEventListener('verified', onVerified);
      element.removeEventListener('statechange', onState);
    };
  }, [language]);

  useImperativeHandle(
    ref,
    () => ({
      solve: async () => {
        const element = elementRef.current;
        if (!element) throw new HumanCheckFailed('no widget');
        const ready = solved.current;
        solved.current = null;
        if (ready) return ready;
        // Already solving (started on focus): wait for that rather than start over.
        if (element.getState?.() === 'verifying') {
          const payload = await new Promise<string | null>((resolve) => {
            const done = (event: Event) => {
              element.removeEventListener('verified', done);
              element.removeEventListener('statechange', failed);
              resolve((event as CustomEvent<{ payload: string }>).detail.payload);
            };
            const failed = (event: Event) => {
              const { state } = (event as CustomEvent<{ state: string }>).detail;
              if (state === 'error' || state === 'expired' || state === 'unverified') {
                element.removeEventListener('verified', done);
                element.removeEventListener('statechange', failed);
                resolve(null);
              }
            };
            element.addEventListener('verified', done);
            element.addEventListener('statechange', failed);
          });
          solved.current = null;
          if (payload) return payload;
        }
        return verifyWith(element);
      },
      reset: () => {
        solved.current = null;
        elementRef.current?.reset?.();
      },
    }),
    [],
  );

  return (
    <div data-testid="human-check">
      {/* Solving starts when the player focuses the form, so it is usually done by the submit. */}
      <altcha-widget ref={elementRef} type="checkbox" auto="onfocus" language={language} style={THEME} />
    </div>
  );
};

/** Solves a challenge with no visible widget; resolves with the payload for `humanCheck`. */
export const solveHumanCheck = async (language: string): Promise<string> => {
  const element = document.createElement('altcha-widget');
  element.setAttribute('display', 'invisible');
  element.style.display = 'none';
  document.body.append(element);
  try {
    await mounted(element);
    await element.configure({ ...BASE_CONFIG, language, display: 'invisible' });
    return await verifyWith(element);
  } finally {
    element.remove();
  }
};
