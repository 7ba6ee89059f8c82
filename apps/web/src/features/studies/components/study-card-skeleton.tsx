import { Card, CardContent, Skeleton } from '@mui/material';

/** Placeholder of a {@link StudyCard} while the list loads. */
export function StudyCardSkeleton() {
  return (
    <Card aria-hidden>
      <Skeleton variant="rectangular" height={160} />
      <CardContent>
        <Skeleton width="35%" />
        <Skeleton width="90%" height={32} />
        <Skeleton width="70%" />
        <Skeleton width="50%" sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}
