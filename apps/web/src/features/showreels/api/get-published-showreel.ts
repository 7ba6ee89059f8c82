/**
 * GET /api/v1/public/published_showreels/{id} (SPEC §7): a published reel for anyone, signed in or not. No TanStack
 * Query here: the public page's light entry loads without it (decision 0280).
 */
import { useEffect, useState } from 'react';
import { apiClient, isApiError } from '../../../lib/api-client';
import type { Item } from '../../../lib/api-types';
import { preloadImage } from '../../../lib/media';
import type { PublicShowreel } from '../showreel-types';

/** Fetches a published reel; ApiError 404 when unknown or not published. */
export async function getPublishedShowreel(showreelId: string, signal?: AbortSignal): Promise<PublicShowreel> {
  return (await apiClient.get<Item<PublicShowreel>>(`/v1/public/published_showreels/${encodeURIComponent(showreelId)}`, undefined, signal)).data;
}

/** How often a reel whose video file is being prepared is asked for again, in ms. */
const PREPARING_POLL_MS = 10_000;
/** Failed loads tried again (not a 4xx answer), as the SPA's queries do (`shouldRetry`: twice, 1 s then 2 s apart). */
const RETRIES = 2;

/** A published reel as {@link usePublishedShowreel} knows it: loading, failed (keeping an earlier answer), or loaded. */
export type PublishedShowreelState = (
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: true; data: PublicShowreel | undefined; error: unknown }
  | { isPending: false; isError: false; data: PublicShowreel; error: null }
) & {
  /** Asks again (the Retry button). */
  refetch: () => void;
};

type Known = { id: string; data?: PublicShowreel; error?: unknown };

/**
 * A published reel (pending while `showreelId` is empty); asked again every 10 s while its video file is being
 * prepared. The poster is asked for as soon as the answer is in, not when the player renders: it is the page's largest
 * paint (issue 15, decision 0260).
 */
export function usePublishedShowreel(showreelId: string): PublishedShowreelState {
  const [known, setKnown] = useState<Known | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!showreelId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async (failures: number): Promise<void> => {
      try {
        const reel = await getPublishedShowreel(showreelId, controller.signal);
        if (controller.signal.aborted) return;
        preloadImage(reel.thumbnail);
        setKnown({ id: showreelId, data: reel });
        if (!reel.video.combined_url && reel.status !== 'ERROR') timer = setTimeout(() => void load(0), PREPARING_POLL_MS);
      } catch (error) {
        if (controller.signal.aborted) return;
        const isClientError = isApiError(error) && error.status >= 400 && error.status < 500;
        if (!isClientError && failures < RETRIES) {
          timer = setTimeout(() => void load(failures + 1), 1000 * 2 ** failures);
          return;
        }
        setKnown((earlier) => ({ id: showreelId, data: earlier?.id === showreelId ? earlier.data : undefined, error }));
      }
    };
    void load(0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [showreelId, round]);

  const refetch = () => setRound((value) => value + 1);
  const current = known?.id === showreelId ? known : null;
  if (current?.error !== undefined) return { isPending: false, isError: true, data: current.data, error: current.error, refetch };
  if (current?.data) return { isPending: false, isError: false, data: current.data, error: null, refetch };
  return { isPending: true, isError: false, data: undefined, error: null, refetch };
}
