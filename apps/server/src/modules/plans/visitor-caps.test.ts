import { describe, expect, it } from 'vitest';
import { ADDRESS_VISITORS, createVisitorCaps } from './visitor-caps';

function capsAt(start = 0, limits = { perMinute: 3, perHour: 5 }) {
  const clock = { now: start };
  return { clock, caps: createVisitorCaps(limits, () => clock.now) };
}

/** How many of `n` different queries by one visitor count. */
function counted(caps: ReturnType<typeof createVisitorCaps>, n: number, visitor: string | null, address = '198.51.100.1', prefix = 'q') {
  let taken = 0;
  for (let i = 0; i < n; i++) if (caps.take('p1', visitor, address, `${prefix}${i}`)) taken += 1;
  return taken;
}

describe('visitor caps', () => {
  it('counts a visitor up to the minute’s cap, again the next minute, and no further than the hour’s', () => {
    const { clock, caps } = capsAt();
    expect(counted(caps, 10, 'anna', undefined, 'a')).toBe(3);
    clock.now += 60_000;
    expect(counted(caps, 10, 'anna', undefined, 'b')).toBe(2);
    clock.now += 60_000;
    expect(counted(caps, 10, 'anna', undefined, 'c')).toBe(0);
    clock.now += 3_600_000;
    expect(counted(caps, 10, 'anna', undefined, 'd')).toBe(3);
  });

  it('does not count the same query twice in a row for one visitor, but counts it for another', () => {
    const { caps } = capsAt();
    expect(caps.take('p1', 'anna', '198.51.100.1', 'чайник')).toBe(true);
    expect(caps.take('p1', 'anna', '198.51.100.1', 'чайник')).toBe(false);
    expect(caps.take('p1', 'boris', '198.51.100.1', 'чайник')).toBe(true);
    expect(caps.take('p1', 'anna', '198.51.100.1', 'кружка')).toBe(true);
    expect(caps.take('p1', 'anna', '198.51.100.1', 'чайник')).toBe(true);
  });

  it('caps an address at a few visitors’ worth however many userIds it sends, and keeps projects apart', () => {
    const { caps } = capsAt();
    let taken = 0;
    for (let i = 0; i < 100; i++) if (caps.take('p1', `fake-${i}`, '198.51.100.9', 'чайник')) taken += 1;
    expect(taken).toBe(3 * ADDRESS_VISITORS);
    expect(caps.take('p2', 'fake-0', '198.51.100.9', 'чайник')).toBe(true);
  });

  it('treats 0 as no cap', () => {
    const { caps } = capsAt(0, { perMinute: 0, perHour: 0 });
    expect(counted(caps, 500, null)).toBe(500);
  });

  it('lets go of visitors whose hour has passed', () => {
    const { clock, caps } = capsAt();
    counted(caps, 1, 'anna');
    counted(caps, 1, 'boris');
    expect(caps.size).toBe(3);
    clock.now += 3_600_000;
    caps.sweep();
    expect(caps.size).toBe(0);
  });
});
