import type { ApiLanguage } from '../../domain/language';
import type { DiceChoice } from './dice';

/** What a dice round's bet record stores as content (JSON), rendered per language when listed. */
export interface DiceContent {
  game: 'dice';
  choice: DiceChoice;
  dice: [number, number];
}

const WORDS: Record<ApiLanguage, { game: string; high: string; low: string; rolled: string }> = {
  TW: { game: '骰子大小', high: '押大（8-12）', low: '押小（2-6）', rolled: '開出' },
  EN: { game: 'Dice Hi-Lo', high: 'High (8-12)', low: 'Low (2-6)', rolled: 'rolled' },
  TH: { game: 'ไฮโลลูกเต๋า', high: 'สูง (8-12)', low: 'ต่ำ (2-6)', rolled: 'ออก' },
};

export function renderContent(json: string, lang: ApiLanguage): string {
  try {
    const c = JSON.parse(json) as DiceContent;
    if (c.game !== 'dice') return json;
    const w = WORDS[lang];
    const [a, b] = c.dice;
    return `${w.game}: ${c.choice === 'high' ? w.high : w.low} | ${w.rolled} ${a} + ${b} = ${a + b}`;
  } catch {
    return json;
  }
}
