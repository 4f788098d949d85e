import type { TGameMenu, TVendor } from '@luckwell/contracts/games/game-menus';
import { describe, expect, it } from 'vitest';
import { permissionFixture } from '../../test/fixtures.ts';
import { buildNavItems } from './nav-items.ts';
import { stripVendors } from './vendor-strip.tsx';

const vendor = (vassalage: string, gameType: TVendor['gameType']): TVendor => ({
  vassalage,
  gameType,
  displayName: vassalage,
  logoUrl: `/img/vendors/${vassalage}.svg`,
  maintenance: false,
});

const menu = (gameType: TGameMenu['gameType'], vendors: TVendor[]): TGameMenu => ({
  gameType,
  nameKey: `cat_${gameType}`,
  iconUrl: `/img/categories/${gameType}.svg`,
  vendors,
});

const { resources } = permissionFixture();

describe('header navigation', () => {
  it('is built only from categories that have vendors, then promotions, social link and download', () => {
    const items = buildNavItems({
      menus: [
        menu('JL', [vendor('JL', 'JL')]),
        menu('SPORTS', [vendor('BTI', 'SPORTS')]),
        menu('ESPORTS', []),
        menu('LIVE', [vendor('LWLIVE', 'LIVE')]),
        menu('PVP', []),
      ],
      resources,
    });
    expect(items.map((item) => item.key)).toEqual([
      'HOME',
      'JL',
      'SPORTS',
      'LIVE',
      'PROMO',
      'FACEBOOK',
      'DOWN',
    ]);
  });

  it('gives HOME, PROMO, FACEBOOK, DOWN and JL no drop menu', () => {
    const items = buildNavItems({
      menus: [menu('JL', [vendor('JL', 'JL')]), menu('RNG', [vendor('NOVA', 'RNG')])],
      resources,
    });
    const jl = items.find((item) => item.key === 'JL');
    const rng = items.find((item) => item.key === 'RNG');
    expect(jl?.kind === 'category' && jl.dropMenu).toEqual([]);
    expect(rng?.kind === 'category' && rng.dropMenu.map((v) => v.vassalage)).toEqual(['NOVA']);
    expect(items.filter((item) => item.kind !== 'category').map((item) => item.key)).toEqual([
      'HOME',
      'PROMO',
      'FACEBOOK',
      'DOWN',
    ]);
  });

  it('shows at most 9 vendors and a "more" tile when the menu is full', () => {
    const many = Array.from({ length: 12 }, (_, i) => vendor(`V${i}`, 'RNG'));
    const [, rng] = buildNavItems({ menus: [menu('RNG', many)], resources });
    expect(rng?.kind === 'category' && rng.dropMenu.length).toBe(9);
    expect(rng?.kind === 'category' && rng.more).toBe(true);
    const [, few] = buildNavItems({ menus: [menu('RNG', many.slice(0, 4))], resources });
    expect(few?.kind === 'category' && few.more).toBe(false);
  });

  it('leaves out the social link when no Facebook page is configured', () => {
    const items = buildNavItems({ menus: [], resources: [] });
    expect(items.map((item) => item.key)).toEqual(['HOME', 'PROMO', 'DOWN']);
  });
});

describe('footer vendor strip', () => {
  it('lists every vendor once except TCG_SEA', () => {
    const vendors = stripVendors([
      menu('LOTT', [vendor('TCG_SEA', 'LOTT'), vendor('LWLOTTO', 'LOTT')]),
      menu('ELOTT', [vendor('TCG_LOTTO_VN', 'ELOTT'), vendor('LWLOTTO', 'ELOTT')]),
    ]);
    expect(vendors.map((v) => v.vassalage)).toEqual(['LWLOTTO', 'TCG_LOTTO_VN']);
  });
});
