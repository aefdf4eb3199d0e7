/** The per-project loader a shop embeds: registers the config, keeps early calls, loads init.js once. */
export interface LoaderConfig {
  projectId: string;
  apiUrl: string;
  scriptUrl: string;
  fallbackScriptUrl: string | null;
  consoleUrl: string;
  sourceStatus: string;
  settings: Record<string, unknown>;
  /** The live, unpublished settings (administrator preview on the shop's own site). */
  preview: boolean;
}

/** JSON that is safe inside a <script> and a JS string: no '</script>', no line separators. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderLoader(config: LoaderConfig): string {
  return `/* Vitrina widget loader for ${config.projectId} */
(function (w, d) {
  var c = ${scriptJson(config)};
  var s = d.currentScript;
  c.debug = !!(s && /[?&]debug=31337(&|$)/.test(s.src || ''));
  // ?vitrina_preview={project} on the shop's page: load this loader again with the unpublished settings.
  if (!c.preview && s && new RegExp('[?&]vitrina_preview=' + c.projectId + '(&|$)').test(w.location.search)) {
    var p = d.createElement('script');
    p.async = true;
    p.src = s.src.split('?')[0] + '?preview=1' + (c.debug ? '&debug=31337' : '');
    (d.head || d.documentElement).appendChild(p);
    return;
  }
  (w.VitrinaConfigs = w.VitrinaConfigs || []).push(c);
  w.vitrina = w.vitrina || function () { (w.vitrina.q = w.vitrina.q || []).push(arguments); };
  if (w.__vitrinaInitRequested) return;
  w.__vitrinaInitRequested = true;
  function load(src, fallback) {
    var e = d.createElement('script');
    e.async = true;
    e.src = src;
    e.onerror = function () { if (fallback) load(fallback, null); };
    (d.head || d.documentElement).appendChild(e);
  }
  load(c.scriptUrl, c.fallbackScriptUrl);
})(window, document);
`;
}

/** The embed snippet the console hands out: one async script tag. */
export function embedSnippet(loaderUrl: string): string {
  return `<script async src="${loaderUrl}" data-sb-init-script></script>`;
}
