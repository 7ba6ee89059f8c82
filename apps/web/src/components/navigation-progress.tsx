import { useEffect, useState } from 'react';
import { LinearProgress } from '@mui/material';
import { useNavigation } from 'react-router';

/** Delay before the bar appears, so fast navigations do not flash it (SPEC §9 loading bar: 200 ms throttle). */
export const NAVIGATION_PROGRESS_DELAY_MS = 200;

/** The navigation progress bar of SPEC §2: an MUI LinearProgress at the top while a navigation is pending. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const isPending = navigation.state !== 'idle';
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    if (!isPending) {
      setIsShown(false);
      return;
    }
    const timer = setTimeout(() => setIsShown(true), NAVIGATION_PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isPending]);

  if (!isShown) return null;
  return (
    <LinearProgress aria-label="Loading page" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 10, height: 3 }} />
  );
}
