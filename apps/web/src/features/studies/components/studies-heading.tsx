import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** Props of {@link StudiesHeading}: where "All showreels" leads (the client's showreels, with its client id once known). */
export type StudiesHeadingProps = { allShowreelsHref: string };

/**
 * The studies list's heading and intro line (SPEC §2 Studies list), its largest paint: one component for the page and
 * for the page shell the build writes into the HTML (decision 0330), so the two cannot drift apart.
 */
export function StudiesHeading({ allShowreelsHref }: StudiesHeadingProps) {
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Studies
      </Typography>
      <Box sx={{ mb: 3, display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography sx={{ color: 'text.secondary' }}>All studies of your projects.</Typography>
        <Link component={RouterLink} to={allShowreelsHref}>
          All showreels
        </Link>
      </Box>
    </>
  );
}
