import type { AnyDb } from './util';

/**
 * One name per game wallet (issue 19): the wallet list called PG's wallet "Pocket Slots" while the
 * lobby called the platform "PG 電子". The platforms' names become the lobby's (a label set when the
 * languages differ, read by services/labels.ts channelName). Only names still as first seeded are
 * changed: an operator's own name stays. Written out here, not read from the seed, which may change.
 */
const RENAMED: ReadonlyArray<readonly [code: string, before: string, after: string]> = [
  ['KY', 'KaiYuan Chess', '{"TW":"開元棋牌","EN":"KaiYuan Cards","TH":"ไคหยวนการ์ด"}'],
  ['LK', 'Lucky Chess', '{"TW":"樂快棋牌","EN":"Lucky Cards","TH":"ลัคกี้การ์ด"}'],
  ['KT', 'KT Slots', '{"TW":"KT 電子","EN":"KT Slots","TH":"KT สล็อต"}'],
  ['PG', 'Pocket Slots', '{"TW":"PG 電子","EN":"PG Slots","TH":"PG สล็อต"}'],
  ['JDB', 'JDB Slots', '{"TW":"JDB 電子","EN":"JDB Slots","TH":"JDB สล็อต"}'],
  ['RSG', 'Royal Slot', '{"TW":"RSG 電子","EN":"RSG Slots","TH":"RSG สล็อต"}'],
  ['FG', 'Fortune Fishing', '{"TW":"FG 捕魚","EN":"FG Fishing","TH":"FG ยิงปลา"}'],
  ['JL', 'Jili Fishing', '{"TW":"JL 捕魚","EN":"JL Fishing","TH":"JL ยิงปลา"}'],
];

export async function up(db: AnyDb): Promise<void> {
  for (const [code, before, after] of RENAMED) {
    await db.updateTable('game_channels').set({ name: after }).where('code', '=', code).where('name', '=', before).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [code, before, after] of RENAMED) {
    await db.updateTable('game_channels').set({ name: before }).where('code', '=', code).where('name', '=', after).execute();
  }
}
