import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { Translation } from '../../../lib/api-types';
import type { Showreel } from '../showreel-types';

/** Props of {@link DownloadDialog}: the rendered reel, the default subtitle language and the close callback. */
export type DownloadDialogProps = { open: boolean; showreel: Showreel; defaultTranslation: Translation; onClose: () => void };

/** A file name for `title` with `extension`. */
function fileName(title: string, extension: string): string {
  return `${
    title
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'showreel'
  }.${extension}`;
}

/**
 * Download of the rendered video and, in its own section, a subtitle file (original or English WebVTT) with the
 * internal-use notice (SPEC §6): the language choice applies to the subtitle file only, never to the video.
 */
export function DownloadDialog({ open, showreel, defaultTranslation, onClose }: DownloadDialogProps) {
  const [translation, setTranslation] = useState<Translation>(defaultTranslation);
  const subtitleUrl = translation === 'en' ? showreel.video.subtitles.en.url : showreel.video.subtitles.original.url;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="download-title" fullWidth maxWidth="sm">
      <DialogTitle id="download-title">Download showreel</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="info">Video downloads are for internal business use.</Alert>
        <Box component="section" aria-labelledby="download-video-heading" sx={{ display: 'grid', gap: 1 }}>
          <Typography id="download-video-heading" variant="h3" sx={{ fontSize: '1.05rem' }}>
            Video
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            The rendered reel as MP4, without subtitles in the picture. Add a subtitle file below in your player or editor.
          </Typography>
          <Box>
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              component="a"
              href={showreel.video.combined_url ?? undefined}
              download={fileName(showreel.title, 'mp4')}
              disabled={!showreel.video.combined_url}
            >
              Download video
            </Button>
          </Box>
        </Box>
        <Box component="section" aria-labelledby="download-subtitles-heading" sx={{ display: 'grid', gap: 1, pt: 2, borderTop: 1, borderColor: 'divider' }}>
          <Typography id="download-subtitles-heading" variant="h3" sx={{ fontSize: '1.05rem' }}>
            Subtitle file
          </Typography>
          <FormControl>
            <FormLabel id="download-subtitles-label">Subtitle language</FormLabel>
            <RadioGroup
              row
              aria-labelledby="download-subtitles-label"
              value={translation}
              onChange={(event) => setTranslation(event.target.value as Translation)}
            >
              <FormControlLabel value="original" control={<Radio />} label="Original language" />
              <FormControlLabel value="en" control={<Radio />} label="English" />
            </RadioGroup>
          </FormControl>
          <Box>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              component="a"
              href={subtitleUrl ?? undefined}
              download={fileName(`${showreel.title}-${translation === 'en' ? 'en' : 'original'}`, 'vtt')}
              disabled={!subtitleUrl}
            >
              Download subtitles (WebVTT)
            </Button>
          </Box>
          <Typography variant="body2">
            <Link component={RouterLink} to={paths.helpPowerPointSubtitles.getHref()} target="_blank" rel="noopener">
              How to add subtitles to a video in PowerPoint (Windows)
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Link>
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
