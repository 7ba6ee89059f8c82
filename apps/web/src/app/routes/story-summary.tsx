import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useStory } from '../../features/stories/api/get-story';
import { StoryPage } from '../../features/stories/components/story-page';
import { ShowreelPlayer } from '../../features/showreels/components/showreel-player';
import { useClientHref, useIsConsumer } from '../../lib/session';
import { useStudyStore } from '../../lib/study-store';
import { useStoryLinks } from './story-links';
import { useDocumentTitle } from '../../lib/document-title';

/** /stories/:story/summary (SPEC §2): the story with its cover, highlights, document and interviews; back to the stories. */
export function StorySummaryRoute() {
  const { data: story } = useStory(useParams().story ?? '');
  useDocumentTitle(story.title, 'Stories');
  const clientHref = useClientHref();
  const translation = useStudyStore((s) => s.language);
  const links = useStoryLinks(useIsConsumer());
  return (
    <StoryPage
      story={story}
      crumbs={[{ label: 'Stories', href: clientHref(paths.stories.getHref()) }]}
      afterDeleteHref={clientHref(paths.stories.getHref())}
      editHref={clientHref(paths.story.edit.getHref(story.id))}
      objectivesHref={clientHref(paths.story.objectives.getHref(story.id))}
      {...links}
      renderShowreel={(showreel) => <ShowreelPlayer showreel={showreel} translation={translation} />}
    />
  );
}
