import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { showreelQueryOptions } from '../../features/showreels/api/get-showreel';
import { queryClient } from '../../lib/query-client';
import { requireIdParam } from '../../lib/route-params';
import { sessionContext } from '../../lib/session';

/**
 * /study-segments/:segment/showreels/:showreel and the segment-group twin (SPEC §2): a showreel is played and edited
 * on its study's showreel page, so these links go there (keeping the query string); an unknown reel is the 404 page.
 */
export async function segmentShowreelLoader({ params, context, request }: LoaderFunctionArgs) {
  const { activeClient } = context.get(sessionContext);
  const showreel = await queryClient.ensureQueryData(showreelQueryOptions(activeClient.id, requireIdParam(params, 'showreel')));
  return redirect(`${paths.study.showreel.getHref(showreel.study_id, showreel.id)}${new URL(request.url).search}`);
}
