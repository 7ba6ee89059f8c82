import { Box, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { InterviewClipPlayer } from '../../features/interviews/components/interview-clip-player';
import { QuotesPanel } from '../../features/quotes/components/quotes-panel';
import { AddToShowreelAction } from '../../features/showreels/components/add-to-showreel-action';
import { useCustomShowreelAllowed } from '../../features/flags/use-feature-flags';
import { useOptionalStudy } from '../../resources/study/get-study';
import { useStudySegments } from '../../resources/study/get-study-segments';
import { useTaskOptions } from '../../resources/task-design/use-task-options';
import { useClientHref } from '../../lib/session';
import { useStudyStore } from '../../lib/study-store';

/** /studies/:study/quotes (SPEC §2 Quotes): search (q), task and segment filters, Original/English, clips played in place. */
export function StudyQuotesRoute() {
  const studyId = useParams().study ?? '';
  const segments = useStudySegments(studyId);
  const taskOptions = useTaskOptions((segments.data ?? []).map((segment) => segment.id));
  const clientHref = useClientHref();
  const translation = useStudyStore((state) => state.language);
  const navigate = useNavigate();
  const study = useOptionalStudy(studyId).data;
  const isCustomAllowed = useCustomShowreelAllowed(study?.created_at);

  return (
    <Box component="section" aria-labelledby="quotes-heading" sx={{ display: 'grid', gap: 3 }}>
      <Typography id="quotes-heading" variant="h2">
        Quotes
      </Typography>
      <QuotesPanel
        studyId={studyId}
        renderSelectionActions={(selected, clearSelection) => (
          <AddToShowreelAction
            studyId={studyId}
            quotes={selected}
            isAllowed={isCustomAllowed}
            onDone={(reel) => {
              clearSelection();
              navigate(clientHref(paths.study.showreel.getHref(studyId, reel.id)));
            }}
          />
        )}
        taskOptions={taskOptions}
        segmentOptions={(segments.data ?? []).map((segment) => ({ id: segment.id, label: segment.title }))}
        renderPlayer={(quote) =>
          quote.interview?.id ? (
            <InterviewClipPlayer
              interviewId={quote.interview.id}
              start={quote.start}
              end={quote.end}
              translation={translation}
              label={`Clip of quote by ${quote.participant?.name ?? 'participant'}`}
              interviewHref={clientHref(paths.study.interview.getHref(studyId, quote.interview.id, { start: Math.floor(quote.start), quoteId: quote.id }))}
            />
          ) : null
        }
      />
    </Box>
  );
}
