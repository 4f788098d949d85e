/**
 * The demo catalogue (issue 5, docs/decisions/024-game-catalogue.md): ≥ 10,000 games over the demo
 * brand's vendors, every one a pure function of (category, vendor, index) — name, code, sub-category,
 * tags, RTP, engine — so the seed is deterministic and the icon route can draw any game's icon from
 * its URL alone, without the database. Which games can start is docs/decisions/026-demo-playable-games.md
 * and 045-demo-game-aggregator.md: every title records the engine family of its kind and waits for
 * it under `maintenance`; the house provider plays its own vendors' titles and, on the demo brand
 * that aggregates them (Luckwell), the third-party vendor records' titles too, under their vendor.
 */
import { createHash } from 'node:crypto';
import type { TSubCategory } from '@luckwell/contracts/games/catalogue';
import { regroupCategory } from '@luckwell/contracts/games/catalogue';
import { GameCategory, type TGameCategory } from '@luckwell/contracts/games/game-menus';
import { COCKFIGHT_FAMILY, COCKFIGHT_RTP } from '@luckwell/games/cockfight/titles';
import { FISHING_FAMILY, FISHING_RTP } from '@luckwell/games/fishing/titles';
import { houseEngine } from '@luckwell/games/house-engines';
import { LOTTERY_FAMILY, LOTTERY_TITLES, lotteryGameOfTitle } from '@luckwell/games/lottery/games';
import { SPORTSBOOK_FAMILY, SPORTSBOOK_RTP } from '@luckwell/games/sportsbook/titles';
import { and, count, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { games } from './game.table.ts';

/**
 * The house game provider's vendors (DESIGN.md §1, §5): their games are themes and configurations
 * of our own engines (`packages/games`, issue 6), so each records its engine and stays under
 * maintenance until that engine is built. Every other vendor record stands for a third-party
 * provider, whose games have no engine of ours.
 */
export const HOUSE_VENDORS: readonly string[] = ['LW', 'LWLIVE', 'LWFISH', 'LWSB', 'LWCARD', 'LWLOTTO'];
export const isHouseVendor = (vassalage: string) => HOUSE_VENDORS.includes(vassalage.toUpperCase());

/**
 * Can a demo brand's third-party games start? Luckwell's (single wallet) through the demo game
 * aggregator, the house engines signing with each vendor's seeded secret (`demo-seamless.ts`, ADR
 * 045); Jade Dragon's (transfer wallets) through the transfer-mode test vendor, which plays against
 * the simulated vendor's own balance (ADR 036).
 */
export const demoThirdPartyPlayable = (merchantCode: string) =>
  merchantCode === 'LW' || merchantCode === 'JDG';

/**
 * Does the demo aggregate a brand's third-party titles (ADR 045)? Where the house engines can play
 * them over the seamless protocol with the vendor's secret: Luckwell. Its third-party titles record
 * the engine family of their kind, as house titles do, and those of kinds without an engine wait
 * under maintenance.
 */
export const demoAggregated = (merchantCode: string) => merchantCode === 'LW';

/** Games per vendor by category: lobby-style categories have few entries, slots and fishing many. */
const WEIGHT: Record<TGameCategory, number> = {
  SPORTS: 0,
  ESPORTS: 0,
  COCKFIGHT: 0,
  LOTT: 0,
  ELOTT: 0,
  RNG: 10,
  JL: 8,
  FISH: 2,
  LIVE: 2,
  PVP: 2,
};
/** Lobby entries for the categories with no weight. */
const LOBBY_GAMES = 3;

const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mighty',
  'Mystic',
  'Royal',
  'Jade',
  'Crimson',
  'Imperial',
  'Wild',
  'Sacred',
  'Blazing',
  'Silver',
  'Eternal',
  'Hidden',
  'Thunder',
  'Neon',
  'Frozen',
  'Ancient',
  'Cosmic',
  'Midnight',
  'Emerald',
  'Fiery',
  'Shining',
  'Secret',
  'Savage',
  'Celestial',
  'Jolly',
  'Rich',
  'Magic',
  'Grand',
];
const SUBJECTS = [
  'Dragon',
  'Tiger',
  'Phoenix',
  'Koi',
  'Lotus',
  'Panda',
  'Empress',
  'Samurai',
  'Pharaoh',
  'Buffalo',
  'Wolf',
  'Pirate',
  'Genie',
  'Monkey King',
  'Fortune Cat',
  'Dynasty',
  'Temple',
  'Pearl',
  'Viking',
  'Aztec',
  'Gems',
  'Fruits',
  'Sevens',
  'Bonanza',
  'Carnival',
  'Riches',
  'Legend',
  'Festival',
  'Jungle',
  'Ocean',
];
const SUFFIXES = [
  '',
  ' Deluxe',
  ' Megaways',
  ' Hold & Win',
  ' Rising',
  ' 2',
  ' Xmas',
  ' Link',
  ' Blitz',
  ' Gold',
];
const TABLES: Record<string, string[]> = {
  LIVE: [
    'Baccarat',
    'Speed Baccarat',
    'Roulette',
    'Sic Bo',
    'Dragon Tiger',
    'Blackjack',
    'Fan Tan',
    'Xoc Dia',
  ],
  PVP: ['Tien Len', 'Mau Binh', 'Poker', 'Sam Loc', 'Blackjack', 'Teen Patti', 'Rummy', 'Pai Gow'],
  FISH: ['Fishing', 'Fish Hunter', 'Ocean Hunt', 'Shark Strike', 'Mermaid Catch', 'Deep Sea'],
};
const LOBBY_NAMES: Partial<Record<TGameCategory, string[]>> = {
  SPORTS: ['Sportsbook', 'Virtual Football', 'In-Play'],
  ESPORTS: ['eSports Lobby', 'League of Legends', 'Dota 2'],
  COCKFIGHT: ['Sabong Arena', 'Live Cockfight', 'Derby'],
  LOTT: ['Lotto', 'Keno', 'Quick 3D'],
  ELOTT: ['Lottery Lobby', 'Mega 6/45', 'Power 6/55'],
};
/**
 * House engine families, by category: many themes share one engine with its own configuration.
 * RNG and JL are the families issue 6 builds (docs/decisions/031-house-game-provider.md).
 */
const ISSUE_6_FAMILIES = ['slot-5x3', 'dice', 'plinko', 'mines', 'hilo', 'crash'];
const ENGINES: Record<TGameCategory, string[]> = {
  RNG: ISSUE_6_FAMILIES,
  JL: ISSUE_6_FAMILIES,
  FISH: ['fish-shooter'],
  // A LIVE or PVP title's family is the game its name says (`TABLE_FAMILIES`).
  LIVE: [
    'baccarat',
    'roulette',
    'sicbo',
    'dragon-tiger',
    'blackjack',
    'fan-tan',
    'xoc-dia',
    'baccarat-no-commission',
  ],
  PVP: ['card-pvp', 'tien-len', 'blackjack'],
  SPORTS: ['sportsbook'],
  ESPORTS: ['sportsbook'],
  COCKFIGHT: ['cockfight'],
  LOTT: ['lotto'],
  ELOTT: ['lotto'],
};
const SUBS: TSubCategory[] = ['SC', 'JP', 'TG', 'AC'];
/**
 * The LIVE engine families the house's live tables play (ADR 082, `LIVE_TITLE_TABLES` of the live
 * service): a house title of one of them opens its table's page; blackjack has no table yet.
 */
const LIVE_TABLE_FAMILIES: readonly string[] = [
  'baccarat',
  'baccarat-no-commission',
  'dragon-tiger',
  'sicbo',
  'roulette',
];
/**
 * LIVE and PVP titles are the game their name says (their `TABLES` entry): a baccarat title opens the
 * baccarat table, Tiến Lên the house's card table (ADR 084, `CARD_TITLE_TABLES`), blackjack the house
 * engine (ADR 085); games without an engine (fan tan, xóc đĩa, the other card games) wait under
 * maintenance.
 */
const TABLE_FAMILIES: Partial<Record<TGameCategory, Readonly<Record<string, string>>>> = {
  LIVE: {
    Baccarat: 'baccarat',
    'Speed Baccarat': 'baccarat',
    'No Commission Baccarat': 'baccarat-no-commission',
    Roulette: 'roulette',
    'Sic Bo': 'sicbo',
    'Dragon Tiger': 'dragon-tiger',
    Blackjack: 'blackjack',
    'Fan Tan': 'fan-tan',
    'Xoc Dia': 'xoc-dia',
  },
  PVP: { 'Tien Len': 'tien-len', Blackjack: 'blackjack' },
};
const CARD_TABLE_FAMILIES: readonly string[] = ['tien-len'];
/**
 * The house's own table vendors list the games the house runs (LW Live: baccarat with and without
 * commission, roulette, sic bo, dragon tiger, blackjack; LW Cards: Tiến Lên and blackjack), so every title of theirs plays; other
 * vendors' lists (`TABLES`) keep games the house has no engine for, under maintenance.
 */
const HOUSE_TABLES: Partial<Record<TGameCategory, string[]>> = {
  LIVE: ['Baccarat', 'No Commission Baccarat', 'Roulette', 'Sic Bo', 'Dragon Tiger', 'Blackjack'],
  PVP: ['Tien Len', 'Blackjack'],
};
const tablesOf = (vassalage: string, gameType: TGameCategory) =>
  (isHouseVendor(vassalage) ? HOUSE_TABLES[gameType] : undefined) ?? TABLES[gameType];
/**
 * What a table title publishes as its RTP: its best bet's return (docs/live-tables-maths.md: the
 * banker, dragon or tiger, small or big, any roulette bet); none for Tiến Lên, where players play
 * each other and the house only rakes.
 */
const TABLE_RTP: Readonly<Record<string, string | null>> = {
  baccarat: '98.94',
  // Its best bet is the player's (1.24 % edge); the banker's pays 1:2 on a six (1.46 %).
  'baccarat-no-commission': '98.76',
  'dragon-tiger': '96.27',
  sicbo: '97.22',
  roulette: '97.30',
  'tien-len': null,
};

/** A stable 32-bit number per string: the seed's only source of variety (no Math.random). */
const hash = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);
const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T;

export type CatalogueGame = {
  vassalage: string;
  /** The list order: a vendor's n-th game sits beside the other vendors' n-th games. */
  sort?: number;
  gameType: TGameCategory;
  gameCode: string;
  gameName: string;
  iconUrl: string;
  isGame: boolean;
  subCategory: TSubCategory | null;
  hot: boolean;
  isNew: boolean;
  jackpot: boolean;
  rtp: string | null;
  /** The house engine family; null for a third-party vendor's game. */
  engine: string | null;
  maintenance: boolean;
};

export const gameCodeOf = (vassalage: string, index: number) =>
  `${vassalage}-${String(index).padStart(4, '0')}`;

/**
 * Everything about one catalogue game, from where it sits. `aggregated`: a third-party title gets the
 * engine family of its kind as a house title does (the demo aggregator plays it, ADR 045).
 */
export const catalogueGame = (
  vassalage: string,
  gameType: TGameCategory,
  index: number,
  { aggregated = false }: { aggregated?: boolean } = {},
): CatalogueGame => {
  const gameCode = gameCodeOf(vassalage, index);
  const h = hash(gameCode);
  // A lottery vendor's titles are its lottery games (issue 20): real games, not lobby entries.
  const lottery = LOTTERY_TITLES[vassalage.toUpperCase()]
    ? lotteryGameOfTitle(vassalage, gameCode)
    : undefined;
  const lobby = lottery ? undefined : LOBBY_NAMES[gameType];
  const tables = tablesOf(vassalage, gameType);
  let gameName: string;
  if (lottery) gameName = lottery.name;
  else if (lobby) gameName = `${pick(lobby, index)}${index >= lobby.length ? ` ${index + 1}` : ''}`;
  else if (tables) {
    const table = tables;
    gameName = `${pick(ADJECTIVES, h >>> 8)} ${pick(table, index)}${index >= table.length ? ` ${Math.floor(index / table.length) + 1}` : ''}`;
  } else {
    // Index order walks subjects first, so a vendor's first games are all different themes.
    const subject = pick(SUBJECTS, index + (h % 7));
    const adjective = pick(ADJECTIVES, Math.floor(index / SUBJECTS.length) + (h % 11));
    const round = Math.floor(index / (SUBJECTS.length * ADJECTIVES.length));
    gameName = `${adjective} ${subject}${pick(SUFFIXES, h >>> 4)}${round > 0 ? ` ${round + 1}` : ''}`;
  }
  const slots = gameType === 'RNG' || gameType === 'JL';
  const subCategory = slots && h % 5 !== 0 ? pick(SUBS, h >>> 12) : null;
  const jackpot = subCategory === 'JP' || (slots && h % 17 === 0);
  const byName = TABLE_FAMILIES[gameType];
  const kindFamily = byName
    ? (byName[pick(tables!, index)] ?? pick(ENGINES[gameType], 0))
    : pick(ENGINES[gameType], h >>> 16);
  const family = isHouseVendor(vassalage) || aggregated ? kindFamily : null;
  // A game whose engine is built publishes its engine's RTP (a slot title: its math model's).
  const engine = family ? houseEngine(family) : undefined;
  return {
    vassalage,
    gameType,
    gameCode,
    gameName,
    iconUrl: `/img/games/${gameType}/${gameCode}.svg`,
    isGame: !lobby,
    subCategory,
    hot: h % 23 === 0 || index < 2,
    isNew: h % 19 === 0,
    jackpot,
    rtp:
      family === COCKFIGHT_FAMILY
        ? COCKFIGHT_RTP
        : family === FISHING_FAMILY
          ? FISHING_RTP
          : family === SPORTSBOOK_FAMILY
            ? SPORTSBOOK_RTP
            : lobby || lottery
              ? null
              : engine
                ? engine.rtp(engine.config(undefined, { gameCode, jackpot }))
                : family && family in TABLE_RTP
                  ? (TABLE_RTP[family] ?? null)
                  : (94 + (h % 400) / 100).toFixed(2),
    engine: family,
    // A game of a kind waits for its engine; a third-party game no one plays launches where the brand allows it.
    maintenance:
      family !== null &&
      !engine &&
      family !== LOTTERY_FAMILY &&
      // Cockfight titles (third-party arenas' names on an aggregated brand) play at the house's arenas.
      family !== COCKFIGHT_FAMILY &&
      // Fishing titles (the house's and an aggregated brand's third-party ones) play in the rooms.
      family !== FISHING_FAMILY &&
      // Sportsbook titles (LWSB, and an aggregated brand's sports and e-sports ones) open the house book.
      family !== SPORTSBOOK_FAMILY &&
      !(isHouseVendor(vassalage) && LIVE_TABLE_FAMILIES.includes(family)) &&
      !(isHouseVendor(vassalage) && CARD_TABLE_FAMILIES.includes(family)),
  };
};

/**
 * The games of a brand's vendors, `total` spread by category weight (lobby categories get a few
 * each). `thirdPartyPlayable` false puts the third-party games under maintenance too; `aggregated`
 * gives them the engine family of their kind (`catalogueGame`).
 */
export const catalogueOf = (
  vendorList: { vassalage: string; gameType: string }[],
  total: number,
  {
    thirdPartyPlayable = true,
    aggregated = false,
  }: { thirdPartyPlayable?: boolean; aggregated?: boolean } = {},
) => {
  const placed = vendorList.flatMap((v) => {
    const parsed = GameCategory.safeParse(v.gameType);
    return parsed.success
      ? [{ vassalage: v.vassalage, gameType: regroupCategory(v.vassalage, parsed.data) }]
      : [];
  });
  const lobbies = placed.filter((v) => WEIGHT[v.gameType] === 0);
  const weighted = placed.filter((v) => WEIGHT[v.gameType] > 0);
  const weightSum = weighted.reduce((sum, v) => sum + WEIGHT[v.gameType], 0);
  const lobbyGames = (v: { vassalage: string }) =>
    LOTTERY_TITLES[v.vassalage.toUpperCase()]?.length ?? LOBBY_GAMES;
  const left = Math.max(0, total - lobbies.reduce((sum, v) => sum + lobbyGames(v), 0));
  const out: Required<CatalogueGame>[] = [];
  const at = (position: number, n: number) => n * 64 + position;
  const game = (v: { vassalage: string; gameType: TGameCategory }, n: number, sort: number) => {
    const g = catalogueGame(v.vassalage, v.gameType, n, { aggregated });
    return { ...g, maintenance: g.maintenance || !thirdPartyPlayable, sort };
  };
  lobbies.forEach((v, position) => {
    for (let n = 0; n < lobbyGames(v); n++) out.push(game(v, n, at(position, n)));
  });
  let given = 0;
  weighted.forEach((v, i) => {
    const share =
      i === weighted.length - 1 ? left - given : Math.floor((left * WEIGHT[v.gameType]) / weightSum);
    given += share;
    for (let n = 0; n < share; n++) out.push(game(v, n, at(i, n)));
  });
  return out;
};

const BATCH = 2000;

/**
 * A demo database seeded before ADR 026 gave every game an engine and put it under maintenance.
 * Third-party games still carrying an engine are from that seed (ours are written with none): they
 * lose it and open as the brand allows, once; an operator's later maintenance flag is left alone.
 */
const upgradeThirdPartyGames = async (db: Database, merchantId: number, thirdPartyPlayable: boolean) => {
  await db
    .update(games)
    .set({ engine: null, maintenance: !thirdPartyPlayable })
    .where(
      and(
        eq(games.merchantId, merchantId),
        notInArray(games.vassalage, [...HOUSE_VENDORS]),
        isNotNull(games.engine),
      ),
    );
};

/**
 * A demo database seeded before ADR 045 gave an aggregated brand's third-party titles no engine (or,
 * seeded before ADR 026, families that were never built): each seed-made title gets the family of its
 * kind from the catalogue, its engine's RTP where that is built, and maintenance when it is not. A
 * title an operator had closed stays closed. Runs once in effect: afterwards every seed-made title
 * carries a family of the catalogue, and only titles an operator added (codes of their own) are read.
 */
const aggregateThirdPartyGames = async (db: Database, merchantId: number) => {
  const families = [...new Set(Object.values(ENGINES).flat())];
  const stale = await db
    .select({
      vassalage: games.vassalage,
      gameType: games.gameType,
      gameCode: games.gameCode,
      engine: games.engine,
      maintenance: games.maintenance,
      rtp: games.rtp,
    })
    .from(games)
    .where(
      and(
        eq(games.merchantId, merchantId),
        notInArray(games.vassalage, [...HOUSE_VENDORS]),
        or(isNull(games.engine), notInArray(games.engine, families)),
      ),
    );
  const rows = stale.flatMap((g) => {
    const category = GameCategory.safeParse(g.gameType);
    const index = Number(g.gameCode.slice(g.gameCode.lastIndexOf('-') + 1));
    if (!category.success || !Number.isInteger(index) || gameCodeOf(g.vassalage, index) !== g.gameCode)
      return [];
    const fresh = catalogueGame(g.vassalage, category.data, index, { aggregated: true });
    const built = fresh.engine !== null && !fresh.maintenance;
    return [
      {
        gameCode: g.gameCode,
        engine: fresh.engine,
        // Open before (ADR 026) unless an operator closed it; a pre-026 engine meant the seed closed it.
        maintenance: fresh.maintenance || (g.engine === null && g.maintenance),
        rtp: built ? fresh.rtp : g.rtp,
      },
    ];
  });
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.execute(sql`
      update ${games} set engine = x.engine, maintenance = x.maintenance, rtp = x.rtp::numeric
      from json_to_recordset(${JSON.stringify(rows.slice(start, start + BATCH))}::json)
        as x("gameCode" text, engine text, maintenance boolean, rtp text)
      where ${games.merchantId} = ${merchantId} and ${games.gameCode} = x."gameCode"`);
  }
};

/**
 * A demo database seeded before issue 6 gave its RNG and JL house games engine families that were
 * never built (`slot-5x4-ways`, `scratch`, …), and one seeded before ADR 084 gave its LIVE and PVP
 * titles families that did not match their names (`card-pvp` for every card game). Each house title
 * of those categories whose family is not the catalogue's gets the catalogue's, with its maintenance
 * anew (once: afterwards every family matches).
 */
const upgradeHouseGames = async (db: Database, merchantId: number, playable: boolean) => {
  const house = await db
    .select({
      vassalage: games.vassalage,
      gameType: games.gameType,
      gameCode: games.gameCode,
      engine: games.engine,
    })
    .from(games)
    .where(
      and(
        eq(games.merchantId, merchantId),
        inArray(games.vassalage, [...HOUSE_VENDORS]),
        inArray(games.gameType, ['RNG', 'JL', 'LIVE', 'PVP']),
      ),
    );
  const rows = house.flatMap((g) => {
    const index = Number(g.gameCode.slice(g.gameCode.lastIndexOf('-') + 1));
    if (!Number.isInteger(index) || gameCodeOf(g.vassalage, index) !== g.gameCode) return [];
    const fresh = catalogueGame(g.vassalage, g.gameType as TGameCategory, index);
    // Only titles whose family changed (a PVP title seeded before its table existed, ADR 084; a
    // house "Speed Baccarat" become the no-commission table's title, ADR 086): a LIVE or PVP title
    // takes the name of its game too.
    if (g.engine === fresh.engine) return [];
    const named = g.gameType === 'LIVE' || g.gameType === 'PVP';
    return [
      {
        gameCode: g.gameCode,
        engine: fresh.engine,
        maintenance: fresh.maintenance || !playable,
        gameName: named ? fresh.gameName : null,
      },
    ];
  });
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.execute(sql`
      update ${games} set engine = x.engine, maintenance = x.maintenance,
        game_name = coalesce(x."gameName", ${games.gameName})
      from json_to_recordset(${JSON.stringify(rows.slice(start, start + BATCH))}::json)
        as x("gameCode" text, engine text, maintenance boolean, "gameName" text)
      where ${games.merchantId} = ${merchantId} and ${games.gameCode} = x."gameCode"`);
  }
};

/**
 * A demo database seeded before the arenas (ADR 087) holds its cockfight titles under maintenance
 * with no return: each opens (as the brand allows third-party games) and publishes the arenas'
 * return, once — afterwards every one carries its return, and an operator's later flag stays.
 */
const openCockfightTitles = async (db: Database, merchantId: number, playable: boolean) => {
  await db
    .update(games)
    .set({ maintenance: !playable, rtp: COCKFIGHT_RTP })
    .where(and(eq(games.merchantId, merchantId), eq(games.engine, COCKFIGHT_FAMILY), isNull(games.rtp)));
};

/**
 * A demo database seeded before the fishing rooms (ADR 088) holds its fishing titles under
 * maintenance with a made-up return: each opens (as the brand allows third-party games) and
 * publishes its best weapon's return, once — afterwards every one carries it, and an operator's later
 * flag stays.
 */
const openFishingTitles = async (db: Database, merchantId: number, playable: boolean) => {
  await db
    .update(games)
    .set({ maintenance: !playable, rtp: FISHING_RTP })
    .where(
      and(
        eq(games.merchantId, merchantId),
        eq(games.engine, FISHING_FAMILY),
        or(isNull(games.rtp), ne(games.rtp, FISHING_RTP)),
      ),
    );
};

/**
 * A demo database seeded before the sportsbook (ADR 089) holds its sportsbook titles under
 * maintenance with no return: each opens (the house's always, a third party's as the brand allows)
 * and publishes the book's return, once — afterwards every one carries it, and an operator's later
 * flag stays.
 */
const openSportsbookTitles = async (db: Database, merchantId: number, playable: boolean) => {
  const stale = and(eq(games.merchantId, merchantId), eq(games.engine, SPORTSBOOK_FAMILY), isNull(games.rtp));
  await db
    .update(games)
    .set({ maintenance: false, rtp: SPORTSBOOK_RTP })
    .where(and(stale, inArray(games.vassalage, [...HOUSE_VENDORS])));
  await db.update(games).set({ maintenance: !playable, rtp: SPORTSBOOK_RTP }).where(stale);
};

/** Games per demo brand: the main brand holds the ten thousand of issue 5, the others a sample. */
export const demoCatalogueSize = (merchantCode: string) => (merchantCode === 'LW' ? 10_000 : 1_200);

/**
 * Writes a brand's catalogue once. Idempotent: a brand that already has the games is left alone
 * (one count), and rows are found again by (merchant, vendor, game code) otherwise.
 */
export const seedDemoCatalogue = async (
  db: Database,
  merchantId: number,
  vendorList: { vassalage: string; gameType: string }[],
  total: number,
  {
    thirdPartyPlayable = true,
    aggregated = false,
  }: { thirdPartyPlayable?: boolean; aggregated?: boolean } = {},
) => {
  const [existing] = await db.select({ n: count() }).from(games).where(eq(games.merchantId, merchantId));
  if ((existing?.n ?? 0) >= total) {
    if (aggregated) await aggregateThirdPartyGames(db, merchantId);
    else await upgradeThirdPartyGames(db, merchantId, thirdPartyPlayable);
    await upgradeHouseGames(db, merchantId, thirdPartyPlayable);
    await openCockfightTitles(db, merchantId, thirdPartyPlayable);
    await openFishingTitles(db, merchantId, thirdPartyPlayable);
    await openSportsbookTitles(db, merchantId, thirdPartyPlayable);
    return;
  }
  const catalogue = catalogueOf(vendorList, total, { thirdPartyPlayable, aggregated });
  // One statement per batch with the rows as one JSON parameter: far cheaper to parse and bind than
  // 17 parameters per row (the seed runs on every test database and every first boot).
  for (let start = 0; start < catalogue.length; start += BATCH) {
    const rows = catalogue.slice(start, start + BATCH).map((g) => ({
      ...g,
      name_key: `${g.gameName} ${g.gameCode}`.toLowerCase(),
    }));
    await db.execute(sql`
      insert into ${games} (merchant_id, vassalage, game_type, game_code, game_name, name_key, icon_url,
        is_game, sub_category, hot, is_new, jackpot, rtp, engine, maintenance, sort)
      select ${merchantId}, x."vassalage", x."gameType", x."gameCode", x."gameName", x.name_key, x."iconUrl",
        x."isGame", x."subCategory", x.hot, x."isNew", x.jackpot, x.rtp::numeric, x.engine, x.maintenance, x.sort
      from json_to_recordset(${JSON.stringify(rows)}::json) as x("vassalage" text, "gameType" text,
        "gameCode" text, "gameName" text, name_key text, "iconUrl" text, "isGame" boolean,
        "subCategory" text, hot boolean, "isNew" boolean, jackpot boolean, rtp text, engine text,
        maintenance boolean, sort int)
      on conflict do nothing`);
  }
};
