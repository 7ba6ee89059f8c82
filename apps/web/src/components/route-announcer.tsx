import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { VisuallyHidden } from './visually-hidden';

/**
 * Announces each client-side page change to screen readers by reading out the new document title (a polite live
 * region); the first page of a visit is announced by the browser itself.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    // Pages set their title in their own effects (which run first) or once their data arrived: read it a moment later.
    const timer = window.setTimeout(() => setMessage(document.title), 150);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return (
    <div aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      <VisuallyHidden>{message}</VisuallyHidden>
    </div>
  );
}
