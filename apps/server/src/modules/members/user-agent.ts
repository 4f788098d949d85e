/**
 * A short readable device for the member's sign-in history: the browser and the system a user
 * agent names ("Chrome" on "Windows"). Only the families a player would recognise; anything else is
 * null and the page says "unknown device". Order matters: Edge and Opera also say Chrome, Chrome
 * also says Safari, iPad and iPhone also say "like Mac OS X".
 */
import type { TDevice } from '@luckwell/contracts/member/login-activity';

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bCocCoc\b|coc_coc_browser\//i, 'Cốc Cốc'],
  [/\bZalo\b/i, 'Zalo'],
  [/\bFBAN\/|\bFBAV\//, 'Facebook'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bHeadlessChrome\//, 'Chrome'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (table: readonly [RegExp, string][], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

export const describeUserAgent = (userAgent: string | null | undefined): TDevice => {
  if (!userAgent) return { browser: null, os: null };
  return { browser: firstMatch(BROWSERS, userAgent), os: firstMatch(SYSTEMS, userAgent) };
};
