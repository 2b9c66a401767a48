import { createHmac } from 'node:crypto';

/**
 * The demo dice game: two dice drawn from HMAC-SHA256(session seed, round);
 * 'high' wins on 8-12, 'low' on 2-6, 7 loses both; a win pays 2.35 x stake
 * (return to player 97.9 %). Same seed and round, same dice: a round can be
 * re-checked from the session's seed and the round number of its bet record.
 */
export type DiceChoice = 'high' | 'low';
export const PAYOUT_PER_100 = 235;

export function drawDice(seedHex: string, round: number): [number, number] {
  const dice: number[] = [];
  for (let block = 0; dice.length < 2; block++) {
    const bytes = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`round:${round}:${block}`).digest();
    for (const b of bytes) {
      // 252 = 6 x 42: bytes above it are dropped so each face is equally likely.
      if (b < 252) dice.push((b % 6) + 1);
      if (dice.length === 2) break;
    }
  }
  return [dice[0] as number, dice[1] as number];
}

export function diceWins(choice: DiceChoice, dice: readonly [number, number]): boolean {
  const sum = dice[0] + dice[1];
  return choice === 'high' ? sum >= 8 : sum <= 6;
}

/** Payout of a winning stake in minor units (truncated). */
export function payoutOf(stake: number): number {
  return Math.floor((stake * PAYOUT_PER_100) / 100);
}
