import type { AnyDb } from './util';

/**
 * One translated name per game wallet (issue 34): the transfer dialog called the wallets of types 1-4
 * and DB by English names (Sportix, Dragon Live) beside the lobby's SPX 體育 and DG 真人. Each becomes
 * the name of the platform's lobby game, as a label set (read by services/labels.ts channelName), as
 * 028 did for the others. Only names still as first seeded are changed: an operator's own name stays.
 * Written out here, not read from the seed, which may change.
 */
const RENAMED: ReadonlyArray<readonly [code: string, before: string, after: string]> = [
  ['SPX', 'Sportix', '{"TW":"SPX 體育","EN":"SPX Sports","TH":"SPX กีฬา"}'],
  ['BTS', 'BetStar Sports', '{"TW":"BetStar 體育","EN":"BetStar Sports","TH":"BetStar กีฬา"}'],
  ['DG', 'Dragon Live', '{"TW":"DG 真人","EN":"Dragon Live","TH":"ดราก้อนไลฟ์"}'],
  ['EVO', 'Evolve Live', '{"TW":"EVO 真人","EN":"Evolve Live","TH":"อีโวฟไลฟ์"}'],
  ['AE', 'Aurora Live', '{"TW":"AE 真人","EN":"Aurora Live","TH":"ออโรร่าไลฟ์"}'],
  ['IM', 'IM E-sports', '{"TW":"IM 電競","EN":"IM E-sports","TH":"IM อีสปอร์ต"}'],
  ['TF', 'TF Gaming', '{"TW":"TF 電競","EN":"TF Gaming","TH":"TF เกมมิ่ง"}'],
  ['TC', 'TianCheng Lottery', '{"TW":"天成彩票","EN":"TianCheng Lottery","TH":"หวยเทียนเฉิง"}'],
  ['VR', 'VR Lottery', '{"TW":"VR 彩票","EN":"VR Lottery","TH":"VR ลอตเตอรี่"}'],
  ['DB', 'DB Gaming', '{"TW":"DB 遊戲","EN":"DB Gaming","TH":"DB เกมมิ่ง"}'],
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
