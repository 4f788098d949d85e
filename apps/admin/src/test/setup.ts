import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy screens load their chunks and translations on first render; on a busy 2-core CI machine
// that can take longer than testing-library's 1 s default for find* queries.
configure({ asyncUtilTimeout: 5_000 });

import { initI18n, setLanguage } from '../shared/i18n.ts';

initI18n();

afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await setLanguage('en');
});
