import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useClientHref } from '../../lib/session';
import { InterviewClipPlayer } from '../../features/interviews/components/interview-clip-player';
import { QuotesPanel } from '../../features/quotes/components/quotes-panel';
import { AddToShowreelAction } from '../../features/showreels/components/add-to-showreel-action';
import { useCustomShowreelAllowed } from '../../features/flags/use-feature-flags';
import { useOptionalStudy } from '../../resources/study/get-study';
import { useSegmentScope } from '../../features/segments/segment-scope';
import { useTaskOptions } from '../../resources/task-design/use-task-options';
import { useStudyStore } from '../../lib/study-store';

/** /study-segments/:segment/quotes (and the segment-group twin): quotes of the segments in scope with search and filters. */
export function SegmentQuotesRoute() {
  const scope = useSegmentScope();
  const taskOptions = useTaskOptions(scope.segmentIds);
  const translation = useStudyStore((state) => state.language);
  const navigate = useNavigate();
  const clientHref = useClientHref();
  // SPEC §2 …/quotes/{quote}: one quote's own page in this segment or group.
  const quoteHref = (quoteId: string) =>
    clientHref(
      scope.kind === 'segment'
        ? paths.segmentQuote.getHref(scope.id, quoteId, { crossSegments: scope.isCrossSegments })
        : paths.segmentGroupQuote.getHref(scope.id, quoteId),
    );
  const isCustomAllowed = useCustomShowreelAllowed(useOptionalStudy(scope.studyId ?? undefined).data?.created_at);

  return (
    <Box component="section" aria-labelledby="segment-quotes-heading" sx={{ display: 'grid', gap: 3 }}>
      <Typography id="segment-quotes-heading" variant="h2">
        Quotes
      </Typography>
      <QuotesPanel
        studyId={scope.studyId ?? undefined}
        scopeSegmentIds={scope.segmentIds}
        renderSelectionActions={(selected, clearSelection) =>
          scope.studyId ? (
            <AddToShowreelAction
              studyId={scope.studyId}
              segmentId={scope.kind === 'segment' && !scope.isCrossSegments ? scope.id : undefined}
              quotes={selected}
              isAllowed={isCustomAllowed}
              onDone={(reel) => {
                clearSelection();
                navigate(clientHref(paths.study.showreel.getHref(reel.study_id, reel.id)));
              }}
            />
          ) : null
        }
        taskOptions={taskOptions}
        segmentOptions={scope.segments.length > 1 ? scope.segments.map((segment) => ({ id: segment.id, label: segment.title })) : []}
        renderPlayer={(quote) =>
          quote.interview?.id ? (
            <>
              <InterviewClipPlayer
                interviewId={quote.interview.id}
                start={quote.start}
                end={quote.end}
                translation={translation}
                label={`Clip of quote by ${quote.participant?.name ?? 'participant'}`}
                interviewHref={scope.getInterviewHref(quote.interview.id, { start: Math.floor(quote.start), quoteId: quote.id })}
              />
              <Link component={RouterLink} to={quoteHref(quote.id)} sx={{ display: 'inline-block', mt: 1 }}>
                Open this quote on its own page
              </Link>
            </>
          ) : null
        }
      />
    </Box>
  );
}
