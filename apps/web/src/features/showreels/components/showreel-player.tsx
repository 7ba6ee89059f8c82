import { Box, Typography } from '@mui/material';
import type { Translation } from '../../../lib/api-types';
import type { PublicShowreel } from '../showreel-types';
import { EditListPlayer } from './edit-list-player';
import { RenderedPlayer } from './rendered-player';

/** Props of {@link ShowreelPlayer}: the saved reel, whether the editor holds unsaved edits, and the subtitle language. */
export type ShowreelPlayerProps = { showreel: PublicShowreel; translation: Translation; hasUnsavedEdits?: boolean };

/**
 * Plays a saved reel at once (SPEC §4, §9): the rendered file with its WebVTT tracks once READY, else the saved edit
 * list straight from the interview videos. Unsaved edits are not playable as a reel: Play is off with "Save to play".
 */
export function ShowreelPlayer({ showreel, translation, hasUnsavedEdits = false }: ShowreelPlayerProps) {
  const label = `Showreel: ${showreel.title}`;
  if (!hasUnsavedEdits && showreel.status === 'READY' && showreel.video?.combined_url) {
    return <RenderedPlayer video={showreel.video} poster={showreel.thumbnail} translation={translation} label={label} />;
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <EditListPlayer
        editList={showreel.edit_list}
        translation={translation}
        label={label}
        poster={showreel.thumbnail}
        isDisabled={hasUnsavedEdits}
        disabledNote="Save to play: unsaved edits cannot be played as a showreel."
      />
      {!hasUnsavedEdits && showreel.status !== 'READY' && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Playing the saved edit straight from the interview videos while the video file is made.
        </Typography>
      )}
    </Box>
  );
}
