import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema';
import type { Triple } from './game-names';

const labels = (TW: string, EN: string, TH: string) => JSON.stringify({ TW, EN, TH });

/** Game types 1-7 (the game-rule pages follow the same order). */
export const gameTypes: Insertable<Database['game_types']>[] = [
  { type: 1, names: labels('體育', 'Sports', 'กีฬา'), sort: 1, enabled: 1 },
  { type: 2, names: labels('真人', 'Live Casino', 'คาสิโนสด'), sort: 2, enabled: 1 },
  { type: 3, names: labels('電競', 'E-sports', 'อีสปอร์ต'), sort: 3, enabled: 1 },
  { type: 4, names: labels('彩票', 'Lottery', 'ลอตเตอรี่'), sort: 4, enabled: 1 },
  { type: 5, names: labels('棋牌', 'Chess & Cards', 'หมากรุกและไพ่'), sort: 5, enabled: 1 },
  { type: 6, names: labels('電子', 'Slots', 'สล็อต'), sort: 6, enabled: 1 },
  { type: 7, names: labels('捕魚', 'Fishing', 'ยิงปลา'), sort: 7, enabled: 1 },
];

/**
 * Each game platform's name (its wallet's name) in one place (issue 19): the wallet list, the game
 * menu, the lobby's platform chips and the platform's lobby game all read it, so a wallet is called
 * what the lobby calls it (PG 電子, not a second name). One name for every language is kept as
 * plain text; names that differ by language as a label set (TW, EN, TH), read by channelName().
 */
export const CHANNEL_NAMES: Record<string, string | Triple> = {
  // Issue 34: the platforms of types 1-4 are called what their lobby game is called (SPX 體育, not Sportix).
  SPX: ['SPX 體育', 'SPX Sports', 'SPX กีฬา'],
  BTS: ['BetStar 體育', 'BetStar Sports', 'BetStar กีฬา'],
  DG: ['DG 真人', 'Dragon Live', 'ดราก้อนไลฟ์'],
  EVO: ['EVO 真人', 'Evolve Live', 'อีโวฟไลฟ์'],
  AE: ['AE 真人', 'Aurora Live', 'ออโรร่าไลฟ์'],
  IM: ['IM 電競', 'IM E-sports', 'IM อีสปอร์ต'],
  TF: ['TF 電競', 'TF Gaming', 'TF เกมมิ่ง'],
  TC: ['天成彩票', 'TianCheng Lottery', 'หวยเทียนเฉิง'],
  VR: ['VR 彩票', 'VR Lottery', 'VR ลอตเตอรี่'],
  KY: ['開元棋牌', 'KaiYuan Cards', 'ไคหยวนการ์ด'],
  LK: ['樂快棋牌', 'Lucky Cards', 'ลัคกี้การ์ด'],
  // DB serves two types (DB 棋牌, DB 捕魚): its wallet has a name of its own, translated all the same.
  DB: ['DB 遊戲', 'DB Gaming', 'DB เกมมิ่ง'],
  KT: ['KT 電子', 'KT Slots', 'KT สล็อต'],
  PG: ['PG 電子', 'PG Slots', 'PG สล็อต'],
  JDB: ['JDB 電子', 'JDB Slots', 'JDB สล็อต'],
  RSG: ['RSG 電子', 'RSG Slots', 'RSG สล็อต'],
  FG: ['FG 捕魚', 'FG Fishing', 'FG ยิงปลา'],
  JL: ['JL 捕魚', 'JL Fishing', 'JL ยิงปลา'],
};

/** A platform's name in the three languages (TW, EN, TH). */
export function channelTriple(code: string): Triple {
  const name = CHANNEL_NAMES[code];
  if (name === undefined) throw new Error(`no name for the game platform ${code}`);
  return typeof name === 'string' ? [name, name, name] : name;
}

/** As stored in game_channels.name: plain text, or the label set when the languages differ. */
export function storedChannelName(code: string): string {
  const name = CHANNEL_NAMES[code];
  if (name === undefined) throw new Error(`no name for the game platform ${code}`);
  return typeof name === 'string' ? name : labels(...name);
}

const CHANNELS: Record<number, string[]> = {
  1: ['SPX', 'BTS'],
  2: ['DG', 'EVO', 'AE'],
  3: ['IM', 'TF'],
  4: ['TC', 'VR'],
  5: ['KY', 'LK', 'DB'],
  6: ['KT', 'PG', 'JDB', 'RSG'],
  7: ['FG', 'JL', 'DB'],
};

export const gameChannels: Insertable<Database['game_channels']>[] = Object.entries(CHANNELS).flatMap(([type, list]) =>
  list.map((code, i) => ({ game_type: Number(type), code, name: storedChannelName(code), sort: i + 1 })),
);

const PROPERTIES: Array<[string, string]> = [
  ['hot', labels('熱門', 'Hot', 'ยอดนิยม')],
  ['new', labels('最新', 'New', 'มาใหม่')],
];
const JACKPOT: [string, string] = ['jackpot', labels('彩金', 'Jackpot', 'แจ็กพอต')];

const SUB_TYPES: Record<number, Array<[string, string]>> = {
  1: [['football', labels('足球', 'Football', 'ฟุตบอล')], ['basketball', labels('籃球', 'Basketball', 'บาสเกตบอล')], ['baseball', labels('棒球', 'Baseball', 'เบสบอล')]],
  2: [['baccarat', labels('百家樂', 'Baccarat', 'บาคาร่า')], ['roulette', labels('輪盤', 'Roulette', 'รูเล็ต')], ['dragonTiger', labels('龍虎', 'Dragon Tiger', 'เสือมังกร')]],
  3: [['moba', labels('MOBA', 'MOBA', 'MOBA')], ['fps', labels('射擊', 'Shooter', 'เกมยิง')]],
  4: [['lotto', labels('樂透', 'Lotto', 'ล็อตโต้')], ['racing', labels('賽車', 'Racing', 'แข่งรถ')]],
  5: [['niuniu', labels('牛牛', 'Niu Niu', 'นิวนิว')], ['mahjong', labels('麻將', 'Mahjong', 'ไพ่นกกระจอก')], ['poker', labels('撲克', 'Poker', 'โป๊กเกอร์')]],
  6: [['slot', labels('老虎機', 'Slot machines', 'สล็อตแมชชีน')], ['arcade', labels('街機', 'Arcade', 'อาร์เคด')], ['table', labels('桌遊', 'Table games', 'เกมโต๊ะ')]],
  7: [['fishing', labels('捕魚機', 'Fish hunter', 'ยิงปลา')]],
};

export const subGameCategories: Insertable<Database['sub_game_categories']>[] = Object.entries(SUB_TYPES).flatMap(([typeKey, types]) => {
  const type = Number(typeKey);
  const props = type === 6 || type === 7 ? [...PROPERTIES, JACKPOT] : PROPERTIES;
  return [
    ...props.map(([code, names], i) => ({ game_type: type, kind: 'property', code, names, sort: i + 1 })),
    ...types.map(([code, names], i) => ({ game_type: type, kind: 'type', code, names, sort: i + 1 })),
  ];
});
