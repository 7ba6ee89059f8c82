import { useRef, useState } from 'react';
import { Box, ButtonBase, Typography } from '@mui/material';
import type { Podcast } from '../../../lib/api-types';
import { formatDuration } from '../../../lib/format';

/** Props of {@link PodcastPlayer}: the podcast and the analysis title (for the player's name). */
export type PodcastPlayerProps = { podcast: Podcast; title: string };

/**
 * The analysis podcast (issue 10): an audio player and its transcript; the line being spoken is marked (aria-current)
 * and a click on a line plays from there.
 */
export function PodcastPlayer({ podcast, title }: PodcastPlayerProps) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [time, setTime] = useState(0);
  const playFrom = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = seconds;
    void audio.play().catch(() => undefined);
  };
  return (
    <Box component="section" aria-labelledby="podcast-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="podcast-heading" variant="h3">
        Podcast{podcast.duration ? ` (${formatDuration(podcast.duration)})` : ''}
      </Typography>
      <Box
        component="audio"
        ref={audioRef}
        controls
        preload="metadata"
        src={podcast.url}
        aria-label={`Podcast of ${title}`}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        sx={{ width: '100%' }}
      />
      {podcast.transcript.length > 0 && (
        <Box component="details" sx={{ '& summary': { cursor: 'pointer', color: 'primary.dark', fontWeight: 600, py: 0.5 } }}>
          <summary>Transcript of the podcast</summary>
          <Box component="ol" aria-label="Podcast transcript" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5, mt: 1 }}>
            {podcast.transcript.map((line) => {
              const isCurrent = time >= line.start && time < line.end;
              return (
                <li key={`${line.start}-${line.text}`}>
                  <ButtonBase
                    onClick={() => playFrom(line.start)}
                    aria-current={isCurrent ? 'true' : undefined}
                    sx={{
                      display: 'flex',
                      gap: 1.5,
                      width: '100%',
                      justifyContent: 'flex-start',
                      textAlign: 'left',
                      p: 0.75,
                      borderRadius: 1,
                      bgcolor: isCurrent ? 'rgba(91, 43, 191, 0.12)' : 'transparent',
                      '&:hover': { bgcolor: 'action.hover' },
                      '&:focus-visible': { outline: '2px solid #5b2bbf' },
                    }}
                  >
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', minWidth: 40 }}>
                      {formatDuration(line.start)}
                    </Typography>
                    <Typography component="span">{line.text}</Typography>
                  </ButtonBase>
                </li>
              );
            })}
          </Box>
        </Box>
      )}
    </Box>
  );
}
