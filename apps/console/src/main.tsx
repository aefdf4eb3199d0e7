// Mantine's cascade layers in their order, then its baseline, variables and global styles: the
// first CSS of the page (vite.config.ts splits the components' CSS along with their code).
import 'virtual:mantine-base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { setRouteDataClient } from './app/route-data';
import { routes } from './app/routes';
import { listenForPreloadErrors } from './lib/chunk-reload';
import { setUnauthorizedHandler } from './lib/http';
import { loadSharedStrings, setupI18n } from './lib/i18n';
import { currentLocale } from './lib/locale';
import { createQueryClient } from './lib/query-client';
import { restoreSession, signOut } from './lib/session';
import { followProfileLocale } from './lib/switch-locale';

setupI18n();
document.documentElement.lang = currentLocale();
listenForPreloadErrors();
// The interface language's strings, the session and the first page's code load side by side.
const strings = loadSharedStrings();
// A 401 from any call but sign-in ends the session; the guards then show /signin (spec §8).
setUnauthorizedHandler(signOut);
void restoreSession();
// Route loaders start a page's data requests beside its code, into the app's one query client.
const client = createQueryClient();
setRouteDataClient(client);
// A device with no language of its own takes the one saved in the user's profile.
followProfileLocale(client);
const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App router={router} client={client} />
    </StrictMode>,
  );
// Without its strings the page still renders (keys for words) rather than stay blank.
strings.then(render, render);
