import { WIDGET_SETTINGS_FROM_PROJECT } from '@vitrina/contracts';
import { scriptNonce } from '../../../lib/script-nonce';
import type { ProjectDetail } from '../feed-types';
import { patchOf } from './form-to-patch';
import type { WidgetForm, WidgetKind } from './widget-form';

export const PREVIEW_MODAL_HOST = 'vitrina-preview-search';
export const PREVIEW_EMBED_HOST = 'vitrina-preview-embed';

export interface PreviewConfig {
  projectId: string;
  apiUrl: string;
  scriptUrl: string;
  consoleUrl: string;
  sourceStatus: string;
  debug: boolean;
  settings: Record<string, unknown>;
  /** The owner's preview: the widget marks its searches as the owner's and sends no events. */
  preview: true;
}

/**
 * The saved document with the unsaved draft's changes over it, key by key as the server builds
 * it (settings the widget reads, then widget settings winning): what Save then Publish would put live.
 */
export function withDraft(saved: Record<string, unknown>, initial: WidgetForm, draft: WidgetForm | null): Record<string, unknown> {
  const patch = draft ? patchOf(initial, draft) : null;
  if (!patch) return saved;
  const fromSettings: Record<string, unknown> = {};
  const settings = (patch.settings ?? {}) as Record<string, unknown>;
  for (const key of WIDGET_SETTINGS_FROM_PROJECT) if (settings[key] !== undefined) fromSettings[key] = settings[key];
  return { ...saved, ...fromSettings, ...(patch.widgetSettings ?? {}) };
}

/**
 * The object the preview pushes to window.VitrinaConfigs: a settings document the server answered
 * (the published one, exactly what the loader serves, or the saved one), the kind being previewed,
 * and the preview page's own host element as the selector.
 */
export function buildPreviewConfig(
  settings: Record<string, unknown>,
  project: Pick<ProjectDetail, 'uuid' | 'sourceStatus'>,
  options: { searchOrigin: string; consoleOrigin: string; kind: WidgetKind },
): PreviewConfig {
  const host = options.kind === 'complex' ? PREVIEW_EMBED_HOST : PREVIEW_MODAL_HOST;
  return {
    projectId: project.uuid,
    apiUrl: options.searchOrigin,
    scriptUrl: `${options.searchOrigin}/scripts/v3/init.js`,
    consoleUrl: options.consoleOrigin,
    sourceStatus: project.sourceStatus,
    debug: settings.debug === true,
    preview: true,
    settings: { ...settings, kind: options.kind, selector: `#${host}` },
  };
}

/**
 * The preview frame is sandboxed without allow-same-origin (shop code must not reach the console's
 * session), so document.cookie and the storages throw there; the widget gets in-memory stand-ins.
 */
const SANDBOX_SHIMS = `(function () {
  try { void document.cookie; } catch (e) {
    var jar = {};
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: function () { return Object.keys(jar).map(function (k) { return k + '=' + jar[k]; }).join('; '); },
      set: function (v) { var kv = String(v).split(';')[0]; var i = kv.indexOf('='); if (i > 0) jar[kv.slice(0, i).trim()] = kv.slice(i + 1); }
    });
  }
  function memory() {
    var data = {};
    return {
      getItem: function (k) { return Object.prototype.hasOwnProperty.call(data, k) ? data[k] : null; },
      setItem: function (k, v) { data[k] = String(v); },
      removeItem: function (k) { delete data[k]; },
      clear: function () { data = {}; },
      key: function (i) { return Object.keys(data)[i] || null; },
      get length() { return Object.keys(data).length; }
    };
  }
  ['localStorage', 'sessionStorage'].forEach(function (name) {
    try { void window[name]; } catch (e) { Object.defineProperty(window, name, { configurable: true, value: memory() }); }
  });
})();`;

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A small shop-like page for the iframe: a search field (modal kinds) or a container (complex), then init.js. */
export function previewDocument(config: PreviewConfig, texts: { placeholder: string; title: string }): string {
  const complex = config.settings.kind === 'complex';
  const host = complex
    ? `<div id="${PREVIEW_EMBED_HOST}"></div>`
    : `<input id="${PREVIEW_MODAL_HOST}" type="search" placeholder="${texts.placeholder.replace(/"/g, '&quot;')}" autocomplete="off">`;
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${texts.title.replace(/</g, '&lt;')}</title>
<style>body{margin:0;padding:16px;font-family:system-ui,sans-serif;background:#f8f9fa}#${PREVIEW_MODAL_HOST}{width:100%;max-width:560px;box-sizing:border-box;padding:10px 14px;font-size:16px;border:1px solid #ced4da;border-radius:8px}</style>
</head><body>
${host}
<script nonce="${scriptNonce()}">
${SANDBOX_SHIMS}
(window.VitrinaConfigs = window.VitrinaConfigs || []).push(${json(config)});
(function () {
  var s = document.createElement('script');
  s.async = true;
  s.src = ${json(config.scriptUrl)};
  s.onload = function () { parent.postMessage({ vitrinaPreview: 'loaded' }, '*'); };
  s.onerror = function () { parent.postMessage({ vitrinaPreview: 'missing' }, '*'); };
  document.head.appendChild(s);
})();
</script>
</body></html>`;
}
