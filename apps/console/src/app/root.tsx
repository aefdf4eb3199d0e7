import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { formatDocumentTitle } from '../lib/document-title';
import { beginRequest, endRequest } from '../lib/progress';
import { useRouteTitleKey } from '../lib/route-handle';

/** Keeps document.title as '<page name> — Vitrina' and shows progress while a route loads. */
export function Root() {
  const { t } = useTranslation();
  const location = useLocation();
  const titleKey = useRouteTitleKey(new URLSearchParams(location.search));
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle';

  // Routes without a title (the error pages) set document.title themselves.
  useEffect(() => {
    if (titleKey) document.title = formatDocumentTitle(t(titleKey));
  }, [titleKey, t]);

  // A page the server rendered stays inert until the app has taken it over (src/ssr, main.tsx).
  useEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);

  useEffect(() => {
    if (!loading) return;
    beginRequest();
    return endRequest;
  }, [loading]);

  return <Outlet />;
}
