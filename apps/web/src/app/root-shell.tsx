import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { NavigationProgress } from '../components/navigation-progress';
import { RouteAnnouncer } from '../components/route-announcer';
import { studyStore } from '../lib/study-store';

/** Root of every page: the navigation progress bar, the page-change announcement, scroll restoration and the back-link record (SPEC §2). */
export function RootShell() {
  const location = useLocation();

  useEffect(() => {
    // The first entry of a visit has key 'default'; any later one means an in-app page to go back to exists.
    studyStore.setHasBackLink(location.key !== 'default');
  }, [location.key]);

  return (
    <>
      <NavigationProgress />
      <Outlet />
      <RouteAnnouncer />
      <ScrollRestoration />
    </>
  );
}
