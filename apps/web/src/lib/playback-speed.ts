/** Video playback speed, persisted in localStorage (SPEC §9 persisted values: video playback speed). */
import { useCallback, useSyncExternalStore } from 'react';

/** localStorage key of the playback speed. */
export const PLAYBACK_SPEED_STORAGE_KEY = 'video_playback_speed';
/** Speeds offered by the speed menu. */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

const listeners = new Set<() => void>();

/** The stored speed when it is one of {@link PLAYBACK_SPEEDS}, else 1. */
export function readPlaybackSpeed(): number {
  try {
    const stored = Number(localStorage.getItem(PLAYBACK_SPEED_STORAGE_KEY));
    return (PLAYBACK_SPEEDS as readonly number[]).includes(stored) ? stored : 1;
  } catch {
    return 1;
  }
}

function writePlaybackSpeed(speed: number): void {
  try {
    localStorage.setItem(PLAYBACK_SPEED_STORAGE_KEY, String(speed));
  } catch {
    // Storage disabled: the speed lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

/** The persisted playback speed and its setter, shared by every player on the page. */
export function usePlaybackSpeed(): [number, (speed: number) => void] {
  const speed = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, readPlaybackSpeed);
  const setSpeed = useCallback((next: number) => writePlaybackSpeed(next), []);
  return [speed, setSpeed];
}
