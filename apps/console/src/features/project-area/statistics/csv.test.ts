import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell } from './csv';

describe('CSV builder', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('чайник')).toBe('чайник');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(0.125)).toBe('0.125');
  });

  it('quotes cells with commas, quotes or line breaks and doubles the quotes inside', () => {
    expect(csvCell('red, blue')).toBe('"red, blue"');
    expect(csvCell('the "best" kettle')).toBe('"the ""best"" kettle"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('carriage\rreturn')).toBe('"carriage\rreturn"');
  });

  it('writes empty cells for missing values and non-finite numbers', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('keeps spreadsheet formulas typed by shoppers from running', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+7 999')).toBe("'+7 999");
    expect(csvCell(-5)).toBe('-5');
  });

  it('builds a header line and one CRLF-separated line per row', () => {
    const rows = [
      { query: 'kettle, steel', count: 3 },
      { query: 'say "hi"\nthere', count: 1 },
    ];
    const text = buildCsv(
      [
        { header: 'Query', value: (row: (typeof rows)[number]) => row.query },
        { header: 'Searches, total', value: (row: (typeof rows)[number]) => row.count },
      ],
      rows,
    );
    expect(text).toBe('Query,"Searches, total"\r\n"kettle, steel",3\r\n"say ""hi""\nthere",1');
  });
});
