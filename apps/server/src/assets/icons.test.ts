import { describe, expect, it } from 'vitest';
import { floatBadgeSvg, labelEms } from './icons';

const label = (svg: string) => /<text [^>]*>/.exec(svg)?.[0] ?? '';

describe('float badge label', () => {
  it('measures CJK as one em, Latin as about half and Thai marks above or below as nothing', () => {
    expect(labelEms('幸運轉盤')).toBe(4);
    expect(labelEms('ab')).toBeCloseTo(1.12);
    expect(labelEms('ล้อ')).toBeCloseTo(labelEms('ลอ'));
  });

  it('keeps a short label at 15 px, unsqueezed', () => {
    expect(label(floatBadgeSvg('w', '幸運轉盤'))).toContain('font-size="15"');
    expect(label(floatBadgeSvg('w', '幸運轉盤'))).not.toContain('textLength');
  });

  it('sets a longer label smaller, and squeezes one still too wide into 84 px (never stretches)', () => {
    expect(label(floatBadgeSvg('w', 'Lucky wheel'))).toContain('font-size="13"');
    expect(label(floatBadgeSvg('w', 'Lucky wheel'))).not.toContain('textLength');
    expect(label(floatBadgeSvg('w', 'Daily red envelopes'))).toContain('textLength="84"');
  });

  it('escapes the title', () => {
    expect(floatBadgeSvg('w', '<b>&')).toContain('&#60;b&#62;&#38;');
  });
});
