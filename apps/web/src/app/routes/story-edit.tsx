import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useBoards } from '../../features/boards/api/get-boards';
import { useStory } from '../../features/stories/api/get-story';
import { StoryEditor } from '../../features/stories/components/story-editor';
import { useClientHref } from '../../lib/session';

export { storyLoader as storyEditLoader } from './story';

/** /stories/:story/edit (ours, issue 13): the story editor with autosave; writers only (update_study). */
export function StoryEditRoute() {
  const { data: story } = useStory(useParams().story ?? '');
  const boards = useBoards([]);
  const clientHref = useClientHref();
  return (
    <StoryEditor
      key={story.id}
      story={story}
      boards={(boards.data ?? []).map(({ id, title }) => ({ id, title }))}
      viewHref={clientHref(paths.story.root.getHref(story.id))}
    />
  );
}
