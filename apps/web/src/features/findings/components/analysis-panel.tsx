import type { ReactNode } from 'react';
import { Box, Link, Paper, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { RichText } from '../../../components/rich-text';
import { ErrorState } from '../../../components/error-state';
import { useStudyAnalyses } from '../api/get-analyses';
import { EditAnalysisButton } from './edit-findings-dialogs';
import { PodcastPlayer } from './podcast-player';

/** Props of {@link AnalysisPanel}: the study, the link of its reel, and the presentation action (the export). */
export type AnalysisPanelProps = { studyId: string; showreelHref: (showreelId: string) => string; presentation: ReactNode; canEdit?: boolean };

/**
 * The study's analysis on its summary (SPEC §3 Analysis): title, lead, cover image, cover video, key takeaways, the
 * intro video (the study's reel), the podcast when there is one, and the presentation (the PowerPoint export); editors
 * (`canEdit`, update_study) get Edit analysis.
 */
export function AnalysisPanel({ studyId, showreelHref, presentation, canEdit = false }: AnalysisPanelProps) {
  const analyses = useStudyAnalyses(studyId);
  if (analyses.isPending) return <Skeleton variant="rounded" height={200} aria-label="Loading analysis" />;
  if (analyses.isError) return <ErrorState error={analyses.error} onRetry={() => void analyses.refetch()} />;
  const analysis = analyses.data[0];
  if (!analysis) return null;
  return (
    <Paper component="section" aria-labelledby="analysis-heading" variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, display: 'grid', gap: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        Analysis
      </Typography>
      <Typography id="analysis-heading" variant="h2">
        {analysis.title}
      </Typography>
      {analysis.lead && <Typography sx={{ color: 'text.secondary' }}>{analysis.lead}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {analysis.cover_video ? (
          <Box
            component="video"
            controls
            preload="metadata"
            poster={analysis.cover_image ?? undefined}
            src={analysis.cover_video.url}
            aria-label={`Cover video of ${analysis.title}`}
            sx={{ width: '100%', borderRadius: 2, bgcolor: 'black', aspectRatio: '16 / 9' }}
          />
        ) : (
          analysis.cover_image && (
            <Box component="img" src={analysis.cover_image} alt="" width={960} height={540} sx={{ width: '100%', height: 'auto', borderRadius: 2 }} />
          )
        )}
        {analysis.key_takeaways && (
          <Box>
            <Typography variant="h3" sx={{ mb: 1 }}>
              {analysis.key_takeaways.title || 'Key takeaways'}
            </Typography>
            <RichText html={analysis.key_takeaways.html} text={analysis.key_takeaways.text} />
          </Box>
        )}
      </Box>
      {analysis.podcast && <PodcastPlayer podcast={analysis.podcast} title={analysis.title} />}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {analysis.showreel && (
          <Link component={RouterLink} to={showreelHref(analysis.showreel.id)}>
            Watch the intro video (the study&apos;s showreel)
          </Link>
        )}
        {presentation}
        {canEdit && <EditAnalysisButton analysis={analysis} onReload={() => void analyses.refetch()} />}
      </Box>
    </Paper>
  );
}
