import { Box, Skeleton, Typography } from '@mui/material';
import { ErrorState } from '../../../components/error-state';
import { CARD_GRID_SX } from '../../../lib/theme';
import { useShowreels } from '../api/get-showreels';
import type { Showreel } from '../showreel-types';
import { ShowreelCard } from './showreel-card';

/** How many of the user's reels home shows. */
const RECENT_COUNT = 3;

/** Props of {@link RecentShowreels}: where a reel opens, and the heading's id for the section's name. */
export type RecentShowreelsProps = { getHref: (showreel: Showreel) => string; headingId: string };

/** The signed-in user's most recently edited showreels (home's recent activity); nothing when they have made none. */
export function RecentShowreels({ getHref, headingId }: RecentShowreelsProps) {
  const reels = useShowreels({ createdByMe: true, sortBy: 'updated_at', sortOrder: 'desc', perPage: RECENT_COUNT });
  if (reels.isError) return <ErrorState error={reels.error} onRetry={() => void reels.refetch()} />;
  if (reels.isSuccess && reels.data.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 6 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 3 }}>
        Your recent showreels
      </Typography>
      <Box component="ul" aria-label="Your recent showreels" aria-busy={reels.isPending || undefined} sx={CARD_GRID_SX}>
        {reels.isPending
          ? Array.from({ length: RECENT_COUNT }, (_, index) => (
              <li key={index}>
                <Skeleton variant="rounded" height={220} />
              </li>
            ))
          : reels.data.data.map((reel) => (
              <li key={reel.id}>
                <ShowreelCard showreel={reel} href={getHref(reel)} />
              </li>
            ))}
      </Box>
    </Box>
  );
}
