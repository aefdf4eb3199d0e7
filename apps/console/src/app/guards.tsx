import { Center, Loader } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { clearLanding, useSession } from '../lib/session';

export function PageLoader() {
  return (
    <Center mih="50vh">
      <Loader aria-label="loading" />
    </Center>
  );
}

/** A guest opening a page that needs login goes to /signin (spec §2), remembering where they were. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const authenticated = session.status === 'authenticated';
  useEffect(() => {
    if (authenticated) clearLanding();
  }, [authenticated]);
  if (session.status === 'unknown') return <PageLoader />;
  if (!authenticated) return <Navigate to="/signin" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return children ?? <Outlet />;
}

/** A signed-in user opening a guest page goes to /profile, or where sign-in asked to land. */
export function RequireGuest({ children }: { children?: ReactNode }) {
  const session = useSession();
  if (session.status === 'unknown') return <PageLoader />;
  if (session.status === 'authenticated') return <Navigate to={session.landing ?? '/profile'} replace />;
  return children ?? <Outlet />;
}

export function IndexRedirect() {
  const session = useSession();
  if (session.status === 'unknown') return <PageLoader />;
  return <Navigate to={session.status === 'authenticated' ? '/projects' : '/signin'} replace />;
}
