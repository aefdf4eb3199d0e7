/** The id of the script element holding the rendered page's state (apps/console/src/ssr/rendered-state.ts). */
const STATE_ID = 'vitrina-rendered';
const ROOT = '<div id="root"></div>';

/**
 * index.html with a page rendered on the server: its markup in #root, inert until the app has taken
 * it over (a click or a keystroke before then would be lost), its state beside it as script data
 * (already escaped by the renderer), the language it was rendered in, and the route's stylesheets. `template` already has
 * its scripts' nonce: nothing here adds a script that runs.
 */
export function renderedPage(
  template: string,
  rendered: { html: string; state: string; locale: string },
  stylesheets: string[],
): string | null {
  if (
    !template.includes(ROOT) ||
    !template.includes('</head>') ||
    !/<html lang="[^"]*"/.test(template) ||
    !/^[a-z]{2}$/.test(rendered.locale)
  )
    return null;
  const links = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${encodeURI(href)}">`).join('');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${rendered.locale}" data-rendered`)
    .replace('</head>', () => `${links}</head>`)
    .replace(
      ROOT,
      () => `<div id="root" inert>${rendered.html}</div><script type="application/json" id="${STATE_ID}">${rendered.state}</script>`,
    );
}
