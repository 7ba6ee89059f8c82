/**
 * The interview page's layout shared by the page (`InterviewView`, `InterviewVideo`) and its shell in the HTML
 * (`InterviewShell`, decision 0340): the poster the shell shows must take the box the video will take.
 */
import { NARROW_LAYOUT_QUERY } from '../../lib/theme';

/** The columns of the player and the transcript: one below the narrow-layout width, the player wider above it. */
export const INTERVIEW_GRID_COLUMNS = { narrow: '1fr', wide: 'minmax(0, 3fr) minmax(340px, 2fr)' } as const;

/** The interview grid by CSS alone (no script decides it: the shell is rendered at build time). */
export const INTERVIEW_GRID_SX = {
  display: 'grid',
  gap: 3,
  alignItems: 'start',
  gridTemplateColumns: INTERVIEW_GRID_COLUMNS.wide,
  [`@media ${NARROW_LAYOUT_QUERY}`]: { gridTemplateColumns: INTERVIEW_GRID_COLUMNS.narrow },
} as const;

/** The video's box: full column width, 16:9, black behind the poster. */
export const INTERVIEW_VIDEO_SX = { display: 'block', width: '100%', aspectRatio: '16 / 9', bgcolor: '#000', borderRadius: 2 } as const;
