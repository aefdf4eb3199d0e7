export { cropToContent } from './crop';
export { DEFAULT_FILTER_LIMITS, type FilterLimits } from './filter-limits';
export { creativeInputHash, RENDERER_VERSION } from './hash';
export { removeBackground } from './rembg';
export { renderCreative } from './render';
export { sanitizeTemplate } from './sanitize';
export { discountPercent, formatPrice } from './substitute';
export { substituteVariables } from './substitute-variables';
export {
  type CreativeOffer,
  CreativeRenderError,
  type CreativeRenderErrorCode,
  type CreativeVariable,
  DEFAULT_REMBG,
  REMBG_MODELS,
  type RembgOptions,
  type RenderInput,
  type SanitizedTemplate,
} from './types';
