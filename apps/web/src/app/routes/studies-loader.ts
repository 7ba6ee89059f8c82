import type { LoaderFunctionArgs } from 'react-router';
import { readStudiesSearch } from '../../features/studies/study-list-options';
import { projectsQueryOptions } from '../../resources/project/get-projects';
import { studiesQueryOptions } from '../../resources/study/get-studies';
import { studyTemplatesQueryOptions, studyTypesQueryOptions } from '../../resources/marketplace/templates';
import { tagsQueryOptions } from '../../resources/tag/get-tags';
import { queryClient } from '../../lib/query-client';
import { sessionContext } from '../../lib/session';

/** The studies list's compact table (`view=table`), a file of its own: the list shows cards unless asked. */
export const loadStudyTable = () => import('../../features/studies/components/study-table');

/**
 * Loader of /studies, a file of its own (the router loads it beside the page's files, issue 15, decision 0260): it
 * starts the calls the list asks for (the studies page of the URL's filters, projects, tags, study types, templates)
 * as soon as the session is known, so they run while the page's scripts download and the page renders once with its
 * data. It waits for none of them: a slow call shows the page's skeleton as before; a failed one fails in the page.
 * With `view=table` it also starts loading the table's file (decision 0290).
 */
export function studiesLoader({ request, context }: LoaderFunctionArgs): null {
  const clientId = context.get(sessionContext).activeClient.id;
  const searchParams = new URL(request.url).searchParams;
  if (searchParams.get('view') === 'table') void loadStudyTable().catch(() => undefined);
  void queryClient.prefetchQuery(studiesQueryOptions(clientId, readStudiesSearch(searchParams)));
  void queryClient.prefetchQuery(projectsQueryOptions(clientId));
  void queryClient.prefetchQuery(tagsQueryOptions(clientId));
  void queryClient.prefetchQuery(studyTypesQueryOptions());
  void queryClient.prefetchQuery(studyTemplatesQueryOptions({}));
  return null;
}
