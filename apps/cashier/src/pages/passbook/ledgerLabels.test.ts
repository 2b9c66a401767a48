import { TRANSACTION_TYPES } from '@site/contract/api/fund';
import { LEDGER_KINDS, LEDGER_SOURCES } from '@site/contract/api/ledger-kinds';
import { describe, expect, it } from 'vitest';
import { LEDGER_KIND_LABELS, LEDGER_SOURCE_LABELS } from './ledgerLabels';

/** The cashier's locale files, as the translator loads them. */
const FILES = import.meta.glob<{ default: unknown }>('../../locales/*/{passbook,fund}.json', { eager: true });
const words = (lng: string, ns: string): unknown => FILES[`../../locales/${lng}/${ns}.json`]?.default;
const LANGUAGES = Object.fromEntries(['zh-TW', 'en', 'th'].map((lng) => [lng, { passbook: words(lng, 'passbook'), fund: words(lng, 'fund') }]));
const tw = LANGUAGES['zh-TW']?.passbook;

/** The text at a dotted key of a locale file, or undefined. */
function at(words: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), words);
}

describe('ledger kinds in words', () => {
  it.each(Object.entries(LANGUAGES))('every ledger kind of the contract has a label in %s (a new kind without one fails here)', (_lng, words) => {
    const missing = LEDGER_KINDS.filter((kind) => {
      const text = at(words.passbook, LEDGER_KIND_LABELS[kind] ?? `kind.${kind}`);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(LANGUAGES))('every bonus source and transaction type has its words in %s', (_lng, words) => {
    expect(LEDGER_SOURCES.filter((s) => typeof at(words.passbook, LEDGER_SOURCE_LABELS[s]) !== 'string')).toEqual([]);
    expect(TRANSACTION_TYPES.filter((type) => typeof at(words.fund, `type.${type}`) !== 'string')).toEqual([]);
  });

  it('labels each kind once, so two kinds never read the same in zh-TW', () => {
    const texts = LEDGER_KINDS.map((kind) => at(tw, LEDGER_KIND_LABELS[kind]));
    expect(new Set(texts).size).toBe(LEDGER_KINDS.length);
  });
});
