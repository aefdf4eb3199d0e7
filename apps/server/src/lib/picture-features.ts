import { computePictureFeatures, detectPictureColour, type PictureColour, type PictureFeatures } from '@vitrina/engine';
import sharp from 'sharp';
import { type FetchFeedOptions, fetchFeed } from './guarded-fetch';

/** Pictures larger than this are not read (a product photo is far smaller). */
const MAX_BYTES = 10 * 1024 * 1024;
/** Decoded pixels refused past this (decompression bombs). */
const MAX_PIXELS = 40_000_000;
/** The whole fetch of one picture, connect to last byte. */
const FETCH_TIMEOUT_MS = 20_000;
/** The thumbnail the features are computed from. */
const SIDE = 32;

/**
 * Fetches a picture with the feeds' guard (no private addresses unless allowed, bounded
 * redirects, size and time limits); also the photo source of creative booster renders.
 */
export async function fetchPicture(
  url: string,
  options: Pick<FetchFeedOptions, 'allowPrivate' | 'privateUrls'> & { signal?: AbortSignal },
): Promise<Buffer> {
  const timeout = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  const response = await fetchFeed(url, {
    allowPrivate: options.allowPrivate,
    privateUrls: options.privateUrls ?? [],
    maxBytes: MAX_BYTES,
    connectTimeoutMs: 5000,
    idleTimeoutMs: 10_000,
    signal: options.signal ? AbortSignal.any([timeout, options.signal]) : timeout,
  });
  const chunks: Uint8Array[] = [];
  for await (const chunk of response.body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** What one picture tells: its features for similar_by_photo, and the product's colour when it can be told. */
export type PictureAnalysis = PictureFeatures & { colour: PictureColour | null };

/** A picture's features and colour, computed from a 32×32 thumbnail. */
export async function pictureFeaturesOf(
  url: string,
  options: Pick<FetchFeedOptions, 'allowPrivate' | 'privateUrls'>,
): Promise<PictureAnalysis> {
  const { data, info } = await sharp(await fetchPicture(url, options), { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .resize(SIDE, SIDE, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return {
    ...computePictureFeatures(pixels, info.width, info.height, info.channels),
    colour: detectPictureColour(pixels, info.width, info.height, info.channels),
  };
}
