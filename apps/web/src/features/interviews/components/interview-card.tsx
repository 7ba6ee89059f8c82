import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import PlayCircleIcon from '@mui/icons-material/PlayCircleFilled';
import { Link as RouterLink } from 'react-router';
import { CoverImage } from '../../../components/cover-image';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { Interview } from '../../../lib/api-types';
import { formatCountry, formatDuration, formatLanguage } from '../../../lib/format';

/** Props of {@link InterviewCard}: the interview, the link to its page and the title of the participant's segment. */
export type InterviewCardProps = { interview: Interview; href: string; headingLevel?: 'h2' | 'h3'; segmentTitle?: string };

/** An interview card (SPEC §2 Videos): thumbnail with duration m:ss, participant name, age, country, language and segment. */
export function InterviewCard({ interview, href, headingLevel = 'h3', segmentTitle }: InterviewCardProps) {
  const participant = interview.participant;
  const name = participant?.name || 'Participant';
  const facts = [participant?.age ? `${participant.age} years` : null, formatCountry(participant?.country), formatLanguage(interview.language)].filter(Boolean);

  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={href}
        aria-label={`Watch interview with ${name}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: '#1d1a24' }}>
          {interview.thumbnail && <CoverImage src={interview.thumbnail} width={320} height={180} fill lazy />}
          <PlayCircleIcon aria-hidden sx={{ position: 'absolute', inset: 0, m: 'auto', fontSize: 56, color: 'rgba(255,255,255,0.92)' }} />
          <Box
            component="span"
            sx={{
              position: 'absolute',
              right: 8,
              bottom: 8,
              px: 0.75,
              py: 0.25,
              borderRadius: 1,
              bgcolor: 'rgba(0,0,0,0.78)',
              color: '#fff',
              fontSize: '0.8rem',
              fontWeight: 600,
            }}
          >
            <VisuallyHidden>Duration </VisuallyHidden>
            {formatDuration(interview.duration)}
          </Box>
        </Box>
        <CardContent sx={{ flex: 1 }}>
          <Typography component={headingLevel} variant="h5">
            {name}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
            {facts.join(' · ')}
          </Typography>
          {segmentTitle && (
            <Typography variant="body2" sx={{ mt: 0.75, fontWeight: 600, color: 'secondary.main' }}>
              <VisuallyHidden>Segment: </VisuallyHidden>
              {segmentTitle}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
