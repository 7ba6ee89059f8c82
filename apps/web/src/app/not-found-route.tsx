import { ErrorPage } from '../components/error-page';

/** The catch-all route inside the signed-in layout: unknown pages show 404 'Page Not Found' / 'This page could not be found' (SPEC §2) under the app header. */
export function NotFoundRoute() {
  return <ErrorPage status={404} isUnknownPage />;
}
