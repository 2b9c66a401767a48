import * as z from 'zod/mini';
import { lazySchema } from '../lazy';
import { amountString } from './common';

/**
 * Shapes of the games area (SPEC 3 Game, Sub-game, Bet); the calls are in game.ts. Built on first use
 * (lazySchema): the web app's first screen imports them and parses none (issue 36).
 */

export const gameTypeNumber = z.number().check(z.int(), z.gte(1), z.lte(7));

export const channelItem = lazySchema(() => z.object({ code: z.string(), name: z.string() }));
export const codeName = lazySchema(() => z.object({ code: z.string(), name: z.string() }));

export const subGameCategoryDetail = lazySchema(() =>
  z.object({
    subGamePropertyList: z.array(codeName),
    gameChannelList: z.array(channelItem),
    subGameTypeList: z.array(codeName),
  }),
);

export const gameTypeItem = lazySchema(() =>
  z.object({
    type: gameTypeNumber,
    name: z.string(),
    sort: z.number(),
    subGameCategoryDetail,
  }),
);

/** 0 hidden (never listed), 1 open, 2 under maintenance (SPEC 3). */
export const gameStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const GAME_STATUS_OPEN = 1;

/** ISO-8601 UTC instant, or null when unknown. */
const instantOrNull = z.nullable(z.string());

/** SPEC 3 Game. Times are ISO-8601 UTC strings or null; images are URLs on our server. */
export const gameItem = lazySchema(() =>
  z.object({
    id: z.number(),
    gameCode: z.string(),
    gameType: gameTypeNumber,
    channelCode: z.string(),
    name: z.string(),
    icon: z.string(),
    gameStatus,
    isTesting: z.boolean(),
    isHot: z.boolean(),
    /** Lower is hotter (hot lists sort ascending); null when not ranked. */
    hotLevel: z.nullable(z.number()),
    /** Marked new (in the catalogue, or for the asking brand): a badge on the game's card. */
    isNew: z.boolean(),
    /** Always false for a visitor. */
    isFavorite: z.boolean(),
    /** True: the game is a lobby of sub-games; opening it goes to the Lobby. */
    isSubGameOpen: z.boolean(),
    /** Grey version of the icon, shown while the game is under maintenance. */
    logoGrayscale: z.string(),
    /** Picture shown on hover (pc). */
    pcHoverImg: z.string(),
    maintainStartTime: instantOrNull,
    maintainEndTime: instantOrNull,
    /** Window in which a notice is shown before/after maintenance (server's choice: 180 s each side). */
    maintainBufferStartTime: instantOrNull,
    maintainBufferEndTime: instantOrNull,
    /** Game points per main-wallet unit: 1, or 0.2 for the DB channel (500 main -> 100 points). */
    ratio: z.number(),
  }),
);
export type GameItem = z.infer<typeof gameItem>;

/** SPEC 3 Sub-game, with what is needed to favourite (id) and launch (gameCode + subGameCode) it. */
export const subGameItem = lazySchema(() =>
  z.object({
    id: z.number(),
    subGameCode: z.string(),
    subGameName: z.string(),
    subImg: z.string(),
    isFavorite: z.boolean(),
    /** The game (lobby) this sub-game belongs to. */
    gameCode: z.string(),
    gameType: gameTypeNumber,
    channelCode: z.string(),
    /** Code of its sub-game type (subGameTypeList). */
    subType: z.string(),
    /** Codes of its properties (subGamePropertyList), e.g. hot, new, jackpot. */
    property: z.array(z.string()),
  }),
);
export type SubGameItem = z.infer<typeof subGameItem>;

/** One favourite on the home page: a game, or a sub-game with the game that launches it. */
export const homeFavoriteItem = lazySchema(() =>
  z.object({
    kind: z.enum(['game', 'subGame']),
    favoritedAt: z.string(),
    game: gameItem,
    subGame: z.nullable(subGameItem),
  }),
);

export const launchUrl = lazySchema(() =>
  z.object({
    /** '/play/<gameCode>?launch=<one-time token>'; '' means nothing to launch (go to the Lobby). */
    url: z.string(),
  }),
);

export const searchResult = lazySchema(() => z.object({ gameList: z.array(gameItem), subGameList: z.array(subGameItem) }));

/** An entry of the game select list (bet-record filter). */
export const gameSelectItem = lazySchema(() =>
  z.object({
    gameCode: z.string(),
    gameName: z.string(),
    gameType: gameTypeNumber,
    channelCode: z.string(),
  }),
);

export const SETTLE_STATUSES = ['unsettled', 'settled'] as const;
export const BET_RESULTS = ['win', 'lose', 'draw', 'cancelled', 'repayout'] as const;

/**
 * SPEC 3 Bet. Amounts are decimal strings in the units of the game wallet the
 * bet was placed from (`ratio` 0.2: game points); `currency` is the main
 * currency behind it. profit is signed (payout - stake); result is null while unsettled.
 */
export const betRecord = lazySchema(() =>
  z.object({
    orderNo: z.string(),
    content: z.string(),
    betTime: z.string(),
    payoutTime: z.nullable(z.string()),
    totalBet: amountString,
    validBet: amountString,
    profit: amountString,
    refund: amountString,
    expectedProfit: amountString,
    expectedReturn: amountString,
    settleStatus: z.enum(SETTLE_STATUSES),
    result: z.nullable(z.enum(BET_RESULTS)),
    gameCode: z.string(),
    gameName: z.string(),
    gameType: gameTypeNumber,
    channelCode: z.string(),
    subGameCode: z.nullable(z.string()),
    currency: z.string(),
    ratio: z.number(),
  }),
);
export type BetRecord = z.infer<typeof betRecord>;

/** Totals of the bet records of a range, converted to the main currency (points / ratio). */
export const orderSummary = lazySchema(() =>
  z.object({
    currency: z.string(),
    betCount: z.number(),
    totalBet: amountString,
    validBet: amountString,
    profit: amountString,
    refund: amountString,
  }),
);

// ---- The demo game window (/play/:gameCode) -------------------------------------

export const DICE_CHOICES = ['high', 'low'] as const;

export const playSession = lazySchema(() =>
  z.object({
    /** Game-session token for the `game-session` header of the play calls. */
    session: z.string(),
    gameCode: z.string(),
    gameName: z.string(),
    channelCode: z.string(),
    subGameCode: z.nullable(z.string()),
    currency: z.string(),
    ratio: z.number(),
    balance: amountString,
    expiresAt: z.string(),
  }),
);

export const playRound = lazySchema(() =>
  z.object({
    orderNo: z.string(),
    round: z.number(),
    choice: z.enum(DICE_CHOICES),
    dice: z.tuple([z.number(), z.number()]),
    stake: amountString,
    payout: amountString,
    result: z.enum(['win', 'lose']),
    betTime: z.string(),
  }),
);

export const playState = lazySchema(() =>
  z.object({
    gameCode: z.string(),
    gameName: z.string(),
    currency: z.string(),
    ratio: z.number(),
    balance: amountString,
    rounds: z.array(playRound),
  }),
);

export const playBetResult = lazySchema(() => z.object({ round: playRound, balance: amountString }));
