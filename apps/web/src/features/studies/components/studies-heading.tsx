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
      {/*
        On phones the two stand on their own lines: side by side they fill the line within a few pixels, so whether the
        link wrapped depended on the font, and the web font arriving moved the page below (a layout shift of 0.17).
      */}
      <Box
        sx={{
          mb: 3,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: { xs: 0.5, sm: 3 },
          flexWrap: 'wrap',
          alignItems: { xs: 'flex-start', sm: 'baseline' },
        }}
      >
        <Typography sx={{ color: 'text.secondary' }}>All studies of your projects.</Typography>
        <Link component={RouterLink} to={allShowreelsHref}>
          All showreels
        </Link>
      </Box>
    </>
  );
}
