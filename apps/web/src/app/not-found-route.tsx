import { ErrorPage } from '../components/error-page';
import { EmptyLayout } from './layouts/empty-layout';

/** The catch-all route: unknown pages show 404 'Page Not Found' / 'This page could not be found' (SPEC §2). */
export function NotFoundRoute() {
  return (
    <EmptyLayout>
      <ErrorPage status={404} isUnknownPage />
    </EmptyLayout>
  );
}
