import { prizeModeOf, regroupCategory } from '@luckwell/contracts/games/catalogue';
import { COCKFIGHT_FAMILY } from '@luckwell/games/cockfight/titles';
import { FISHING_FAMILY } from '@luckwell/games/fishing/titles';
import { houseEngine } from '@luckwell/games/house-engines';
import { LOTTERY_FAMILY, LOTTERY_TITLES, lotteryGame } from '@luckwell/games/lottery/games';
import { SPORTSBOOK_FAMILY } from '@luckwell/games/sportsbook/titles';
import { describe, expect, it } from 'vitest';
import { DEMO_BRANDS } from '../../db/seed/demo-data.ts';
import { catalogueGame, catalogueOf, demoCatalogueSize, HOUSE_VENDORS } from './demo-catalogue.ts';
import { gameIconSvg } from './game-icon.ts';

describe('category regrouping (spec §4)', () => {
  it('moves e-sports and cockfight vendors out of SPORTS and JL vendors out of RNG', () => {
    for (const v of ['AV', 'IMES', 'IA', 'AI', 'TF']) expect(regroupCategory(v, 'SPORTS')).toBe('ESPORTS');
    expect(regroupCategory('DS88', 'SPORTS')).toBe('COCKFIGHT');
    expect(regroupCategory('DIG', 'SPORTS')).toBe('COCKFIGHT');
    expect(regroupCategory('JL', 'RNG')).toBe('JL');
    expect(regroupCategory('JILI', 'RNG')).toBe('JL');
    expect(regroupCategory('BTI', 'SPORTS')).toBe('SPORTS');
    expect(regroupCategory('NOVA', 'RNG')).toBe('RNG');
    expect(regroupCategory('JLX', 'RNG')).toBe('RNG');
  });

  it('prize mode is ELOTT when TCG_LOTTO_VN or LOTT is under ELOTT, else LOTT', () => {
    expect(prizeModeOf([{ gameType: 'ELOTT', vendors: [{ vassalage: 'TCG_LOTTO_VN' }] }])).toBe('ELOTT');
    expect(prizeModeOf([{ gameType: 'ELOTT', vendors: [{ vassalage: 'LOTT' }] }])).toBe('ELOTT');
    expect(prizeModeOf([{ gameType: 'ELOTT', vendors: [{ vassalage: 'TCG_SEA' }] }])).toBe('LOTT');
    expect(prizeModeOf([{ gameType: 'LOTT', vendors: [{ vassalage: 'TCG_LOTTO_VN' }] }])).toBe('LOTT');
  });
});

describe('the demo catalogue generator', () => {
  const lw = DEMO_BRANDS.find((b) => b.code === 'LW')!;

  it('is deterministic, exactly the size asked, with unique codes', () => {
    const a = catalogueOf(lw.vendors, demoCatalogueSize('LW'));
    const b = catalogueOf(lw.vendors, demoCatalogueSize('LW'));
    expect(a).toEqual(b);
    expect(a.length).toBe(10_000);
    expect(new Set(a.map((g) => g.gameCode)).size).toBe(a.length);
    expect(new Set(a.map((g) => g.gameType))).toEqual(new Set(lw.categories));
  });

  it('keeps every game under maintenance until the engine of its kind is built, third-party titles of an aggregated brand too', () => {
    const a = catalogueOf(lw.vendors, demoCatalogueSize('LW'), { aggregated: true });
    const house = a.filter((g) => HOUSE_VENDORS.includes(g.vassalage));
    const thirdParty = a.filter((g) => !HOUSE_VENDORS.includes(g.vassalage));
    expect(house.length).toBeGreaterThan(1000);
    expect(thirdParty.length).toBeGreaterThan(1000);
    for (const side of [house, thirdParty]) {
      // Lottery titles (family `lotto`) play on their lottery pages (ADR 081).
      expect(
        side.every(
          (g) =>
            g.engine !== null &&
            g.maintenance ===
              !(
                houseEngine(g.engine) ||
                g.engine === LOTTERY_FAMILY ||
                // A house title of a live table's family opens its table (ADR 082).
                (HOUSE_VENDORS.includes(g.vassalage) &&
                  ['baccarat', 'baccarat-no-commission', 'dragon-tiger', 'sicbo', 'roulette'].includes(
                    g.engine,
                  )) ||
                // A house Tiến Lên title opens the card table (ADR 084).
                (HOUSE_VENDORS.includes(g.vassalage) && g.engine === 'tien-len') ||
                // A cockfight title plays at the house's arenas (ADR 087), a fishing title in its rooms (ADR 088).
                g.engine === COCKFIGHT_FAMILY ||
                g.engine === FISHING_FAMILY ||
                // A sports or e-sports title opens the house book (ADR 089).
                g.engine === SPORTSBOOK_FAMILY
              ),
        ),
      ).toBe(true);
      expect(side.filter((g) => g.engine === 'dice' && !g.maintenance).length).toBeGreaterThan(50);
      expect(side.filter((g) => g.engine === 'slot-5x3' && !g.maintenance).length).toBeGreaterThan(50);
      expect(side.filter((g) => g.engine === 'crash' && !g.maintenance).length).toBeGreaterThan(50);
    }
    // PVP titles are the game their name says: Tiến Lên plays at the house's card table.
    const tienLen = house.filter((g) => g.gameType === 'PVP' && g.gameName.includes('Tien Len'));
    expect(tienLen.length).toBeGreaterThan(0);
    expect(tienLen.every((g) => g.engine === 'tien-len' && !g.maintenance)).toBe(true);
    // A table title publishes its best bet's return; Tiến Lên, played between players, none.
    expect(tienLen.every((g) => g.rtp === null)).toBe(true);
    const rtpOf = (engine: string) => new Set(house.filter((g) => g.engine === engine).map((g) => g.rtp));
    expect(
      ['baccarat', 'baccarat-no-commission', 'roulette', 'sicbo', 'dragon-tiger'].flatMap((e) => [
        ...rtpOf(e),
      ]),
    ).toEqual(['98.94', '98.76', '97.30', '97.22', '96.27']);
    // The no-commission table has its own titles.
    const noCommission = house.filter((g) => g.engine === 'baccarat-no-commission');
    expect(noCommission.length).toBeGreaterThan(0);
    expect(noCommission.every((g) => g.gameName.includes('No Commission Baccarat') && !g.maintenance)).toBe(
      true,
    );
    // The house's table vendors list only games the house runs: every one of their titles plays.
    const houseTables = house.filter((g) => g.gameType === 'LIVE' || g.gameType === 'PVP');
    expect(houseTables.length).toBeGreaterThan(10);
    expect(houseTables.filter((g) => g.maintenance).map((g) => g.gameName)).toEqual([]);
    // A LIVE title is the game its name says.
    expect(house.filter((g) => g.engine === 'blackjack').every((g) => g.gameName.includes('Blackjack'))).toBe(
      true,
    );
    expect(thirdParty.filter((g) => g.engine === 'tien-len').every((g) => g.maintenance)).toBe(true);
    expect(
      house.filter((g) => g.engine === LOTTERY_FAMILY).map((g) => [g.gameCode, g.gameName, g.isGame]),
    ).toEqual(LOTTERY_TITLES.LWLOTTO!.map((key, n) => [`LWLOTTO-000${n}`, lotteryGame(key)!.name, true]));
    // A playable title publishes its engine's RTP (a slot title its model's); a lottery title none
    // (each of its products publishes its own).
    const engined = thirdParty.filter((t) => !t.maintenance && houseEngine(t.engine!));
    for (const g of engined.slice(0, 50)) {
      const engine = houseEngine(g.engine!)!;
      expect(g.rtp).toBe(engine.rtp(engine.config(undefined, { gameCode: g.gameCode, jackpot: g.jackpot })));
    }
    expect(thirdParty.filter((g) => g.engine === LOTTERY_FAMILY).every((g) => g.rtp === null)).toBe(true);
    // Every kind has titles that play: lottery (ELOTT), blackjack titles (LIVE and PVP), whose engine
    // is the house's (ADR 085), the arenas, the rooms and the book (SPORTS and ESPORTS, ADR 089).
    const open = new Set(thirdParty.filter((g) => !g.maintenance).map((g) => g.gameType));
    expect(open).toEqual(
      new Set(['RNG', 'JL', 'ELOTT', 'LIVE', 'PVP', 'COCKFIGHT', 'FISH', 'SPORTS', 'ESPORTS']),
    );
    // Every sports and e-sports title opens the book and publishes its margin's return.
    const books = [...house, ...thirdParty].filter(
      (g) => g.gameType === 'SPORTS' || g.gameType === 'ESPORTS',
    );
    expect(books.length).toBeGreaterThan(10);
    expect(books.every((g) => g.engine === SPORTSBOOK_FAMILY && !g.maintenance && g.rtp === '95.00')).toBe(
      true,
    );
    // Every fishing title (the house's and Ocean King's) plays in the rooms at its best weapon's return.
    const fishing = [...house, ...thirdParty].filter((g) => g.gameType === 'FISH');
    expect(fishing.length).toBeGreaterThan(10);
    expect(fishing.every((g) => g.engine === FISHING_FAMILY && !g.maintenance && g.rtp === '97.00')).toBe(
      true,
    );
    // Every cockfight title (DS88's and DIG's) plays at the arenas and publishes their return.
    const cockfight = thirdParty.filter((g) => g.gameType === 'COCKFIGHT');
    expect(cockfight.length).toBe(6);
    expect(cockfight.every((g) => g.engine === COCKFIGHT_FAMILY && !g.maintenance && g.rtp === '95.00')).toBe(
      true,
    );
    const cardsOpen = thirdParty.filter((g) => !g.maintenance && ['LIVE', 'PVP'].includes(g.gameType));
    expect(cardsOpen.every((g) => g.engine === 'blackjack')).toBe(true);
  });

  it("opens a non-aggregated brand's third-party games with no engine (the transfer-mode stand-in's, ADR 036)", () => {
    const a = catalogueOf(lw.vendors, demoCatalogueSize('LW'));
    const thirdParty = a.filter((g) => !HOUSE_VENDORS.includes(g.vassalage));
    expect(thirdParty.every((g) => !g.maintenance && g.engine === null)).toBe(true);
  });

  it('puts every game under maintenance on a brand whose third-party games cannot settle', () => {
    const jade = DEMO_BRANDS.find((b) => b.code === 'JDG')!;
    const a = catalogueOf(jade.vendors, demoCatalogueSize('JDG'), { thirdPartyPlayable: false });
    expect(a.every((g) => g.maintenance)).toBe(true);
  });

  it('names and icons come from the code alone', () => {
    const game = catalogueGame('NOVA', 'RNG', 42);
    expect(game.iconUrl).toBe('/img/games/RNG/NOVA-0042.svg');
    const svg = gameIconSvg('RNG', 'NOVA-0042.svg')!;
    for (const word of game.gameName.split(' ')) expect(svg).toContain(word.replace('&', '&amp;'));
    expect(gameIconSvg('NOPE', 'NOVA-0042.svg')).toBeUndefined();
    expect(gameIconSvg('RNG', '../etc/passwd')).toBeUndefined();
  });
});
