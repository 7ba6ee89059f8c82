import { Box, Divider, Typography } from '@mui/material';
import { useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { ErrorState } from '../../components/error-state';
import { useBusinessQuestion } from '../../features/findings/api/get-business-question';
import { useQuestionQuotes } from '../../features/findings/api/get-question-quotes';
import { AnalyzeResultsPanel } from '../../features/findings/components/analyze-results-panel';
import { BusinessQuestionView } from '../../features/findings/components/business-question-view';
import { EditBusinessQuestionButton } from '../../features/findings/components/edit-findings-dialogs';
import { ExportInsightsButton } from '../../features/findings/components/export-insights-button';
import { ImportAnalysesButton } from '../../features/findings/components/import-analyses-button';
import { InsightsList } from '../../features/findings/components/insights-list';
import { deckFileName, readAnalyzeFilters, writeAnalyzeFilters } from '../../features/findings/chart-text';
import { useStudy } from '../../resources/study/get-study';
import { useStudySegments } from '../../resources/study/get-study-segments';
import { useCan, useClientHref } from '../../lib/session';
import { studyStore, useStudyStore } from '../../lib/study-store';
import { TranslationToggle } from '../../components/translation-toggle';
import { PlayableQuote } from './playable-quote';

/**
 * /studies/:study/insights (SPEC §2): the study's insights grouped by business question with `q` and `objective_id` in
 * the URL; a chosen business question shows its page (question, charts, quotes, showreels); analyze-results filters
 * (also in the URL) recompute every chart; Export to PowerPoint.
 */
export function StudyInsightsRoute() {
  const studyId = useParams().study ?? '';
  const { data: study } = useStudy(studyId);
  const [search, setSearch] = useSearchParams();
  const clientHref = useClientHref();
  const translation = useStudyStore((state) => state.language);
  const segments = useStudySegments(studyId);
  const q = search.get('q') ?? '';
  const objectiveId = search.get('objective_id') ?? '';
  const question = useBusinessQuestion(objectiveId || undefined, translation);
  const quotes = useQuestionQuotes(studyId, objectiveId, translation);
  const filters = readAnalyzeFilters(search);
  const canEdit = useCan('update_study');

  const setParams = (next: { q: string; objectiveId: string }) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of [
      ['q', next.q],
      ['objective_id', next.objectiveId],
    ] as const) {
      if (value) params.set(key, value);
      else params.delete(key);
    }
    setSearch(params, { replace: next.q !== q && next.objectiveId === objectiveId });
  };

  return (
    <Box component="section" aria-labelledby="insights-heading" sx={{ display: 'grid', gap: 5 }}>
      <InsightsList
        scope={{ studyId }}
        translation={translation}
        q={q}
        objectiveId={objectiveId}
        onChange={setParams}
        insightHref={(insight) => clientHref(paths.study.insight.getHref(studyId, insight.id))}
        questionHref={(id) => clientHref(paths.study.insights.getHref(studyId, { objective_id: id }))}
        toolbar={
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <TranslationToggle value={translation} onChange={studyStore.setLanguage} label="Language of answers and quotes" />
            {canEdit && <ImportAnalysesButton studyId={studyId} />}
            <ExportInsightsButton studyId={studyId} fileName={deckFileName(study.title)} />
          </Box>
        }
        questionPanel={
          objectiveId ? (
            question.isError ? (
              <ErrorState error={question.error} onRetry={() => void question.refetch()} />
            ) : question.data ? (
              <BusinessQuestionView
                question={question.data}
                showreelHref={(id) => clientHref(paths.study.showreel.getHref(studyId, id))}
                toolbar={canEdit ? <EditBusinessQuestionButton question={question.data} onReload={() => void question.refetch()} /> : undefined}
              >
                {(quotes.data ?? []).length > 0 && (
                  <Box component="section" aria-labelledby="question-quotes-heading" sx={{ display: 'grid', gap: 2 }}>
                    <Typography id="question-quotes-heading" variant="h3" component="h4">
                      Quotes
                    </Typography>
                    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
                      {(quotes.data ?? []).map((quote) => (
                        <PlayableQuote key={quote.id} quote={quote} studyId={studyId} translation={translation} />
                      ))}
                    </Box>
                  </Box>
                )}
              </BusinessQuestionView>
            ) : null
          ) : null
        }
      />
      <Divider />
      <AnalyzeResultsPanel
        studyId={studyId}
        segments={segments.data ?? []}
        filters={filters}
        translation={translation}
        onChange={(next) => setSearch(writeAnalyzeFilters(search, next), { replace: true, preventScrollReset: true })}
      />
    </Box>
  );
}
