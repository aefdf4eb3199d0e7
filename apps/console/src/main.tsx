import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { listenForPreloadErrors } from './lib/chunk-reload';
import { setUnauthorizedHandler } from './lib/http';
import { setupI18n } from './lib/i18n';
import { currentLocale } from './lib/locale';
import { restoreSession, signOut } from './lib/session';

setupI18n();
document.documentElement.lang = currentLocale();
listenForPreloadErrors();
// A 401 from any call but sign-in ends the session; the guards then show /signin (spec §8).
setUnauthorizedHandler(signOut);
void restoreSession();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
