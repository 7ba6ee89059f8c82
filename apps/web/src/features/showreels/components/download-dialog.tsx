import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
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
import type { DownloadSubtitles } from '@insight/contracts';
import type { Translation } from '../../../lib/api-types';
import { useShowreelDownload } from '../api/showreel-download';
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

/** Labels of the burned-in subtitle choices of the video. */
const BURN_LABELS: Record<DownloadSubtitles, string> = { none: 'No subtitles', original: 'Original language', en: 'English' };

/** The video part of the dialog: subtitles in the picture (none, original, English), prepared on demand and cached. */
function VideoDownload({ showreel }: { showreel: Showreel }) {
  const [burn, setBurn] = useState<DownloadSubtitles>('none');
  const { query, prepare } = useShowreelDownload(showreel.id, showreel.video.combined_url, burn);
  const state = query.data;
  const isPreparing = prepare.isPending || state?.status === 'PREPARING';
  const failure = prepare.error
    ? 'The video could not be prepared. Try again.'
    : state?.status === 'ERROR'
      ? (state.error ?? 'The video could not be prepared.')
      : null;
  const name = fileName(burn === 'none' ? showreel.title : `${showreel.title}-subtitled-${burn === 'en' ? 'en' : 'original'}`, 'mp4');
  return (
    <Box component="section" aria-labelledby="download-video-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="download-video-heading" variant="h3" sx={{ fontSize: '1.05rem' }}>
        Video (MP4)
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        In the resolution of the source interviews. Subtitles can be burned into the picture, for players without subtitle support.
      </Typography>
      <FormControl>
        <FormLabel id="download-burn-label">Subtitles in the picture</FormLabel>
        <RadioGroup row aria-labelledby="download-burn-label" value={burn} onChange={(event) => setBurn(event.target.value as DownloadSubtitles)}>
          {(Object.keys(BURN_LABELS) as DownloadSubtitles[]).map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={BURN_LABELS[value]} />
          ))}
        </RadioGroup>
      </FormControl>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {state?.status === 'READY' && state.url ? (
          <Button variant="contained" startIcon={<DownloadIcon />} component="a" href={state.url} download={name}>
            Download video
          </Button>
        ) : (
          <Button
            variant="contained"
            startIcon={isPreparing ? <CircularProgress size={18} color="inherit" aria-hidden /> : <DownloadIcon />}
            disabled={isPreparing || query.isPending || !showreel.video.combined_url}
            onClick={() => prepare.mutate()}
          >
            {isPreparing ? 'Preparing video…' : state?.status === 'ERROR' ? 'Try again' : 'Prepare video'}
          </Button>
        )}
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
          {isPreparing ? 'Burning the subtitles into the video. This takes about as long as the reel plays; you can keep the dialog open.' : ''}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * Download of the rendered video, with subtitles burned into the picture or none (made once by the download job and
 * cached), and in its own section a subtitle file (original or English WebVTT) with the internal-use notice (SPEC §6).
 */
export function DownloadDialog({ open, showreel, defaultTranslation, onClose }: DownloadDialogProps) {
  const [translation, setTranslation] = useState<Translation>(defaultTranslation);
  const subtitleUrl = translation === 'en' ? showreel.video.subtitles.en.url : showreel.video.subtitles.original.url;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="download-title" fullWidth maxWidth="sm">
      <DialogTitle id="download-title">Download showreel</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="info">Video downloads are for internal business use.</Alert>
        <VideoDownload showreel={showreel} />
        <Box component="section" aria-labelledby="download-subtitles-heading" sx={{ display: 'grid', gap: 1, pt: 2, borderTop: 1, borderColor: 'divider' }}>
          <Typography id="download-subtitles-heading" variant="h3" sx={{ fontSize: '1.05rem' }}>
            Subtitle file (WebVTT)
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            A separate file for your player or editor; the video above is not changed by this choice.
          </Typography>
          <FormControl>
            <FormLabel id="download-subtitles-label">Subtitle file language</FormLabel>
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
              Download subtitle file
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
