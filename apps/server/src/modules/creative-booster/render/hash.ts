import { createHash } from 'node:crypto';
import type { CreativeOffer, CreativeVariable, RembgOptions } from './types';

// Bumped when the renderer draws differently, so preserveHash does not keep stale images.
export const RENDERER_VERSION = 1;

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

/**
 * A hex SHA-256 of everything a creative is drawn from (for preserveHash): the same inputs give
 * the same hash whatever the key order; any change to the offer, variables, options, template
 * or photo URL gives another. The photo bytes are not read: a new photo is expected at a new URL.
 */
export function creativeInputHash(input: {
  templateHash: string;
  offer: CreativeOffer;
  variables: CreativeVariable[];
  rembg: RembgOptions | null;
  crop: { enabled: boolean; padding: number };
  photoUrl: string | null;
}): string {
  const { templateHash, offer, variables, rembg, crop, photoUrl } = input;
  const payload = canonical({ v: RENDERER_VERSION, templateHash, offer, variables, rembg, crop, photoUrl });
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}
