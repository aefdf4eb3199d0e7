// Mantine's cascade layers in their order, then its baseline, variables and global styles: the
// first CSS of the page (vite.config.ts splits the components' CSS along with their code).
import 'virtual:mantine-base.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { setRouteDataClient } from './app/route-data';
import { routes } from './app/routes';
import { dropRenderedPage, loadOpenedRoutes, takeRenderedPage } from './app/take-over';
import { listenForPreloadErrors } from './lib/chunk-reload';
import { rememberDisplayPreferences } from './lib/display-preferences';
import { setUnauthorizedHandler } from './lib/http';
import { loadSharedStrings, setupI18n } from './lib/i18n';
import { currentLocale } from './lib/locale';
import { createQueryClient } from './lib/query-client';
import { restoreSession, signOut } from './lib/session';
import { followProfileLocale } from './lib/switch-locale';

const client = createQueryClient();
// A page the server rendered brings its user and answers (src/ssr); the app takes it over.
const rendered = takeRenderedPage(client);
setupI18n();
document.documentElement.lang = currentLocale();
listenForPreloadErrors();
// The interface language's strings, the session and the first page's code load side by side.
const strings = loadSharedStrings();
// A 401 from any call but sign-in ends the session; the guards then show /signin (spec §8).
setUnauthorizedHandler(signOut);
if (!rendered) void restoreSession();
// Route loaders start a page's data requests beside its code, into the app's one query client.
setRouteDataClient(client);
// A device with no language of its own takes the one saved in the user's profile.
followProfileLocale(client);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <App router={router} client={client} />
  </StrictMode>
);
const render = () => {
  dropRenderedPage(container);
  createRoot(container).render(app(createBrowserRouter(routes)));
};
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
const afterwards = () => whenIdle(rememberDisplayPreferences);
if (rendered) {
  // The same tree as the server's, with the page's code and strings in: React takes the markup over.
  Promise.all([strings, loadOpenedRoutes(routes, window.location)])
    .then(() => hydrateRoot(container, app(createBrowserRouter(routes, { hydrationData: rendered.router }))), render)
    .finally(afterwards);
} else {
  // Without its strings the page still renders (keys for words) rather than stay blank.
  strings.then(render, render).finally(afterwards);
}
