import { describe, expect, it } from 'vitest';
import {
  ageOn,
  filterIdNumber,
  hasEdgeSpaces,
  idNumberSchema,
  isTaiwanId,
  parseCalendarDate,
  validateBirthday,
  validateFeedbackText,
  validateIdNumber,
  validateReceiverName,
  validateRealName,
  validateRealNameStrict,
  validateUpload,
} from './identity';

describe('real name (simple)', () => {
  it.each(['王小明', '李四', 'John Smith', '阿布都·熱合曼', '米雪兒‧陳', 'Al', ' 王明 '])('accepts %j', (v) => {
    expect(validateRealName(v)).toBeNull();
  });

  it.each(['王', 'A', '', '  ', '王小明1', 'John_Smith', '··', 'สมชาย'])('rejects %j', (v) => {
    expect(validateRealName(v)).toBe('rules.realName');
  });
});

describe('real name (strict)', () => {
  it.each(['王小明', 'John Smith', 'Mary Jane Watson', '阿布都·熱合曼', 'ab', 'a'.repeat(50)])('accepts %j', (v) => {
    expect(validateRealNameStrict(v)).toBeNull();
  });

  it.each([
    ['1 letter', 'a'],
    ['51 letters', 'a'.repeat(51)],
    ['a double space', 'John  Smith'],
    ['a double dot', '阿布都··熱合曼'],
    ['a leading space', ' John'],
    ['a trailing space', 'John '],
    ['a digit', 'John2'],
  ])('rejects %s', (_label, v) => {
    expect(validateRealNameStrict(v)).toBe('rules.realName');
  });
});

describe('receiver name', () => {
  it('needs at least 2 characters after trimming', () => {
    expect(validateReceiverName('王明')).toBeNull();
    expect(validateReceiverName(' 王 ')).toBe('rules.receiverName');
    expect(validateReceiverName('')).toBe('rules.receiverName');
  });
});

describe('birthday', () => {
  const now = new Date(2025, 5, 15, 12, 0, 0); // 2025-06-15 local

  it('parses both separators and rejects impossible dates', () => {
    expect(parseCalendarDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseCalendarDate('2000/2/3')).toEqual({ year: 2000, month: 2, day: 3 });
    expect(parseCalendarDate('2000-02-29T00:00:00Z')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseCalendarDate('2001-02-29')).toBeNull();
    expect(parseCalendarDate('2001-13-01')).toBeNull();
    expect(parseCalendarDate('not a date')).toBeNull();
  });

  it('counts whole years, a 29 February birthday from 1 March', () => {
    const birth = { year: 2004, month: 2, day: 29 };
    expect(ageOn(birth, { year: 2022, month: 2, day: 28 })).toBe(17);
    expect(ageOn(birth, { year: 2022, month: 3, day: 1 })).toBe(18);
  });

  it('accepts the 18th birthday today and rejects the day before', () => {
    expect(validateBirthday('2007-06-15', now)).toBeNull();
    expect(validateBirthday('2007-06-16', now)).toBe('rules.birthdayAge18to100');
  });

  it('accepts age 100 and rejects 101 in the standard range', () => {
    expect(validateBirthday('1924-06-16', now)).toBeNull(); // 100, turning 101 tomorrow
    expect(validateBirthday('1924-06-15', now)).toBe('rules.birthdayAge18to100');
  });

  it('accepts age 65 and rejects 66 in the strict range', () => {
    expect(validateBirthday('1959-06-16', now, 'strict')).toBeNull();
    expect(validateBirthday('1959-06-15', now, 'strict')).toBe('rules.birthdayAge18to65');
    expect(validateBirthday('2010-01-01', now, 'strict')).toBe('rules.birthdayAge18to65');
  });

  it('rejects a future or unparseable date', () => {
    expect(validateBirthday('2025-06-16', now)).toBe('rules.birthday');
    expect(validateBirthday('', now)).toBe('rules.birthday');
  });
});

describe('Taiwan national ID', () => {
  it.each(['A123456789', 'a123456789', 'F131104093', 'B223456782', 'A800000014'])('accepts %j', (v) => {
    expect(isTaiwanId(v)).toBe(true);
  });

  it.each([
    ['a wrong check digit', 'A123456788'],
    ['a bad second digit', 'A323456789'],
    ['9 characters', 'A12345678'],
    ['a digit first', '1123456789'],
    ['empty', ''],
  ])('rejects %s', (_label, v) => {
    expect(isTaiwanId(v)).toBe(false);
  });

  it('returns the SPEC message key', () => {
    expect(validateIdNumber('A123456788')).toBe('rules.idNumber');
    expect(idNumberSchema.safeParse('X').error?.issues[0]?.message).toBe('rules.idNumber');
  });

  it('maps the irregular letters (I=34, O=35, W=32, Z=33)', () => {
    const withCheck = (body: string) => {
      for (let d = 0; d <= 9; d++) if (isTaiwanId(`${body}${d}`)) return d;
      return -1;
    };
    // 3*1 + 4*9 = 39 for I; digits 1..8 weighted 8..1 add 120: 159 -> check 1.
    expect(withCheck('I12345678')).toBe(1);
    // O = 35: 3 + 45 = 48 + 120 = 168 -> 2.
    expect(withCheck('O12345678')).toBe(2);
    // W = 32: 3 + 18 = 21 + 120 = 141 -> 9.
    expect(withCheck('W12345678')).toBe(9);
    // Z = 33: 3 + 27 = 30 + 120 = 150 -> 0.
    expect(withCheck('Z12345678')).toBe(0);
  });
});

describe('feedback and letter text', () => {
  it('accepts 3 and 500 characters in the long wording', () => {
    expect(validateFeedbackText('abc')).toBeNull();
    expect(validateFeedbackText('字'.repeat(500))).toBeNull();
  });

  it('rejects 2 and 501 characters in the long wording', () => {
    expect(validateFeedbackText('ab')).toBe('rules.textLength3to500');
    expect(validateFeedbackText('字'.repeat(501))).toBe('rules.textLength3to500');
  });

  it('accepts 2 and 200, rejects 1 and 201 in the short wording', () => {
    expect(validateFeedbackText('ab', 'short')).toBeNull();
    expect(validateFeedbackText('a'.repeat(200), 'short')).toBeNull();
    expect(validateFeedbackText('a', 'short')).toBe('rules.textLength2to200');
    expect(validateFeedbackText('a'.repeat(201), 'short')).toBe('rules.textLength2to200');
  });

  it.each([' lead', 'trail ', 'line\n', '\tstart'])('asks to re-edit %j (edge spaces)', (v) => {
    expect(hasEdgeSpaces(v)).toBe(true);
    expect(validateFeedbackText(v)).toBe('rules.textEdgeSpaces');
  });

  it.each(["it's", 'say "hi"', 'A&B', 'two  spaces', 'a<b', 'a>b', '<script>alert(1)</script>'])(
    'accepts %j as typed (issue 19: escaped when shown, not refused)',
    (v) => {
      expect(hasEdgeSpaces(v)).toBe(false);
      expect(validateFeedbackText(v)).toBeNull();
      expect(validateFeedbackText(v, 'short')).toBeNull();
    },
  );

  it('allows single spaces and inner line breaks', () => {
    expect(validateFeedbackText('one two\nthree')).toBeNull();
  });
});

describe('uploads', () => {
  const MB = 1024 * 1024;

  it.each(['a.jpeg', 'a.jpg', 'a.PNG', 'a.gif'])('accepts ID image %j', (name) => {
    expect(validateUpload({ name, size: 1000 }, 'idImage')).toBeNull();
  });

  it.each(['a.bmp', 'a.pdf', 'noext', 'a.jpg.exe'])('rejects ID image %j', (name) => {
    expect(validateUpload({ name, size: 1000 }, 'idImage')).toBe('rules.idImageFormat');
  });

  it('accepts jpg and png attachments only', () => {
    expect(validateUpload({ name: 'a.jpg', size: 1 }, 'attachment')).toBeNull();
    expect(validateUpload({ name: 'a.png', size: 1 }, 'attachment')).toBeNull();
    expect(validateUpload({ name: 'a.gif', size: 1 }, 'attachment')).toBe('rules.attachmentFormat');
    expect(validateUpload({ name: 'a.jpeg', size: 1 }, 'attachment')).toBe('rules.attachmentFormat');
  });

  it('rejects a mismatching MIME type', () => {
    expect(validateUpload({ name: 'a.png', type: 'application/pdf', size: 1 }, 'attachment')).toBe('rules.attachmentFormat');
    expect(validateUpload({ name: 'a.png', type: 'image/png', size: 1 }, 'attachment')).toBeNull();
  });

  it('accepts exactly 10 MB and rejects one byte more', () => {
    expect(validateUpload({ name: 'a.png', size: 10 * MB }, 'attachment')).toBeNull();
    expect(validateUpload({ name: 'a.png', size: 10 * MB + 1 }, 'attachment')).toBe('rules.uploadTooLarge');
    expect(validateUpload({ name: 'a.gif', size: 10 * MB + 1 }, 'idImage')).toBe('rules.uploadTooLarge');
  });
});

describe('the ID number as typed (web dialog and cashier form)', () => {
  it('keeps letters and digits, upper-cased, 10 at most', () => {
    expect(filterIdNumber('a12-345 6789xyz')).toBe('A123456789');
  });
});
