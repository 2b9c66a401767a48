import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  groupThousands,
  toServerDate,
  toServerDayEnd,
  toServerDayStart,
  truncateDecimal,
} from './format';

describe('formatAmount', () => {
  it.each<[number | string, string]>([
    [1.005, '1.00'],
    [0.29, '0.29'],
    [-1.239, '-1.23'],
    [2.675, '2.67'],
    [0.1 + 0.2, '0.30'],
    [1.999, '1.99'],
    [0, '0.00'],
    [1000, '1,000.00'],
    [999.999, '999.99'],
    [1234567.899, '1,234,567.89'],
    [-1234567.891, '-1,234,567.89'],
    ['1234.50', '1,234.50'],
    ['0.001', '0.00'],
    ['-0.001', '0.00'],
    [-0, '0.00'],
    ['.5', '0.50'],
    ['5.', '5.00'],
    ['+7', '7.00'],
    ['007.10', '7.10'],
    [' 12.345 ', '12.34'],
    ['123456789012345678901234.987', '123,456,789,012,345,678,901,234.98'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
    [1.5e-7, '0.00'],
    ['1.23456e3', '1,234.56'],
    ['-9.99e-1', '-0.99'],
  ])('formats %j as %j', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it.each<[unknown]>([[NaN], [Infinity], [-Infinity], [''], ['abc'], ['1,234'], ['1.2.3'], ['-'], ['.'], [null], [undefined], ['1e999999']])(
    'gives an empty string for %j',
    (value) => {
      expect(formatAmount(value as number)).toBe('');
    },
  );

  it('honours other decimal places', () => {
    expect(formatAmount(1234.5678, 0)).toBe('1,234');
    expect(formatAmount(1234.5678, 3)).toBe('1,234.567');
    expect(formatAmount('0.123456789', 8)).toBe('0.12345678');
    expect(formatAmount(1.5, -1)).toBe('1');
  });

  it('truncates without grouping for amounts sent as strings', () => {
    expect(truncateDecimal(1234.567)).toBe('1234.56');
    expect(truncateDecimal('12')).toBe('12.00');
  });

  it('groups thousands of a plain string', () => {
    expect(groupThousands('100')).toBe('100');
    expect(groupThousands('1000')).toBe('1,000');
    expect(groupThousands('-1000000.5')).toBe('-1,000,000.5');
  });
});

describe('dates', () => {
  const iso = '2025-01-31T16:30:05Z';

  it('shows an instant in a given zone', () => {
    expect(formatDate(iso, 'Asia/Taipei')).toBe('2025/02/01');
    expect(formatDateTime(iso, 'Asia/Taipei')).toBe('2025/02/01 00:30:05');
    expect(formatDateTime(iso, 'Asia/Bangkok')).toBe('2025/01/31 23:30:05');
    expect(formatDateTime(iso, 'UTC')).toBe('2025/01/31 16:30:05');
  });

  it('treats a string without offset as UTC', () => {
    expect(formatDateTime('2025-01-31 16:30:05', 'Asia/Taipei')).toBe('2025/02/01 00:30:05');
  });

  it('respects an explicit offset in the string', () => {
    expect(formatDateTime('2025-02-01T00:30:05+08:00', 'UTC')).toBe('2025/01/31 16:30:05');
  });

  it('shows the local zone by default', () => {
    const d = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(formatDate(iso)).toBe(`${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`);
    expect(formatDateTime(d.getTime())).toBe(
      `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`,
    );
  });

  it('gives an empty string for invalid input or zone', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(iso, 'Mars/Olympus')).toBe('');
  });

  it('sends instants with the +08:00 offset', () => {
    expect(toServerDate(iso)).toBe('2025-02-01T00:30:05+08:00');
    expect(toServerDate(new Date(Date.UTC(2025, 0, 1, 0, 0, 0)))).toBe('2025-01-01T08:00:00+08:00');
    expect(toServerDate(0)).toBe('1970-01-01T08:00:00+08:00');
    expect(toServerDate('garbage')).toBe('');
  });

  it('sends filter days as whole server days', () => {
    expect(toServerDayStart('2025-01-31')).toBe('2025-01-31T00:00:00+08:00');
    expect(toServerDayEnd('2025/01/31')).toBe('2025-01-31T23:59:59+08:00');
    expect(toServerDayStart('2025-02-30')).toBe('');
    expect(toServerDayEnd('31/01/2025')).toBe('');
  });
});
