import { MenuItem, TextField } from '@mui/material';
import { PLAYBACK_SPEEDS, usePlaybackSpeed } from '../../../lib/playback-speed';

/** The playback speed menu; the choice is persisted in localStorage (SPEC §9). */
export function PlaybackSpeedSelect() {
  const [speed, setSpeed] = usePlaybackSpeed();
  return (
    <TextField select size="small" label="Playback speed" value={speed} onChange={(event) => setSpeed(Number(event.target.value))} sx={{ minWidth: 150 }}>
      {PLAYBACK_SPEEDS.map((option) => (
        <MenuItem key={option} value={option}>
          {option === 1 ? 'Normal (1×)' : `${option}×`}
        </MenuItem>
      ))}
    </TextField>
  );
}
