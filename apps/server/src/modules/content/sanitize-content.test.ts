import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sanitizeContent } from './sanitize-content.ts';

/** The OWASP XSS filter evasion cheat sheet's vectors (and a few newer ones), one per line. */
const VECTORS = readFileSync(new URL('./fixtures/xss-vectors.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim());

const FORBIDDEN_TAG =
  /<\s*\/?\s*(script|iframe|frame|frameset|object|embed|svg|style|meta|link|base|form|input|button|math|body|video|audio|source|details|bgsound|xss|noscript|textarea|title)\b/i;
const EVENT_ATTRIBUTE = /<[^>]*[\s/"']on[a-z]+\s*=/i;
const tagAttributes = (html: string) =>
  [...html.matchAll(/<[a-z0-9]+((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*\/?>/gi)].flatMap((tag) =>
    [...(tag[1] ?? '').matchAll(/([a-z-]+)(?:="([^"]*)")?/gi)].map((m) => ({
      name: (m[1] ?? '').toLowerCase(),
      value: (m[2] ?? '').replace(/&amp;/g, '&'),
    })),
  );
const SAFE_URL = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

describe('sanitizeContent', () => {
  it(`strips every vector of the fixture (${VECTORS.length})`, () => {
    expect(VECTORS.length).toBeGreaterThan(80);
    for (const vector of VECTORS) {
      const out = sanitizeContent(vector);
      const context = `${vector}\n→ ${out}`;
      expect(out, context).not.toMatch(FORBIDDEN_TAG);
      expect(out, context).not.toMatch(EVENT_ATTRIBUTE);
      for (const { name, value } of tagAttributes(out)) {
        expect(
          ['href', 'src', 'target', 'title', 'rel', 'alt', 'width', 'height', 'style', 'colspan', 'rowspan'],
          context,
        ).toContain(name);
        if (name === 'href' || name === 'src') expect(value, context).toMatch(SAFE_URL);
        if (name === 'style')
          expect(value, context).not.toMatch(
            /url|expression|position|behavior|background|width|height|binding/i,
          );
      }
    }
  });

  it('keeps the formatting an operator writes', () => {
    const html =
      '<h2>Khuyến mãi</h2><p style="text-align:center;color:#f5c451">Nạp <strong>100%</strong> <em>thưởng</em></p>' +
      '<ul><li>Một</li><li>Hai</li></ul><a href="/promotions">Xem</a> <img src="/img/banners/home-1.svg" alt="banner" width="300" />';
    expect(sanitizeContent(html)).toBe(html);
  });

  it('opens a new-tab link without giving it the opener, and drops an operator rel', () => {
    expect(sanitizeContent('<a href="https://t.me/luckwell" target="_blank" rel="opener">Telegram</a>')).toBe(
      '<a href="https://t.me/luckwell" target="_blank" rel="noopener noreferrer">Telegram</a>',
    );
    expect(sanitizeContent('<a href="/help" rel="nofollow">Help</a>')).toBe('<a href="/help">Help</a>');
  });

  it('takes pictures from the site or over https only', () => {
    expect(sanitizeContent('<img src="http://example.com/a.png">')).toBe('<img />');
    expect(sanitizeContent('<img src="https://cdn.example.com/a.png">')).toBe(
      '<img src="https://cdn.example.com/a.png" />',
    );
  });

  it('escapes plain text and drops styles that could cover the site', () => {
    expect(sanitizeContent('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeContent('<p style="position:fixed;color:red">x</p>')).toBe('<p style="color:red">x</p>');
  });
});
