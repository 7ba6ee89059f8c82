import { useState } from 'react';
import { Box, Button, Card, CardActionArea, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import { Link as RouterLink } from 'react-router';
import { SubtitledVideo } from '../../../components/subtitled-video';
import type { HighlightedInterview, Translation } from '../../../lib/api-types';
import { formatDuration } from '../../../lib/format';

/** Props of {@link HighlightedInterviews}: the interviews, the Original/English choice, and the full interview page (null: not for this reader). */
export type HighlightedInterviewsProps = {
  interviews: HighlightedInterview[];
  translation: Translation;
  interviewHref: (interview: HighlightedInterview) => string | null;
  title?: string;
};

const who = (i: HighlightedInterview) => [i.participant.name, i.participant.age, i.participant.country].filter((p) => p !== null && p !== '').join(', ');

/** Interviews highlighted on a story or board (SPEC §3): cards that open the interview, playing in place with subtitles. */
export function HighlightedInterviews({ interviews, translation, interviewHref, title = 'Highlighted interviews' }: HighlightedInterviewsProps) {
  const [open, setOpen] = useState<HighlightedInterview | null>(null);
  if (interviews.length === 0) return null;
  const openHref = open ? interviewHref(open) : null;
  return (
    <Box component="section" aria-labelledby="highlighted-interviews-heading">
      <Typography id="highlighted-interviews-heading" variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {interviews.map((interview) => (
          <li key={interview.id}>
            <Card variant="outlined">
              <CardActionArea onClick={() => setOpen(interview)} aria-label={`Watch the interview with ${who(interview)}`}>
                <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.900' }}>
                  {interview.thumbnail && (
                    <Box component="img" src={interview.thumbnail} alt="" width={320} height={180} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                  )}
                  <PlayCircleOutlineIcon aria-hidden sx={{ position: 'absolute', inset: 0, m: 'auto', fontSize: 48, color: 'common.white' }} />
                </Box>
                <CardContent>
                  <Typography sx={{ fontWeight: 600 }}>{who(interview)}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {formatDuration(interview.duration)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="md" fullWidth aria-labelledby="interview-dialog-title">
        {open && (
          <>
            <DialogTitle id="interview-dialog-title">Interview with {who(open)}</DialogTitle>
            <DialogContent>
              {open.video ? (
                <SubtitledVideo video={open.video} translation={translation} label={`Interview with ${who(open)}`} />
              ) : (
                <Typography>This interview has no video yet.</Typography>
              )}
            </DialogContent>
            <DialogActions>
              {openHref && (
                <Button component={RouterLink} to={openHref}>
                  Open the interview page
                </Button>
              )}
              <Button onClick={() => setOpen(null)}>Close</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Box>
  );
}
