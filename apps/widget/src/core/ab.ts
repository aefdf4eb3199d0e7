/** The A/B wrapper of spec §4: a visitor is put in segment A or B once and stays there. */

export type Segment = 'A' | 'B';

/** localStorage key of §9 ({product}_V2_AB_TEST_SEGMENT); its value is the key with the suffix _A or _B. */
export const AB_STORAGE_KEY = 'VITRINA_V2_AB_TEST_SEGMENT';
/** Each segment reports its goal this long after the page starts (§9). */
export const AB_GOAL_DELAY_MS = 1500;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The visitor's segment: the stored one, or a new draw where A has `shareA` percent, stored for later visits.
 * A store that throws (private mode) still yields a segment for this page.
 */
export function assignSegment(store: KeyValueStore | null, shareA: number, random: () => number = Math.random): Segment {
  let stored: string | null = null;
  try {
    stored = store?.getItem(AB_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (stored === `${AB_STORAGE_KEY}_A`) return 'A';
  if (stored === `${AB_STORAGE_KEY}_B`) return 'B';
  const segment: Segment = random() * 100 < shareA ? 'A' : 'B';
  try {
    store?.setItem(AB_STORAGE_KEY, segmentGoal(segment));
  } catch {
    // Storage full or denied: the segment lives for this page only.
  }
  return segment;
}

/** The goal name a segment reports: VITRINA_V2_AB_TEST_SEGMENT_A or _B. */
export function segmentGoal(segment: Segment): string {
  return `${AB_STORAGE_KEY}_${segment}`;
}
