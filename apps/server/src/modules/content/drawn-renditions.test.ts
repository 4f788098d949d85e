import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { drawnSourcesFrom, loadDrawnSources } from './drawn-renditions.ts';

describe("the site's drawn banners as WebP", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("offers a drawn picture's renditions as a srcset, and nothing for a picture without any", () => {
    const sourcesOf = drawnSourcesFrom({
      '/img/banners/home-1.svg': { type: 'image/webp', widths: [640, 960] },
    });
    expect(sourcesOf('/img/banners/home-1.svg')).toEqual([
      { type: 'image/webp', srcset: '/img/banners/home-1-640.webp 640w, /img/banners/home-1-960.webp 960w' },
    ]);
    expect(sourcesOf('/img/banners/login.svg')).toEqual([]);
  });

  it('ignores a list it cannot read rather than offering a wrong picture', () => {
    expect(
      drawnSourcesFrom({ 'https://elsewhere/x.svg': { type: 'image/webp', widths: [640] } })('x'),
    ).toEqual([]);
    const webDist = mkdtempSync(path.join(tmpdir(), 'renditions-'));
    dirs.push(webDist);
    expect(loadDrawnSources(webDist)('/img/banners/home-1.svg')).toEqual([]);
    mkdirSync(path.join(webDist, 'img'));
    writeFileSync(path.join(webDist, 'img', 'renditions.json'), '{ not json');
    expect(loadDrawnSources(webDist)('/img/banners/home-1.svg')).toEqual([]);
    writeFileSync(
      path.join(webDist, 'img', 'renditions.json'),
      JSON.stringify({ '/img/banners/home-1.svg': { type: 'image/webp', widths: [1920] } }),
    );
    expect(loadDrawnSources(webDist)('/img/banners/home-1.svg')).toEqual([
      { type: 'image/webp', srcset: '/img/banners/home-1-1920.webp 1920w' },
    ]);
  });
});
