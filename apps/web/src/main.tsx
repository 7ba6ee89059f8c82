import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { mountRoot } from './app/mount-root';

mountRoot(
  <AppProvider>
    <AppRouter />
  </AppProvider>,
);
