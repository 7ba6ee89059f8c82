import { Box, Button } from '@mui/material';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import type { Interview } from '../../../lib/api-types';
import { useInterviews } from '../../../resources/interview/get-interviews';
import type { InterviewsFilter } from '../../../resources/interview/keys';
import { InterviewCard } from './interview-card';
import { InterviewCardSkeleton } from './interview-card-skeleton';
import { CARD_GRID_SX } from '../../../lib/theme';

/** Props of {@link InterviewList}: which interviews and how to link one. */
export type InterviewListProps = { filter: InterviewsFilter; getHref: (interview: Interview) => string };

const gridSx = CARD_GRID_SX;

/** A grid of interview cards loaded page by page (Load more), with loading, empty and error states. */
export function InterviewList({ filter, getHref }: InterviewListProps) {
  const interviews = useInterviews(filter);

  if (interviews.isError) return <ErrorState error={interviews.error} onRetry={() => void interviews.refetch()} />;
  if (interviews.isPending) {
    return (
      <Box component="ul" aria-label="Loading interviews" aria-busy sx={gridSx}>
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index}>
            <InterviewCardSkeleton />
          </li>
        ))}
      </Box>
    );
  }
  const items = interviews.data.pages.flatMap((page) => page.data);
  if (items.length === 0 && !interviews.hasNextPage) {
    return <EmptyState title="No interviews yet" description="Interviews appear here once participants have recorded them." />;
  }

  return (
    <>
      <Box component="ul" aria-label="Interviews" sx={gridSx}>
        {items.map((interview) => (
          <li key={interview.id}>
            <InterviewCard interview={interview} href={getHref(interview)} />
          </li>
        ))}
      </Box>
      {interviews.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Button variant="outlined" onClick={() => void interviews.fetchNextPage()} loading={interviews.isFetchingNextPage}>
            Load more interviews
          </Button>
        </Box>
      )}
    </>
  );
}
