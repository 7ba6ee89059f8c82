import { useId, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import VideoLibraryOutlinedIcon from '@mui/icons-material/VideoLibraryOutlined';
import { useSnackbar } from '../../../lib/snackbar';
import { LIMITS } from '@insight/contracts/limits';
import type { Quote } from '../../../lib/api-types';
import type { Showreel } from '../showreel-types';
import { AddToShowreelDialog } from './add-to-showreel-dialog';

/** Props of {@link AddToShowreelAction}: the chosen quotes, whether custom reels are allowed, and what follows saving. */
export type AddToShowreelActionProps = {
  studyId: string;
  segmentId?: string;
  quotes: Quote[];
  isAllowed: boolean;
  onDone: (showreel: Showreel) => void;
};

/** The first creation date of studies with custom showreels, e.g. '21 October 2022' (the contracts cutoff, a UTC date). */
const CUSTOM_SHOWREEL_SINCE = new Date(`${LIMITS.customShowreelCutoff}T00:00:00Z`).toLocaleDateString('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Add to showreel" for the chosen quotes; when custom reels are off for the study, the button is off and says why. */
export function AddToShowreelAction({ studyId, segmentId, quotes, isAllowed, onDone }: AddToShowreelActionProps) {
  const [isOpen, setIsOpen] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const noteId = useId();
  const note = !isAllowed
    ? `Custom showreels are available for studies created on or after ${CUSTOM_SHOWREEL_SINCE}.`
    : quotes.length === 0
      ? 'Select quotes to add them to a showreel.'
      : null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        startIcon={<VideoLibraryOutlinedIcon />}
        disabled={!isAllowed || quotes.length === 0}
        aria-describedby={note ? noteId : undefined}
        onClick={() => setIsOpen(true)}
      >
        Add to showreel{quotes.length > 0 ? ` (${quotes.length})` : ''}
      </Button>
      {note && (
        <Typography id={noteId} variant="body2" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      )}
      {isOpen && (
        <AddToShowreelDialog
          open
          studyId={studyId}
          segmentId={segmentId}
          quotes={quotes}
          onClose={() => setIsOpen(false)}
          onDone={(showreel, isNew) => {
            setIsOpen(false);
            enqueueSnackbar(isNew ? `Showreel “${showreel.title}” created` : `Added to “${showreel.title}”`, { variant: 'success' });
            onDone(showreel);
          }}
        />
      )}
    </Box>
  );
}
