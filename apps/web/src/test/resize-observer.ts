/** jsdom has no layout: a chart's ResponsiveContainer only needs the observer to exist. */
import { vi } from 'vitest';

/** Stubs ResizeObserver for a test; setup.ts unstubs the globals after each. */
export const stubResizeObserver = () =>
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
