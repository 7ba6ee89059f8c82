import { Container, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { PageHeader, type Crumb } from '../../../components/page-header';
import type { Interview } from '../../../lib/api-types';
import { formatCountry, formatDuration, formatLanguage } from '../../../lib/format';
import { studyStore, useStudyStore } from '../../../lib/study-store';
import { useTaskQuestions } from '../../../resources/task-design/get-task-design';
import { InterviewView } from './interview-view';
import { PageContainer } from '../../../components/page-container';

/** Props of {@link InterviewPage}: the interview and the breadcrumbs leading to it. */
export type InterviewPageProps = { interview: Interview; crumbs: Crumb[] };

/**
 * The interview screen (SPEC §2): header with participant facts, then player and transcript. Reads auto_play=true and
 * t (start, seconds) and quote (a quote to mark, from its "full interview" link) from the query string; the Original/English choice is the study store's persisted language. The
 * transcript's task blocks are headed by the segment's task design in that language.
 */
export function InterviewPage({ interview, crumbs }: InterviewPageProps) {
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
