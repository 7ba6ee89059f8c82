import { Box, Paper, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { RichText } from '../../components/rich-text';
import { useStudy } from '../../resources/study/get-study';
import { BusinessQuestionList } from '../../features/studies/components/business-question-list';
import { SegmentLinks } from '../../features/studies/components/segment-links';
import { StudyCounts } from '../../features/studies/components/study-counts';
import { AnalysisPanel } from '../../features/findings/components/analysis-panel';
import { ExportInsightsButton } from '../../features/findings/components/export-insights-button';
import { deckFileName } from '../../features/findings/chart-text';
import { paths } from '../../config/paths';
import { useCan, useClientHref } from '../../lib/session';

/** /studies/:study/summary (SPEC §2): key takeaways (sanitised HTML), the analysis, purpose, business questions, counts, segments. */
export function StudySummaryRoute() {
  const studyId = useParams().study ?? '';
  const { data: study } = useStudy(studyId);
  const takeaways = study.key_takeaways;
  const purpose = study.purpose;
  const clientHref = useClientHref();
  const canEdit = useCan('update_study');

  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 4 }}>
        <Paper component="section" aria-labelledby="key-takeaways-heading" sx={{ p: { xs: 2.5, md: 4 } }} variant="outlined">
          <Typography id="key-takeaways-heading" variant="h2" sx={{ mb: 2 }}>
            {takeaways?.title || 'Key takeaways'}
          </Typography>
          {takeaways?.html || takeaways?.text ? (
            <RichText html={takeaways.html} text={takeaways.text} sx={{ fontSize: '1.05rem', lineHeight: 1.7 }} />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>Key takeaways appear here when the study is completed.</Typography>
          )}
        </Paper>
        <AnalysisPanel
          studyId={study.id}
          showreelHref={(id) => clientHref(paths.study.showreel.getHref(study.id, id))}
          presentation={<ExportInsightsButton studyId={study.id} fileName={deckFileName(study.title)} />}
          canEdit={canEdit}
        />
        {purpose && (
          <Box component="section" aria-labelledby="purpose-heading">
            <Typography id="purpose-heading" variant="h2" sx={{ mb: 1.5 }}>
              Purpose
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{purpose}</Typography>
          </Box>
        )}
        <Box component="section" aria-labelledby="business-questions-heading">
          <Typography id="business-questions-heading" variant="h2" sx={{ mb: 1.5 }}>
            Business questions
          </Typography>
          <BusinessQuestionList studyId={study.id} />
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 4 }}>
        <Box component="section" aria-labelledby="counts-heading">
          <Typography id="counts-heading" variant="h2" sx={{ mb: 1.5 }}>
            At a glance
          </Typography>
          <StudyCounts counts={study.counts} />
        </Box>
        <Box component="section" aria-labelledby="segments-heading">
          <Typography id="segments-heading" variant="h2" sx={{ mb: 1 }}>
            Segments
          </Typography>
          <SegmentLinks studyId={study.id} />
        </Box>
      </Box>
    </Box>
  );
}
