import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
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
