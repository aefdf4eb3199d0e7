import type { FeedOffer } from '../types';

/** Reads a rule field from an offer as text: an Offer field, 'category_name', or 'param:<name>'. */
export function readField(offer: FeedOffer, field: string, categoryName: (id: string) => string | null): string | null {
  if (field.startsWith('param:')) {
    const name = field.slice(6).toLowerCase();
    return offer.params.find((p) => p.name.toLowerCase() === name)?.value ?? null;
  }
  if (field === 'category_name') return offer.categoryId ? categoryName(offer.categoryId) : null;
  if (field === 'isAvailable' || field === 'available') return String(offer.available);
  const value = (offer as unknown as Record<string, unknown>)[field];
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : String(value);
}

const NUMBER_FIELDS = new Set(['price', 'oldPrice']);
const TRUE_WORDS = new Set(['true', '1', 'yes', 'да', 'y', 'on']);
/** Fields a rule may not write: derived ones, and lists with their own shape. */
const READ_ONLY = new Set(['category_name', 'categoryIds', 'pictures', 'params', 'barcodes']);

function toNumber(text: string): number | null {
  const value = Number(text.replace(/\s/g, '').replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
}

/** Writes a rule field; the value is converted to the field's type (numbers, the availability flag). */
export function writeField(offer: FeedOffer, field: string, value: string): FeedOffer {
  if (field.startsWith('param:')) return writeParam(offer, field.slice(6), value);
  if (READ_ONLY.has(field)) return offer;
  if (NUMBER_FIELDS.has(field)) return { ...offer, [field]: toNumber(value) };
  if (field === 'available' || field === 'isAvailable') return { ...offer, available: TRUE_WORDS.has(value.trim().toLowerCase()) };
  if (field === 'id') return value.trim() ? { ...offer, id: value.trim() } : offer;
  if (field === 'name' || field === 'description' || field === 'snippet') return { ...offer, [field]: value };
  if (field === 'categoryId')
    return { ...offer, categoryId: value || null, categoryIds: value ? [value, ...offer.categoryIds.filter((c) => c !== value)] : [] };
  return { ...offer, [field]: value === '' ? null : value };
}

/** Sets a param (case-insensitive name) or adds it; an empty value removes it. */
export function writeParam(offer: FeedOffer, name: string, value: string): FeedOffer {
  const key = name.toLowerCase();
  const others = offer.params.filter((p) => p.name.toLowerCase() !== key);
  if (value === '') return { ...offer, params: others };
  const existing = offer.params.find((p) => p.name.toLowerCase() === key);
  return { ...offer, params: [...others, { name: existing?.name ?? name, value, unit: existing?.unit ?? null }] };
}
