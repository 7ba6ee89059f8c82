import { Box, Button, Container, Typography } from '@mui/material';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader, type Crumb } from '../../../components/page-header';
import type { Interview } from '../../../lib/api-types';
import { formatCountry, formatDuration, formatLanguage } from '../../../lib/format';
import { studyStore, useStudyStore } from '../../../lib/study-store';
import { useInterviews } from '../../../resources/interview/get-interviews';
import type { InterviewsFilter } from '../../../resources/interview/keys';
import { useTaskQuestions } from '../../../resources/task-design/get-task-design';
import { InterviewView } from './interview-view';
import { PageContainer } from '../../../components/page-container';

/**
 * Props of {@link InterviewPage}: the interview and the breadcrumbs leading to it; `siblings` the list it belongs to (the
 * study's interviews) and their links, for previous/next.
 */
export type InterviewPageProps = { interview: Interview; crumbs: Crumb[]; siblings?: { filter: InterviewsFilter; getHref: (interviewId: string) => string } };

/** Previous and next interview links of the list `siblings` (the first pages loaded; none at the ends). */
function SiblingLinks({ interviewId, siblings }: { interviewId: string; siblings: NonNullable<InterviewPageProps['siblings']> }) {
  const list = useInterviews(siblings.filter);
  const all = (list.data?.pages ?? []).flatMap((page) => page.data);
  const index = all.findIndex((item) => item.id === interviewId);
  if (index < 0 || all.length < 2) return null;
  const previous = all[index - 1];
  const next = all[index + 1];
  const name = (item: Interview) => item.participant?.name || 'participant';
  return (
    <Box component="nav" aria-label="Interviews of the study" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {previous && (
        <Button component={RouterLink} to={siblings.getHref(previous.id)} size="small" startIcon={<NavigateBeforeIcon />}>
          Previous: {name(previous)}
        </Button>
      )}
      <Typography variant="body2" sx={{ alignSelf: 'center', color: 'text.secondary' }}>
        {index + 1} of {all.length}
      </Typography>
      {next && (
        <Button component={RouterLink} to={siblings.getHref(next.id)} size="small" endIcon={<NavigateNextIcon />}>
          Next: {name(next)}
        </Button>
      )}
    </Box>
  );
}

/**
 * The interview screen (SPEC §2): header with participant facts, then player and transcript. Reads auto_play=true and
 * t (start, seconds) and quote (a quote to mark, from its "full interview" link) from the query string; the Original/English choice is the study store's persisted language. The
 * transcript's task blocks are headed by the segment's task design in that language.
 */
export function InterviewPage({ interview, crumbs, siblings }: InterviewPageProps) {
  const [searchParams] = useSearchParams();
  const translation = useStudyStore((state) => state.language);
  const taskQuestions = useTaskQuestions(interview.segment.id);
  const isAutoPlay = searchParams.get('auto_play') === 'true';
  const start = Number(searchParams.get('t'));
  const markedQuoteId = searchParams.get('quote') ?? undefined;
  const participant = interview.participant;
  const name = participant?.name || 'Participant';
  const facts = [
    participant?.age ? `${participant.age} years` : null,
    formatCountry(participant?.country),
    interview.language ? `Spoken in ${formatLanguage(interview.language)}` : null,
    interview.duration ? `Duration ${formatDuration(interview.duration)}` : null,
  ].filter(Boolean);

  return (
    <PageContainer sx={{ py: { xs: 3, md: 4 } }}>
      <PageHeader
        crumbs={crumbs}
        title={`Interview with ${name}`}
        meta={facts.map((fact) => (
          <Typography key={fact} variant="body2">
            {fact}
          </Typography>
        ))}
      />
      {siblings && <SiblingLinks interviewId={interview.id} siblings={siblings} />}
      <Container disableGutters maxWidth={false} sx={{ mt: 3 }}>
        <InterviewView
          key={interview.id}
          interview={interview}
          taskQuestions={taskQuestions}
          translation={translation}
          onTranslationChange={studyStore.setLanguage}
          isAutoPlay={isAutoPlay}
          startAt={Number.isFinite(start) && start > 0 ? start : undefined}
          markedQuoteId={markedQuoteId}
        />
      </Container>
    </PageContainer>
  );
}
