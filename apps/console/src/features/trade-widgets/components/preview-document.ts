import type { CarouselStyle, TradeWidgetResponse } from '@vitrina/contracts';
import { scriptNonce } from '../../../lib/script-nonce';

export const PREVIEW_HOST = 'vitrina-preview-carousel';

export interface CarouselPreviewConfig {
  projectId: string;
  widgetId: string;
  searchOrigin: string;
  locale: string;
}

/** What the console posts into the frame as the form changes. */
export interface CarouselPreviewInput {
  productId: string;
  style: CarouselStyle;
  /** The admin API's answer for the form as it stands: the frame shows it instead of asking the public route. */
  answer: TradeWidgetResponse;
}

/**
 * The frame is sandboxed without allow-same-origin (the widget code must not reach the console's session),
 * so document.cookie and the storages throw there; the widget gets in-memory stand-ins.
 */
const SANDBOX_SHIMS = `(function () {
  try { void document.cookie; } catch (e) {
    var jar = '';
    Object.defineProperty(document, 'cookie', { configurable: true, get: function () { return jar; }, set: function (v) { jar = String(v).split(';')[0]; } });
  }
  function memory() {
    var data = {};
    return { getItem: function (k) { return Object.prototype.hasOwnProperty.call(data, k) ? data[k] : null; }, setItem: function (k, v) { data[k] = String(v); }, removeItem: function (k) { delete data[k]; } };
  }
  ['localStorage', 'sessionStorage'].forEach(function (name) {
    try { void window[name]; } catch (e) { Object.defineProperty(window, name, { configurable: true, value: memory() }); }
  });
})();`;

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A small shop-like page for the preview frame: the real init.js from the search origin, one carousel mounted by
 * vitrina('carousel') with the form's unsaved style and answer (`preview: true`, so no events are recorded). The form's later
 * changes arrive by postMessage and re-mount it; the frame reports the carousel's state back to the console.
 */
export function carouselPreviewDocument(config: CarouselPreviewConfig, input: CarouselPreviewInput, title: string): string {
  const loaderConfig = { projectId: config.projectId, apiUrl: config.searchOrigin, settings: { locale: config.locale } };
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title.replace(/</g, '&lt;')}</title>
<style>body{margin:0;padding:8px 24px;font-family:system-ui,sans-serif;background:#fff;color:#212529}</style>
</head><body>
<div id="${PREVIEW_HOST}"></div>
<script nonce="${scriptNonce()}">
${SANDBOX_SHIMS}
(window.VitrinaConfigs = window.VitrinaConfigs || []).push(${json(loaderConfig)});
window.vitrina = window.vitrina || function () { (window.vitrina.q = window.vitrina.q || []).push(arguments); };
function show(input) {
  window.vitrina('carousel', '#${PREVIEW_HOST}', { widgetId: ${json(config.widgetId)}, productId: input.productId, style: input.style, answer: input.answer, preview: true });
}
document.addEventListener('vitrina:carousel', function (e) { parent.postMessage({ vitrinaCarousel: e.detail }, '*'); });
window.addEventListener('message', function (e) { if (e.data && e.data.vitrinaCarouselInput) show(e.data.vitrinaCarouselInput); });
show(${json(input)});
(function () {
  var s = document.createElement('script');
  s.async = true;
  s.src = ${json(`${config.searchOrigin}/scripts/v3/init.js`)};
  s.onerror = function () { parent.postMessage({ vitrinaCarousel: { status: 'missing' } }, '*'); };
  document.head.appendChild(s);
})();
</script>
</body></html>`;
}
