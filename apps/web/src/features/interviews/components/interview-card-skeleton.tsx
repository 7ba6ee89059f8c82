import { Card, CardContent, Skeleton } from '@mui/material';

/** Placeholder of an {@link InterviewCard} while the list loads. */
export function InterviewCardSkeleton() {
  return (
    <Card aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <CardContent>
        <Skeleton width="60%" height={28} />
        <Skeleton width="80%" />
      </CardContent>
    </Card>
  );
}
