/**
 * Lighthouse 13 (the npm package) against pages of a running Luckwell, with the system Chromium:
 * the mobile preset with simulated throttling, as a player's mid-range phone sees the site
 * (issue 18). Each page is audited `runs` times in one Chromium; the figures are medians.
 *
 * Lighthouse 13 asks for Node ≥ 22.19 and these machines run Node 20.20: it installs with an
 * engine warning and runs (checked on 13.5.0); its Chromium is ours, never a downloaded one.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';

export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  transferKb: number;
  lcpElement: string | null;
};

/** `url` may be asked afresh for every run (a game page's launch token works once). */
export type LighthousePage = { name: string; url: string | (() => Promise<string>) };

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) =>
  lhr.audits[id]?.numericValue ?? Number.NaN;

/** Audits each page `runs` times (mobile preset, simulated throttling); one Chromium for all. */
export const auditPages = async (
  pages: LighthousePage[],
  runs: number,
  log: (line: string) => void,
  chromePath = CHROMIUM,
) => {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const results = new Map<string, LighthouseRun[]>();
    for (const page of pages) {
      const list: LighthouseRun[] = [];
      for (let run = 0; run < runs; run++) {
        const url = typeof page.url === 'string' ? page.url : await page.url();
        const answer = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!answer) throw new Error(`lighthouse gave no result for ${url}`);
        const { lhr } = answer;
        if (lhr.runtimeError)
          throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const lcpAudit = lhr.audits['largest-contentful-paint-element'] as
          | { details?: { items?: { items?: { node?: { nodeLabel?: string } }[] }[] } }
          | undefined;
        const one: LighthouseRun = {
          performance: score(lhr.categories.performance?.score),
          accessibility: score(lhr.categories.accessibility?.score),
          bestPractices: score(lhr.categories['best-practices']?.score),
          seo: score(lhr.categories.seo?.score),
          lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
          fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
          tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
          cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
          speedIndexMs: Math.round(numeric(lhr, 'speed-index')),
          transferKb: Math.round(numeric(lhr, 'total-byte-weight') / 102.4) / 10,
          lcpElement: lcpAudit?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? null,
        };
        list.push(one);
        log(
          `lighthouse ${page.name} ${run + 1}/${runs}: performance ${one.performance}, LCP ${one.lcpMs} ms, ` +
            `TBT ${one.tbtMs} ms, CLS ${one.cls}, FCP ${one.fcpMs} ms, ${one.transferKb} KiB; ` +
            `a11y ${one.accessibility}, best practices ${one.bestPractices}, SEO ${one.seo}`,
        );
      }
      results.set(page.name, list);
    }
    return results;
  } finally {
    await chrome.kill();
  }
};
