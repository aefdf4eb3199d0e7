import type { StoredFields, StoredSettings } from '@vitrina/contracts';
import type { FeedOffer, ReadOptions } from '@vitrina/feeds';

function absolute(link: string, base: string): string {
  try {
    return new URL(link, base).toString();
  } catch {
    return link;
  }
}

/** Schemes an offer link or picture may have after withAbsoluteLinks: a javascript: or data: URL would run on the shop's page. */
const SAFE_SCHEMES = new Set(['http:', 'https:']);

/** Drops an offer's link and pictures that are not http(s) URLs, and says how many it dropped (the load report counts them). */
export function withSafeLinks(offer: FeedOffer): { offer: FeedOffer; dropped: number } {
  const safe = (link: string) => {
    try {
      return SAFE_SCHEMES.has(new URL(link).protocol);
    } catch {
      // Not a whole URL (a feed without an address to resolve against): relative paths stay, schemes do not.
      return !/^\s*[a-z][a-z0-9+.-]*:/i.test(link);
    }
  };
  const urlSafe = offer.url === null || safe(offer.url);
  const pictures = offer.pictures.filter(safe);
  const dropped = (urlSafe ? 0 : 1) + offer.pictures.length - pictures.length;
  return dropped ? { offer: { ...offer, url: urlSafe ? offer.url : null, pictures }, dropped } : { offer, dropped };
}

/** Links in a feed may be relative ('/p/1.jpg'); the widget on the shop's site needs them whole. */
export function withAbsoluteLinks(offer: FeedOffer, feedUrl: string): FeedOffer {
  if (!offer.url?.startsWith('/') && !offer.pictures.some((p) => p.startsWith('/'))) return offer;
  return { ...offer, url: offer.url ? absolute(offer.url, feedUrl) : null, pictures: offer.pictures.map((p) => absolute(p, feedUrl)) };
}

/** The params that ratingField and reviewCountField name became rating and reviewCount: they are not facets. */
export function withoutFieldParams(offer: FeedOffer, options: ReadOptions): FeedOffer {
  const names = [options.ratingField, options.reviewCountField].filter((n): n is string => Boolean(n)).map((n) => n.toLowerCase());
  if (!names.length || !offer.params.some((p) => names.includes(p.name.toLowerCase()))) return offer;
  return { ...offer, params: offer.params.filter((p) => !names.includes(p.name.toLowerCase())) };
}

/** An override row carries only what it sets: empty cells and empty lists change nothing. */
export function presentFields(offer: FeedOffer): Partial<FeedOffer> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(offer)) {
    if (key === 'id' || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    fields[key] = value;
  }
  return fields as Partial<FeedOffer>;
}

export function readOptions(fields: StoredFields, settings: StoredSettings, signal: AbortSignal): ReadOptions {
  return {
    ignoreXmlErrors: fields.ignoreXmlErrors,
    cutNonUtf8: fields.cutNonUtf8FromFeed,
    ratingField: settings.ratingField || undefined,
    reviewCountField: settings.reviewCountField || undefined,
    signal,
  };
}
