import { describe, expect, it } from 'vitest';
import { dayBound, money } from './format';
import { letterHtml } from './LetterDialog';

describe("the players pages' formats", () => {
  it('writes money truncated to 2 decimals with commas, the currency after it', () => {
    expect(money('1234567.899', 'NTD')).toBe('1,234,567.89 NTD');
    expect(money('-0.999')).toBe('-0.99');
    expect(money(null)).toBe('');
  });

  it("turns a picked day into the start of that day, or of the next (an exclusive end), in server time", () => {
    expect(dayBound('2026-01-31')).toBe('2026-01-31T00:00:00+08:00');
    expect(dayBound('2026-12-31', true)).toBe('2027-01-01T00:00:00+08:00');
    expect(dayBound('')).toBeUndefined();
  });

  it("sends a letter's plain text as paragraphs with nothing of it read as markup", () => {
    expect(letterHtml('您好 <b>王先生</b>\n請查收\n\n客服 & 團隊')).toBe('<p>您好 &lt;b&gt;王先生&lt;/b&gt;<br>請查收</p><p>客服 &amp; 團隊</p>');
  });
});
