import { type CreativeRembg, type CreativeRule, isMessageKey, type Locale, translate } from '@vitrina/contracts';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';
import { FeedFetchError, fetchPicture } from '../../lib';
import {
  type CreativeOffer,
  CreativeRenderError,
  type CreativeVariable,
  creativeInputHash,
  type RembgOptions,
  type SanitizedTemplate,
} from './render';
import { sharedRenderPool } from './render-pool';

/** What a render needs from a rule (a saved one, or the preview's query). */
export type RenderSettings = Pick<CreativeRule, 'variables' | 'rembg' | 'rembgCrop' | 'rembgCropNumber' | 'format'>;

export type PhotoFetcher = (url: string, signal?: AbortSignal) => Promise<Buffer>;

/** The feeds' guarded fetch with the pictures' size and time limits. */
export function photoFetcher(config: Pick<Config, 'feedAllowPrivate' | 'feedPrivateUrls'>): PhotoFetcher {
  const access = { allowPrivate: config.feedAllowPrivate, privateUrls: config.feedPrivateUrls };
  return (url, signal) => fetchPicture(url, { ...access, ...(signal ? { signal } : {}) });
}

/** The rule's background removal as the renderer takes it; null when it is off. */
export function rembgOf(rembg: CreativeRembg): RembgOptions | null {
  if (!rembg.enabled) return null;
  return {
    ...(rembg.model ? { model: rembg.model } : {}),
    alphaMatting: rembg.alphaMatting,
    foregroundThreshold: rembg.foregroundThreshold,
    backgroundThreshold: rembg.backgroundThreshold,
    erosionSize: rembg.erosionSize,
    onlyMask: rembg.onlyMask,
    postProcessMask: rembg.postProcessMask,
  };
}

const cropOf = (settings: RenderSettings) => ({ enabled: settings.rembgCrop, padding: settings.rembgCropNumber });
const variablesOf = (settings: RenderSettings): CreativeVariable[] => settings.variables.map(({ name, value }) => ({ name, value }));

/** Everything the image depends on, hashed: equal hashes mean the stored creative is still right. */
export function inputHashOf(templateHash: string, offer: CreativeOffer, settings: RenderSettings): string {
  const hash = creativeInputHash({
    templateHash,
    offer,
    variables: variablesOf(settings),
    rembg: rembgOf(settings.rembg),
    crop: cropOf(settings),
    photoUrl: offer.pictures[0] ?? null,
  });
  return `${hash}.${settings.format}`;
}

/** Renders one offer: its first picture is fetched (when the template has a photo slot) and composed. */
export async function renderOffer(
  template: SanitizedTemplate,
  offer: CreativeOffer,
  settings: RenderSettings,
  fetchPhoto: PhotoFetcher,
  signal?: AbortSignal,
): Promise<Buffer> {
  const photoUrl = offer.pictures[0];
  let photo: Buffer | null = null;
  if (photoUrl && template.hasPhotoSlot !== false) {
    try {
      photo = await fetchPhoto(photoUrl, signal);
    } catch (error) {
      throw new CreativeRenderError('CREATIVE_PHOTO_FAILED', { reason: reasonOf(error), url: photoUrl }, error);
    }
  }
  return sharedRenderPool().render({
    template,
    offer,
    variables: variablesOf(settings),
    photo,
    rembg: rembgOf(settings.rembg),
    crop: cropOf(settings),
    format: settings.format,
  });
}

/** The words of a renderer reason code ('pixels', 'xml'…) with the details it carries. */
function renderReason(error: CreativeRenderError, locale: Locale): string {
  const d = error.details ?? {};
  const code = String(d.reason ?? '');
  const list = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''));
  const params: Record<string, unknown[]> = {
    pixels: [d.width, d.height],
    too_small: [d.width, d.height],
    bytes: [d.maxBytes],
    xml: [d.message],
    too_many_elements: [d.max],
    too_deep: [d.max],
    unknown_model: [d.model, list(d.models)],
    filter_blur: [d.value, d.max],
    filter_octaves: [d.value, d.max],
    filter_count: [d.value, d.max],
    filter_area: [d.width, d.height, d.max],
    filter_placeholder: [d.element, d.attribute],
    deadline: [d.seconds],
  };
  const key = `creative.reason.${code}`;
  if (code && isMessageKey(key))
    return translate(
      locale,
      key,
      (params[code] ?? []).map((value) => String(value ?? '')),
    );
  return String(d.message ?? (code || error.message));
}

/** Why a render failed, in words; a refused photo fetch in the feeds' own localized words. */
export function reasonOf(error: unknown, locale: Locale = 'en'): string {
  if (error instanceof CreativeRenderError && error.cause instanceof FeedFetchError) return reasonOf(error.cause, locale);
  if (error instanceof FeedFetchError) return translate(locale, `feeds.fetch.${error.code}`, error.params);
  if (error instanceof CreativeRenderError) return renderReason(error, locale);
  if (error instanceof Error) return error.message;
  return String(error);
}

/** A render failure as the catalogue error the client reads (message with the reason). */
export function toAppError(error: unknown, locale: Locale): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof CreativeRenderError) return new AppError(error.code, [reasonOf(error, locale)]);
  return new AppError('CREATIVE_RENDER_FAILED', [reasonOf(error, locale)]);
}
