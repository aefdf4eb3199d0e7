import { foldText } from '../analysis/fold';

/**
 * Region data read from offer params at build time (spec regionId; feeds carry no other place for it):
 * - `regions` (or `region`): the regions the offer is sold in, comma-, semicolon- or bar-separated, or the
 *   param repeated. An offer with such a list is hidden in every other region; without one it is sold everywhere.
 * - `price_<region>` (also `price:<region>` / `price@<region>`): the offer's price in that region.
 * - `available_<region>`: its availability there ('true'/'false', 'yes'/'no', '1'/'0', 'да'/'нет', or a stock count).
 * Region ids are compared trimmed and case-folded. These params are not indexed as params (no facet, no text).
 */
const LIST = /^regions?$/;
const OVERRIDE = /^(price|available)[_:@](.+)$/;
const TRUE = new Set(['true', 'yes', 'да', 'in stock', 'instock', 'available']);
const FALSE = new Set(['false', 'no', 'нет', 'out of stock', 'outofstock', 'unavailable']);

/** Availability from a param value: 1, 0, or -1 when the text says neither. */
function availability(value: string): number {
  const text = foldText(value.trim());
  if (TRUE.has(text)) return 1;
  if (FALSE.has(text)) return 0;
  const count = Number(text.replace(',', '.'));
  return text !== '' && Number.isFinite(count) ? (count > 0 ? 1 : 0) : -1;
}

export const regionKey = (id: string) => foldText(String(id).trim());

interface Override {
  price: number;
  available: number;
  listed: boolean;
}

/** Collects region params offer by offer; `finish` gives the index's region arrays. */
export class RegionCollector {
  private readonly byRegion = new Map<string, Map<number, Override>>();
  private readonly restricted: number[] = [];

  /** Takes a param if it is a region param (then the caller does not index it). */
  take(doc: number, name: string, value: string): boolean {
    const key = foldText(name);
    if (LIST.test(key)) {
      for (const id of value.split(/[,;|]/)) if (regionKey(id)) this.at(regionKey(id), doc).listed = true;
      if (this.restricted[this.restricted.length - 1] !== doc) this.restricted.push(doc);
      return true;
    }
    const match = OVERRIDE.exec(key);
    if (!match) return false;
    const region = regionKey(match[2] as string);
    if (match[1] === 'price') {
      const price = Number(value.trim().replace(/\s/g, '').replace(',', '.'));
      if (value.trim() !== '' && Number.isFinite(price)) this.at(region, doc).price = price;
    } else {
      const flag = availability(value);
      if (flag !== -1) this.at(region, doc).available = flag;
    }
    return true;
  }

  private at(region: string, doc: number): Override {
    let docs = this.byRegion.get(region);
    if (!docs) {
      docs = new Map();
      this.byRegion.set(region, docs);
    }
    let entry = docs.get(doc);
    if (!entry) {
      entry = { price: Number.NaN, available: 2, listed: false };
      docs.set(doc, entry);
    }
    return entry;
  }

  /** CSR by region: offers (ascending) with their price (NaN: none), availability (0, 1, 2: none) and listing. */
  finish(n: number) {
    const regionKeys = [...this.byRegion.keys()].sort();
    const regionStart = new Int32Array(regionKeys.length + 1);
    const total = [...this.byRegion.values()].reduce((sum, docs) => sum + docs.size, 0);
    const regionDocs = new Int32Array(total);
    const regionPrice = new Float64Array(total);
    const regionAvailable = new Uint8Array(total);
    const regionListed = new Uint8Array(total);
    let at = 0;
    regionKeys.forEach((key, r) => {
      const docs = [...(this.byRegion.get(key) as Map<number, Override>)].sort((a, b) => a[0] - b[0]);
      for (const [doc, entry] of docs) {
        regionDocs[at] = doc;
        regionPrice[at] = entry.price;
        regionAvailable[at] = entry.available;
        regionListed[at] = entry.listed ? 1 : 0;
        at++;
      }
      regionStart[r + 1] = at;
    });
    const regionRestricted = new Uint8Array(this.restricted.length > 0 ? n : 0);
    for (const doc of this.restricted) regionRestricted[doc] = 1;
    return { regionKeys, regionStart, regionDocs, regionPrice, regionAvailable, regionListed, regionRestricted };
  }
}
