import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEASURE_PATTERN, readMeasure, unitKey } from './measure';

describe('readMeasure', () => {
  it('reads a number with its unit, a comma or a dot before the decimals', () => {
    expect(readMeasure('55 см')).toEqual({ value: 55, unit: 'см' });
    expect(readMeasure('1.5 kg')).toEqual({ value: 1.5, unit: 'kg' });
    expect(readMeasure('2,5 л')).toEqual({ value: 2.5, unit: 'л' });
    expect(readMeasure('100 W')).toEqual({ value: 100, unit: 'w' });
    expect(readMeasure('100W')).toEqual({ value: 100, unit: 'w' });
    expect(readMeasure('-18 °C')).toEqual({ value: -18, unit: '°c' });
    expect(readMeasure('12 м²')).toEqual({ value: 12, unit: 'м²' });
    expect(readMeasure('40\u00a0мм.')).toEqual({ value: 40, unit: 'мм' });
  });

  it('reads a bare number with no unit', () => {
    expect(readMeasure(' 128 ')).toEqual({ value: 128, unit: '' });
    expect(readMeasure('7,25')).toEqual({ value: 7.25, unit: '' });
  });

  it('refuses sizes, ranges, products and words', () => {
    for (const value of ['42-44', '3x4', '1/2', 'XL', 'черный', '1 200 мм', '5.', '.5', '1e3', '', '10 см 20']) {
      expect(readMeasure(value), value).toBeNull();
    }
  });

  it('reads every number it writes, in either decimal style', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.nat(99),
        fc.constantFrom(',', '.'),
        fc.constantFrom('', ' см', 'kg', ' Л', '\u00a0W'),
        (whole, cents, comma, unit) => {
          const digits = `${whole}${comma}${String(cents).padStart(2, '0')}`;
          expect(readMeasure(`${digits}${unit}`)).toEqual({ value: Number(digits.replace(',', '.')), unit: unitKey(unit) });
        },
      ),
    );
  });

  it('keeps its pattern free of what PostgreSQL reads differently (lookarounds, \\d, \\s, \\w)', () => {
    expect(MEASURE_PATTERN).not.toMatch(/\(\?[=!<]|\\[dswDSW]/);
  });
});
