import { describe, expect, it } from 'vitest';
import { arrowsOf, nextScrollLeft } from './carousel-scroll';

// Cards of 200 px with 20 px gaps: a pitch of 220; ten cards make a 2180 px track seen through 700 px.
const track = (scrollLeft: number) => ({ scrollLeft, clientWidth: 700, scrollWidth: 2180 });

describe('carousel scrolling', () => {
  it('moves by the configured number of cards', () => {
    expect(nextScrollLeft(track(0), 1, 2, 200, 20)).toBe(440);
    expect(nextScrollLeft(track(440), -1, 1, 200, 20)).toBe(220);
  });

  it('moves by the whole cards in view when the step is 0', () => {
    expect(nextScrollLeft(track(0), 1, 0, 200, 20)).toBe(660);
  });

  it('lines up on a card edge after a touch scroll stopped mid-card', () => {
    expect(nextScrollLeft(track(100), 1, 1, 200, 20)).toBe(220);
    expect(nextScrollLeft(track(330), 1, 1, 200, 20)).toBe(660);
  });

  it('never scrolls past either end', () => {
    expect(nextScrollLeft(track(1300), 1, 3, 200, 20)).toBe(1480);
    expect(nextScrollLeft(track(100), -1, 3, 200, 20)).toBe(0);
  });

  it('enables only the arrows that can move', () => {
    expect(arrowsOf(track(0))).toEqual({ prev: false, next: true });
    expect(arrowsOf(track(500))).toEqual({ prev: true, next: true });
    expect(arrowsOf(track(1480))).toEqual({ prev: true, next: false });
    expect(arrowsOf({ scrollLeft: 0, clientWidth: 700, scrollWidth: 700 })).toEqual({ prev: false, next: false });
  });
});
