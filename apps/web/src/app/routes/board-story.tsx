import { useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { useBoard } from '../../features/boards/api/get-board';
import { storyQueryOptions, useStory } from '../../features/stories/api/get-story';
import { StoryPage } from '../../features/stories/components/story-page';
import { ShowreelPlayer } from '../../features/showreels/components/showreel-player';
import { queryClient } from '../../lib/query-client';
import { sessionContext, useClientHref, useIsConsumer } from '../../lib/session';
import { useStudyStore } from '../../lib/study-store';
import { useStoryLinks } from './story-links';
import { useDocumentTitle } from '../../lib/document-title';

/** Loads the story (the board is loaded by its parent route). */
export async function boardStoryLoader({ params, context }: LoaderFunctionArgs) {
  const { activeClient } = context.get(sessionContext);
  await queryClient.ensureQueryData(storyQueryOptions(activeClient.id, params.story ?? ''));
  return null;
}

/** /boards/:board/stories/:story (SPEC §2): a story in its board's context, the way back leading to the board. */
export function BoardStoryRoute() {
  const params = useParams();
  const { data: board } = useBoard(params.board ?? '');
  const { data: story } = useStory(params.story ?? '');
  useDocumentTitle(story.title, 'Stories');
  const clientHref = useClientHref();
  const translation = useStudyStore((s) => s.language);
  const links = useStoryLinks(useIsConsumer());
  const boardHref = clientHref(paths.board.root.getHref(board.id));
  return (
    <StoryPage
      story={story}
      crumbs={[
        { label: 'Boards', href: clientHref(paths.boards.getHref()) },
        { label: board.title, href: boardHref },
      ]}
      afterDeleteHref={boardHref}
      editHref={clientHref(paths.story.edit.getHref(story.id))}
      objectivesHref={clientHref(paths.story.objectives.getHref(story.id))}
      {...links}
      renderShowreel={(showreel) => <ShowreelPlayer showreel={showreel} translation={translation} />}
    />
  );
}
