import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy screens load their chunks and translations on first render; on a busy 2-core CI machine
// that can take longer than testing-library's 1 s default for find* queries.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom does not scroll; the app calls these on route changes.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
