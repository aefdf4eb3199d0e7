/** A visitor's or an address's counted searches in the current minute and hour. */
interface Tally {
  minuteFrom: number;
  minute: number;
  hourFrom: number;
  hour: number;
  /** The query last counted for this visitor: the same query again (a filter, a sort, a reload) is not a new search. */
  lastQuery: string;
}

export interface VisitorCapLimits {
  /** Counted searches per visitor and minute (0: no cap). */
  perMinute: number;
  /** Counted searches per visitor and hour (0: no cap). */
  perHour: number;
}

/**
 * One address counts as this many visitors at most: an office or a mobile carrier's NAT puts several
 * shoppers behind it, and someone inventing a new userId per request still meets this cap.
 */
export const ADDRESS_VISITORS = 6;
/** Tallies kept per node; past it a newcomer is not counted (the shop's favour, and memory stays bounded). */
export const MAX_TALLIES = 200_000;
const MINUTE = 60_000;
const HOUR = 3_600_000;

/**
 * Caps what one visitor (userId, else the address) and one address may count towards a project's
 * monthly queries, in fixed minute and hour windows kept in this node's memory (nginx sends a project
 * to one node, so this is close to the cluster's). `take` says whether one more search counts.
 */
export function createVisitorCaps(limits: VisitorCapLimits, now: () => number) {
  const tallies = new Map<string, Tally>();
  let sweptAt = now();
  const addressLimits = { perMinute: limits.perMinute * ADDRESS_VISITORS, perHour: limits.perHour * ADDRESS_VISITORS };

  function tallyOf(key: string, at: number): Tally | null {
    let tally = tallies.get(key);
    if (!tally) {
      if (tallies.size >= MAX_TALLIES) return null;
      tally = { minuteFrom: at, minute: 0, hourFrom: at, hour: 0, lastQuery: '' };
      tallies.set(key, tally);
    }
    if (at - tally.minuteFrom >= MINUTE) Object.assign(tally, { minuteFrom: at, minute: 0 });
    if (at - tally.hourFrom >= HOUR) Object.assign(tally, { hourFrom: at, hour: 0, lastQuery: '' });
    return tally;
  }

  const below = (tally: Tally, caps: VisitorCapLimits) =>
    (caps.perMinute === 0 || tally.minute < caps.perMinute) && (caps.perHour === 0 || tally.hour < caps.perHour);

  return {
    /** Counts one search of `query` by `visitor` from `address` in `project` if it is new and under every cap. */
    take(project: string, visitor: string | null, address: string, query: string): boolean {
      const at = now();
      const byAddress = tallyOf(`${project} @${address}`, at);
      const byVisitor = visitor === null ? byAddress : tallyOf(`${project} ${visitor}`, at);
      if (!byAddress || !byVisitor || byVisitor.lastQuery === query) return false;
      if (!below(byVisitor, limits) || !below(byAddress, byVisitor === byAddress ? limits : addressLimits)) return false;
      byVisitor.lastQuery = query;
      for (const tally of byVisitor === byAddress ? [byAddress] : [byVisitor, byAddress]) {
        tally.minute += 1;
        tally.hour += 1;
      }
      return true;
    },
    /** Lets go of tallies whose hour has passed; called with each flush, it walks the tallies once a minute. */
    sweep(): void {
      const at = now();
      if (at - sweptAt < MINUTE) return;
      sweptAt = at;
      for (const [key, tally] of tallies) if (at - tally.hourFrom >= HOUR) tallies.delete(key);
    },
    get size() {
      return tallies.size;
    },
  };
}

export type VisitorCaps = ReturnType<typeof createVisitorCaps>;
