/** Turns on typed middleware context (`context.get`) in loaders: the app uses react-router middleware as route guards. */
import 'react-router';

declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
