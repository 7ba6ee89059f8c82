import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import type { Translation } from '../../../lib/api-types';
import type { Showreel } from '../showreel-types';
import { playerSource } from '../edit-list';
import { EditListPlayer } from './edit-list-player';
import { RenderedPlayer } from './rendered-player';

/** Props of {@link ShowreelPlayer}: the saved reel, whether the editor holds unsaved edits, and the subtitle language. */
export type ShowreelPlayerProps = {
  showreel: Pick<Showreel, 'title' | 'status' | 'video' | 'thumbnail' | 'edit_list'>;
  translation: Translation;
  hasUnsavedEdits?: boolean;
};

/**
 * Plays a saved reel at once (SPEC §4, §9): the rendered file with its WebVTT tracks once READY, else the saved edit
 * list straight from the interview videos. Unsaved edits are not playable as a reel: Play is off with "Save to play".
 * A render that finishes while the edit list is playing does not cut it off: the player hands over to the file when
 * playback stops, at the reel time where it stopped.
 */
export function ShowreelPlayer({ showreel, translation, hasUnsavedEdits = false }: ShowreelPlayerProps) {
  const label = `Showreel: ${showreel.title}`;
  const [editListPlayback, setEditListPlayback] = useState({ isPlaying: false, reelTime: 0 });
  const reel = { status: showreel.status, hasFile: Boolean(showreel.video?.combined_url) };
  const isFileReady = playerSource(reel, hasUnsavedEdits, false) === 'rendered';
  if (playerSource(reel, hasUnsavedEdits, editListPlayback.isPlaying) === 'rendered') {
    return <RenderedPlayer video={showreel.video!} poster={showreel.thumbnail} translation={translation} label={label} startAt={editListPlayback.reelTime} />;
  }
  const note = hasUnsavedEdits
    ? null
    : isFileReady
      ? 'The video file is ready: the player switches to it when you pause.'
      : showreel.status !== 'READY'
        ? 'Playing the saved edit straight from the interview videos while the video file is made.'
        : null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <EditListPlayer
        editList={showreel.edit_list}
        translation={translation}
        label={label}
        poster={showreel.thumbnail}
        isDisabled={hasUnsavedEdits}
        disabledNote="Save to play: unsaved edits cannot be played as a showreel."
        onPlayingChange={(isPlaying, reelTime) => setEditListPlayback({ isPlaying, reelTime })}
      />
      {note && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}
