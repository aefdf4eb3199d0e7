/** Background removal options, named and defaulted like rembg's (spec §7 preview options). */
export interface RembgOptions {
  /** 'classic' (border-seeded flood fill) or 'classic-holes' (also clears enclosed background); '' means 'classic'. */
  model?: string;
  alphaMatting: boolean;
  /** 0–255: matte values at or above become opaque (with alphaMatting). */
  foregroundThreshold: number;
  /** 0–255: matte values at or below become transparent (with alphaMatting). */
  backgroundThreshold: number;
  /** Pixels each side of the edge left to the matting (with alphaMatting). */
  erosionSize: number;
  onlyMask: boolean;
  postProcessMask: boolean;
}

export const REMBG_MODELS = ['classic', 'classic-holes'] as const;

export const DEFAULT_REMBG: RembgOptions = {
  model: 'classic',
  alphaMatting: false,
  foregroundThreshold: 240,
  backgroundThreshold: 10,
  erosionSize: 10,
  onlyMask: false,
  postProcessMask: false,
};

/** A template variable; its value may reference offer fields as {{name}}, {{price}}, {{param.Colour}}. */
export interface CreativeVariable {
  name: string;
  value: string;
}

export interface CreativeOffer {
  id: string;
  name: string;
  price: number | null;
  oldPrice: number | null;
  currency?: string | null;
  vendor: string | null;
  url: string | null;
  pictures: string[];
  categoryId: string | null;
  available: boolean;
  params: Record<string, string[]>;
  description?: string | null;
}

export interface SanitizedTemplate {
  svg: string;
  width: number;
  height: number;
  /** Placeholder names found in text and attributes, in order of first use. */
  variables: string[];
  /** Whether the template has a photo slot (<image id="photo"> or data-creative="photo"). */
  hasPhotoSlot?: boolean;
  /** What sanitizing dropped, e.g. 'element:script', 'attribute:onload' (for the upload answer). */
  removed?: string[];
}

export type CreativeRenderErrorCode =
  | 'CREATIVE_SVG_INVALID'
  | 'CREATIVE_SVG_TOO_LARGE'
  | 'CREATIVE_PHOTO_FAILED'
  | 'CREATIVE_RENDER_FAILED';

export class CreativeRenderError extends Error {
  readonly code: CreativeRenderErrorCode;
  readonly details?: Record<string, unknown>;
  constructor(code: CreativeRenderErrorCode, details?: Record<string, unknown>, cause?: unknown) {
    super(`${code}${details?.reason ? `: ${String(details.reason)}` : ''}`, cause === undefined ? undefined : { cause });
    this.name = 'CreativeRenderError';
    this.code = code;
    if (details) this.details = details;
  }
}

export interface RenderInput {
  template: SanitizedTemplate;
  offer: CreativeOffer;
  variables: CreativeVariable[];
  photo: Buffer | null;
  rembg: RembgOptions | null;
  crop: { enabled: boolean; padding: number };
  format: 'png' | 'jpeg';
}
