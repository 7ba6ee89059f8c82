import { Box, Skeleton, Typography } from '@mui/material';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { ErrorState } from '../../../components/error-state';
import { Logo } from '../../../components/logo';
import { TranslationToggle } from '../../../components/translation-toggle';
import { isApiError } from '../../../lib/api-client';
import type { Translation } from '../../../lib/api-types';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatCountry, formatDuration, pluralize } from '../../../lib/format';
import { usePublishedShowreel } from '../api/get-published-showreel';
import { PageContainer } from '../../../components/page-container';
import { RenderedPlayer } from './rendered-player';

/** Shown instead of the player while a published reel's video file is still being made. */
const PREPARING_TEXT = 'This showreel is being prepared. Please check back in a few minutes.';

/** Props of {@link PublicShowreelView}: the reel id from the URL and the subtitle language. */
export type PublicShowreelViewProps = { showreelId: string; translation: Translation; onTranslationChange: (translation: Translation) => void };

/**
 * The public page of a published reel (SPEC §2): title, the rendered file with subtitles (or, until it is ready, that it is
 * being prepared), description; else the not-published text (SPEC §8).
 */
export function PublicShowreelView({ showreelId, translation, onTranslationChange }: PublicShowreelViewProps) {
  const reel = usePublishedShowreel(showreelId);
  useDocumentTitle(reel.data?.title ?? (reel.isError ? ERROR_TEXTS.showreelNotPublished : null), 'Showreel');
  return (
    <PageContainer sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 3 }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Logo />
      </Box>
      {reel.isPending ? (
        <Box aria-busy aria-label="Loading showreel" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton width="50%" height={48} />
          <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto', borderRadius: 2 }} />
        </Box>
      ) : reel.isError ? (
        isApiError(reel.error, 404) || isApiError(reel.error, 400) || !showreelId ? (
          <Box sx={{ py: 8, textAlign: 'center' }}>
            <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
              {ERROR_TEXTS.showreelNotPublished}
            </Typography>
          </Box>
        ) : (
          <ErrorState error={reel.error} onRetry={() => void reel.refetch()} />
        )
      ) : (
        <Box component="article" aria-labelledby="public-reel-title" sx={{ display: 'grid', gap: 2 }}>
          <Box>
            {(reel.data.client_name || reel.data.study_title) && (
              <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
                {[reel.data.client_name, reel.data.study_title].filter(Boolean).join(' · ')}
              </Typography>
            )}
            <Typography id="public-reel-title" variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' } }}>
              {reel.data.title}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <TranslationToggle value={translation} onChange={onTranslationChange} label="Subtitle language" />
          </Box>
          {reel.data.video.combined_url ? (
            <RenderedPlayer video={reel.data.video} poster={reel.data.thumbnail} translation={translation} label={`Showreel: ${reel.data.title}`} />
          ) : (
            <Box
              role="status"
              sx={{
                py: 6,
                px: 2,
                textAlign: 'center',
                bgcolor: 'action.hover',
                borderRadius: 2,
                aspectRatio: '16 / 9',
                display: 'grid',
                placeContent: 'center',
              }}
            >
              <Typography>{PREPARING_TEXT}</Typography>
            </Box>
          )}
          {reel.data.description && <Typography sx={{ whiteSpace: 'pre-line', maxWidth: 800 }}>{reel.data.description}</Typography>}
          {reel.data.clips.length > 0 && (
            <Box component="section" aria-labelledby="public-reel-clips" sx={{ mt: 1 }}>
              <Typography id="public-reel-clips" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
                {pluralize(reel.data.clips.length, 'clip')} · {formatDuration(reel.data.duration ?? 0)}
              </Typography>
              <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
                {reel.data.clips.map((clip, index) => (
                  <li key={index}>
                    <Typography component="span">{clip.participant.name || 'Participant'}</Typography>
                    <Typography component="span" sx={{ color: 'text.secondary' }}>
                      {[clip.participant.age ? `${clip.participant.age} years` : null, formatCountry(clip.participant.country), formatDuration(clip.duration)]
                        .filter(Boolean)
                        .map((fact) => ` · ${fact}`)
                        .join('')}
                    </Typography>
                  </li>
                ))}
              </Box>
            </Box>
          )}
        </Box>
      )}
    </PageContainer>
  );
}
