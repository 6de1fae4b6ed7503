import { describe, expect, it } from 'vitest';
import { compareMonths, endsBeforeStart, formatMonth, MONTH_NAMES, parseMonthInput } from '../src/index.ts';

describe('parseMonthInput', () => {
  it.each([
    ['2021-03', '2021-03'],
    ['2021-3', '2021-03'],
    ['2021-12', '2021-12'],
    ['2021-03-15', '2021-03'],
    ['Mar 2021', '2021-03'],
    ['March 2021', '2021-03'],
    ['mar. 2021', '2021-03'],
    ['MARCH 2021', '2021-03'],
    ['Sept 2020', '2020-09'],
    ['Sep, 2020', '2020-09'],
    ['03/2021', '2021-03'],
    ['3/2021', '2021-03'],
    ['  Dec 1999  ', '1999-12'],
  ])('reads %j as %j', (text, month) => {
    expect(parseMonthInput(text)).toBe(month);
  });

  it.each([
    '',
    '   ',
    '2021',
    '2021-13',
    '2021-00',
    '2021-03-32',
    '2021-3-15',
    '13/2021',
    'Marc 2021',
    'Summer 2020',
    'Mar 21',
    '2021 Mar',
    'yesterday',
    'Present',
  ])('reads %j as no month', (text) => {
    expect(parseMonthInput(text)).toBeNull();
  });

  it('reads every full and short English month name', () => {
    MONTH_NAMES.forEach((name, index) => {
      const month = `2020-${String(index + 1).padStart(2, '0')}`;
      expect(parseMonthInput(`${name} 2020`)).toBe(month);
      expect(parseMonthInput(`${name.slice(0, 3)} 2020`)).toBe(month);
    });
  });
});

describe('formatMonth', () => {
  it('shows a stored month or full date as a short month and year', () => {
    expect(formatMonth('2021-03')).toBe('Mar 2021');
    expect(formatMonth('2021-03-15')).toBe('Mar 2021');
    expect(formatMonth('1999-12')).toBe('Dec 1999');
    expect(formatMonth('2020-01')).toBe('Jan 2020');
  });

  it("writes the month in the resume's language, right-to-left ones included", () => {
    expect(formatMonth('2021-03', 'de')).toBe('März 2021');
    expect(formatMonth('2021-03', 'zh')).toBe('2021年3月');
    expect(formatMonth('2021-03', 'ar')).toBe('مارس 2021');
    expect(formatMonth('2019-12-01', 'ar')).toBe('ديسمبر 2019');
    expect(formatMonth('2021-03', 'he')).toBe('מרץ 2021');
    expect(formatMonth('2019-12', 'he')).toBe('דצמבר 2019');
  });

  it('shows anything else exactly as written', () => {
    for (const text of ['', 'Summer 2020', 'since 2019-2020', '2021-13', 'March 2021', ' 2021-03 ']) {
      expect(formatMonth(text)).toBe(text);
    }
  });

  it('round-trips with parseMonthInput', () => {
    expect(parseMonthInput(formatMonth('2021-03'))).toBe('2021-03');
    expect(formatMonth(parseMonthInput('03/2021')!)).toBe('Mar 2021');
  });
});

describe('compareMonths', () => {
  it('orders months, whatever form they are written in', () => {
    expect(compareMonths('2021-03', '2021-04')).toBeLessThan(0);
    expect(compareMonths('2022-01', '2021-12')).toBeGreaterThan(0);
    expect(compareMonths('2021-03', 'Mar 2021')).toBe(0);
    expect(compareMonths('2021-03-31', '2021-03-01')).toBe(0);
    expect(['2021-04', '2019-12', '2021-01'].sort(compareMonths)).toEqual(['2019-12', '2021-01', '2021-04']);
  });

  it('throws on text that is not a month', () => {
    expect(() => compareMonths('2021-03', 'Summer')).toThrow(RangeError);
  });
});

describe('endsBeforeStart', () => {
  it('is true only for two months with the end earlier', () => {
    expect(endsBeforeStart('2021-03', '2021-02')).toBe(true);
    expect(endsBeforeStart('2021-03', '2020-12-31')).toBe(true);
    expect(endsBeforeStart('2021-03', '2021-03')).toBe(false);
    expect(endsBeforeStart('2021-03-20', '2021-03-01')).toBe(false);
    expect(endsBeforeStart('2021-03', '2021-04')).toBe(false);
    expect(endsBeforeStart('2021-03', '')).toBe(false);
    expect(endsBeforeStart('', '2021-03')).toBe(false);
    expect(endsBeforeStart('Summer 2021', '2020-01')).toBe(false);
  });
});
