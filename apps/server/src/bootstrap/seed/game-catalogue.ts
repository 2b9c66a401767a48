import { channelTriple } from './games';
import { CARD_GAMES, FISH_NOUNS, FISH_PREFIXES, PLAIN_GAMES, SLOT_EDITIONS, SLOT_NOUNS, SLOT_PREFIXES, type Triple } from './game-names';

/**
 * The demo game catalogue, generated deterministically (same input, same
 * rows): 117 games over the 7 types and their channels, and
 * 534 sub-games in the lobbies of types 5, 6 and 7.
 */
export interface SeedGame {
  code: string;
  type: number;
  channel: string;
  names: Triple;
  status: 0 | 1 | 2;
  isTesting: boolean;
  isHot: boolean;
  hotLevel: number | null;
  subGameOpen: boolean;
  sort: number;
}

export interface SeedSubGame {
  code: string;
  gameCode: string;
  names: Triple;
  subType: string;
  properties: string[];
  sort: number;
}

/** The games the README and the tests name. */
export const DEMO_GAMES = {
  /** Status 2 with a window around now (refreshed on every start). */
  maintenance: 'AE_LIVE',
  /** Open, maintenance starting 60-180 s ahead at any moment (rolling window, see services/games/rows.ts). */
  upcoming: 'TC_SSC',
  /** Status 0: never listed, cannot be launched. */
  hidden: 'VR_LEGACY',
  /** isTesting: listed only for a testing host. */
  testing: ['PG_BETA', 'IM_LOL', 'JL_BETA'],
  /** The DB channel's games (1 : 0.2 points), no sub-games. */
  dbCards: 'DB_CARDS',
  dbFishing: 'DB_FISHING',
  /** A lobby with open sub-games. */
  withSubGames: 'KT_SLOTS',
  /** A plain game that launches directly. */
  plain: 'SPX_SPORTS',
} as const;

const SUB_GAME_COUNTS: Record<string, number> = { KT: 150, PG: 120, JDB: 100, RSG: 80 };
const SLOT_CHANNELS = ['KT', 'PG', 'JDB', 'RSG'] as const;
const COMBOS = SLOT_PREFIXES.length * SLOT_NOUNS.length * SLOT_EDITIONS.length;

function join(parts: Triple[]): Triple {
  const tw = parts.map((p) => p[0]).join('');
  const en = parts
    .map((p) => p[1])
    .filter(Boolean)
    .join(' ');
  const th = parts.map((p) => p[2]).join('');
  return [tw, en, th];
}

/** The n-th slot title of a channel (a bijection over the 600 combinations for each channel). */
export function slotName(channelIndex: number, n: number): Triple {
  const combo = (n * 37 + channelIndex * 97) % COMBOS;
  const prefix = SLOT_PREFIXES[combo % SLOT_PREFIXES.length] as Triple;
  const noun = SLOT_NOUNS[Math.floor(combo / SLOT_PREFIXES.length) % SLOT_NOUNS.length] as Triple;
  const edition = SLOT_EDITIONS[Math.floor(combo / (SLOT_PREFIXES.length * SLOT_NOUNS.length))] as Triple;
  const [tw, en, th] = join([prefix, noun]);
  return [`${tw}${edition[0]}`, `${en}${edition[1]}`, `${th}${edition[2]}`];
}

function slotProperties(i: number, withJackpot: boolean): string[] {
  const props: string[] = [];
  if (i % 7 === 0) props.push('hot');
  if (i % 5 === 1) props.push('new');
  if (withJackpot && i % 11 === 3) props.push('jackpot');
  return props;
}

function game(code: string, type: number, channel: string, names: Triple, sort: number, extra: Partial<SeedGame> = {}): SeedGame {
  return { code, type, channel, names, status: 1, isTesting: false, isHot: false, hotLevel: null, subGameOpen: false, sort, ...extra };
}

function pad(n: number): string {
  return String(n).padStart(4, '0');
}

export function demoCatalogue(): { games: SeedGame[]; subGames: SeedSubGame[] } {
  const games: SeedGame[] = [];
  const subGames: SeedSubGame[] = [];

  for (const [typeKey, list] of Object.entries(PLAIN_GAMES)) {
    list.forEach(([channel, suffix, names], i) => games.push(game(`${channel}_${suffix}`, Number(typeKey), channel, names ?? channelTriple(channel), i + 1)));
  }

  // 5 chess & cards: two lobbies with the card games, a plain game, the DB cards game.
  // A platform's lobby is called by the platform's name (games.ts CHANNEL_NAMES, also its wallet's).
  for (const channel of ['KY', 'LK']) {
    games.push(game(`${channel}_CARDS`, 5, channel, channelTriple(channel), 1, { subGameOpen: true }));
    CARD_GAMES.forEach(([sub, subType], i) =>
      subGames.push({ code: `${channel}-${pad(i + 1)}`, gameCode: `${channel}_CARDS`, names: sub, subType, properties: slotProperties(i, false), sort: i + 1 }),
    );
  }
  games.push(game('KY_BULL', 5, 'KY', ['開元搶莊牛牛', 'KaiYuan Bull Bull', 'ไคหยวนวัวกระทิง'], 2));
  games.push(game('LK_TEXAS', 5, 'LK', ['樂快德州撲克', "Lucky Texas Hold'em", 'ลัคกี้เท็กซัสโฮลเดม'], 2));
  games.push(game(DEMO_GAMES.dbCards, 5, 'DB', ['DB 棋牌', 'DB Cards', 'DB การ์ด'], 1));

  // 6 slots: a lobby per channel with many titles, and twenty featured titles of its own.
  SLOT_CHANNELS.forEach((channel, ci) => {
    const lobby = `${channel}_SLOTS`;
    games.push(game(lobby, 6, channel, channelTriple(channel), 1, { subGameOpen: true }));
    const count = SUB_GAME_COUNTS[channel] ?? 50;
    for (let i = 0; i < count; i++) {
      const subType = i % 10 < 7 ? 'slot' : i % 10 < 9 ? 'arcade' : 'table';
      subGames.push({ code: `${channel}-${pad(i + 1)}`, gameCode: lobby, names: slotName(ci, i), subType, properties: slotProperties(i, true), sort: i + 1 });
    }
    for (let j = 0; j < 20; j++) games.push(game(`${channel}_S${pad(j + 1)}`, 6, channel, slotName(ci, COMBOS - 1 - j), j + 2));
  });
  games.push(game('PG_BETA', 6, 'PG', ['PG 新作搶先玩', 'PG Preview Slot', 'PG สล็อตทดลอง'], 99, { isTesting: true }));

  // 7 fishing: a lobby per channel with 24 titles, the DB fishing game and a testing one.
  (['FG', 'JL'] as const).forEach((channel, ci) => {
    const lobby = `${channel}_FISHING`;
    games.push(game(lobby, 7, channel, channelTriple(channel), 1, { subGameOpen: true }));
    const total = FISH_PREFIXES.length * FISH_NOUNS.length;
    for (let i = 0; i < total; i++) {
      // Each channel walks the same titles in its own order.
      const k = (i * 5 + ci * 7) % total;
      const names = join([FISH_PREFIXES[k % FISH_PREFIXES.length] as Triple, FISH_NOUNS[Math.floor(k / FISH_PREFIXES.length)] as Triple]);
      subGames.push({ code: `${channel}-${pad(i + 1)}`, gameCode: lobby, names, subType: 'fishing', properties: slotProperties(i + ci, true), sort: i + 1 });
    }
  });
  games.push(game(DEMO_GAMES.dbFishing, 7, 'DB', ['DB 捕魚', 'DB Fishing', 'DB ยิงปลา'], 1));
  games.push(game('JL_BETA', 7, 'JL', ['JL 捕魚測試版', 'JL Fishing Beta', 'JL ยิงปลาเบต้า'], 99, { isTesting: true }));

  for (const g of games) {
    if (g.code === DEMO_GAMES.maintenance) g.status = 2;
    if (g.code === DEMO_GAMES.hidden) g.status = 0;
    if (g.code === 'IM_LOL') g.isTesting = true;
  }
  markHot(games);
  return { games, subGames };
}

/** In each type the first open games by sort are hot; hot levels are shuffled so the order is not the sort. */
function markHot(games: SeedGame[]): void {
  const byType = new Map<number, SeedGame[]>();
  for (const g of games) if (g.status === 1 && !g.isTesting) byType.set(g.type, [...(byType.get(g.type) ?? []), g]);
  for (const list of byType.values()) {
    const hot = [...list].sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code)).slice(0, Math.min(7, list.length));
    hot.forEach((g, i) => {
      g.isHot = true;
      g.hotLevel = i % 2 === 0 ? i / 2 + 1 : hot.length - (i - 1) / 2;
    });
  }
}
