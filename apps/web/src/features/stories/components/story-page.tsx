import { useState, type ReactNode } from 'react';
import { Box, Button, Typography, useMediaQuery } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { Link as RouterLink, useNavigate } from 'react-router';
import { canWriteStories } from '@insight/contracts/permissions';
import { LIMITS } from '@insight/contracts/limits';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageContainer } from '../../../components/page-container';
import type { Crumb } from '../../../components/page-header';
import { SubtitledVideo } from '../../../components/subtitled-video';
import { TranslationToggle } from '../../../components/translation-toggle';
import type { HighlightedInterview, Story, StoryShowreel, StorySlide } from '../../../lib/api-types';
import { useSession } from '../../../lib/session';
import { studyStore, useStudyStore } from '../../../lib/study-store';
import { HEADER_HEIGHT } from '../../../lib/theme';
import { useDeleteStory } from '../api/save-story';
import { HighlightedInterviews } from './highlighted-interviews';
import { StoryCarousel } from './story-carousel';
import { StoryContent } from './story-content';
import { StoryHero } from './story-hero';

/** Props of {@link StoryPage}: the story, the way back, links for this reader, the editor link and how to play a reel. */
export type StoryPageProps = {
  story: Story;
  crumbs: Crumb[];
  /** Where to go after deleting the story. */
  afterDeleteHref: string;
  editHref: string;
  /** Where the story's objectives open (decision 0084); absent: no Objectives link. */
  objectivesHref?: string;
  slideHref: (slide: StorySlide) => string | null;
  interviewHref: (interview: HighlightedInterview) => string | null;
  renderShowreel: (showreel: StoryShowreel) => ReactNode;
};

/**
 * A story (SPEC §2 /stories/{story}/summary, /boards/{board}/stories/{story}): hero under the transparent header with
 * the cover video, the highlights carousel, the document with its playing blocks, the participant video and the
 * highlighted interviews, in the 1680 px container. Writers (contracts' canWriteStories) get Edit and Delete.
 */
export function StoryPage({ story, crumbs, afterDeleteHref, editHref, objectivesHref, slideHref, interviewHref, renderShowreel }: StoryPageProps) {
  const { user } = useSession();
  const translation = useStudyStore((s) => s.language);
  const isNarrow = useMediaQuery(`(max-width:${LIMITS.narrowLayoutPx - 0.02}px)`);
  const navigate = useNavigate();
  const deletion = useDeleteStory();
  const [isConfirming, setIsConfirming] = useState(false);
  const canWrite = canWriteStories(user.permissions);
  const hasAside = Boolean(story.participant_cover_video) || story.highlighted_interviews.length > 0;

  return (
    <>
      <StoryHero
        story={story}
        crumbs={crumbs}
        translation={translation}
        headerHeight={isNarrow ? HEADER_HEIGHT.mobile : HEADER_HEIGHT.desktop}
        toggle={<TranslationToggle value={translation} onChange={(value) => studyStore.setLanguage(value)} label="Subtitles and quotes language" />}
        actions={
          (canWrite || objectivesHref) && (
            <>
              {objectivesHref && (
                <Button
                  component={RouterLink}
                  to={objectivesHref}
                  variant={canWrite ? 'outlined' : 'contained'}
                  color={canWrite ? 'inherit' : 'primary'}
                  startIcon={<FlagOutlinedIcon />}
                >
                  Objectives
                </Button>
              )}
              {canWrite && (
                <>
                  <Button component={RouterLink} to={editHref} variant="contained" startIcon={<EditOutlinedIcon />}>
                    Edit story
                  </Button>
                  <Button variant="outlined" color="inherit" startIcon={<DeleteOutlineIcon />} onClick={() => setIsConfirming(true)}>
                    Delete
                  </Button>
                </>
              )}
            </>
          )
        }
      />
      <PageContainer width="wide" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 5, md: 7 } }}>
        {story.slides.length > 0 && <StoryCarousel slides={story.slides} translation={translation} slideHref={slideHref} />}
        <Box
          sx={{
            display: 'grid',
            gap: 5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: hasAside ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' },
            alignItems: 'start',
          }}
        >
          <Box component="article" aria-label="Story">
            <StoryContent
              content={story.story_content}
              showreels={story.showreels}
              quotes={story.quotes}
              translation={translation}
              renderShowreel={renderShowreel}
            />
            {story.story_content?.content.length === 0 && <Typography sx={{ color: 'text.secondary' }}>This story has no text yet.</Typography>}
          </Box>
          {hasAside && (
            <Box component="aside" sx={{ display: 'grid', gap: 4 }} aria-label="Participants">
              {story.participant_cover_video && (
                <Box component="section" aria-labelledby="participant-video-heading">
                  <Typography id="participant-video-heading" variant="h2" sx={{ mb: 2 }}>
                    In their own words
                  </Typography>
                  <SubtitledVideo video={story.participant_cover_video} translation={translation} label={`Participant video of ${story.title}`} />
                </Box>
              )}
              <HighlightedInterviews interviews={story.highlighted_interviews} translation={translation} interviewHref={interviewHref} />
            </Box>
          )}
        </Box>
      </PageContainer>
      <ConfirmDialog
        open={isConfirming}
        title="Delete this story?"
        text={`“${story.title}” will be deleted for everyone. Its reels and quotes stay.`}
        confirmLabel="Delete story"
        isBusy={deletion.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() =>
          deletion.mutate(story.id, {
            onSuccess: () => {
              setIsConfirming(false);
              void navigate(afterDeleteHref);
            },
          })
        }
      />
    </>
  );
}
