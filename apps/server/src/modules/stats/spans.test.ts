import { describe, expect, it } from 'vitest';
import { rawSpans, wholeDays } from './spans';

const at = (iso: string) => new Date(iso);

describe('report spans', () => {
  it('takes only the UTC days wholly inside the range, with the typing window after the last', () => {
    expect(wholeDays(at('2026-10-01T05:00:00Z'), at('2026-10-04T00:00:00Z'))).toEqual(['2026-10-02']);
    expect(wholeDays(at('2026-10-01T00:00:00Z'), at('2026-10-03T00:00:15Z'))).toEqual(['2026-10-01', '2026-10-02']);
    expect(wholeDays(at('2026-10-01T00:00:00Z'), at('2026-10-01T23:00:00Z'))).toEqual([]);
  });

  it('reads raw events around and between the rolled-up days', () => {
    const spans = rawSpans(at('2026-10-01T05:00:00Z'), at('2026-10-05T03:00:00Z'), ['2026-10-04', '2026-10-02']);
    expect(spans.map((s) => [s.from.toISOString(), s.to.toISOString()])).toEqual([
      ['2026-10-01T05:00:00.000Z', '2026-10-02T00:00:00.000Z'],
      ['2026-10-03T00:00:00.000Z', '2026-10-04T00:00:00.000Z'],
      ['2026-10-05T00:00:00.000Z', '2026-10-05T03:00:00.000Z'],
    ]);
    expect(rawSpans(at('2026-10-02T00:00:00Z'), at('2026-10-03T00:00:00Z'), ['2026-10-02'])).toEqual([]);
  });
});
