import { Outlet, type LoaderFunctionArgs } from 'react-router';
import { storyQueryOptions } from '../../features/stories/api/get-story';
import { queryClient } from '../../lib/query-client';
import { requireIdParam } from '../../lib/route-params';
import { sessionContext } from '../../lib/session';

/** Loads the story first; an unknown story (or one of another client) shows the 404 page. */
export async function storyLoader({ params, context }: LoaderFunctionArgs) {
  const { activeClient } = context.get(sessionContext);
  await queryClient.ensureQueryData(storyQueryOptions(activeClient.id, requireIdParam(params, 'story')));
  return null;
}

/** /stories/:story (SPEC §2): the story's child routes (summary; the objective routes join later). */
export function StoryRoute() {
  return <Outlet />;
}
