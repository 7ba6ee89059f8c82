import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Button, Link, Pagination, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import GridViewIcon from '@mui/icons-material/GridView';
import TableRowsIcon from '@mui/icons-material/TableRows';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { useProjects } from '../../resources/project/get-projects';
import { STUDIES_PER_PAGE, useStudies } from '../../resources/study/get-studies';
import { StudiesFilters } from '../../features/studies/components/studies-filters';
import { StudiesHeading } from '../../features/studies/components/studies-heading';
import { StudyCard } from '../../features/studies/components/study-card';
import { StudyCardSkeleton } from '../../features/studies/components/study-card-skeleton';
import { StudyGrid } from '../../features/studies/components/study-grid';
import { readStudiesSearch, sortParams } from '../../features/studies/study-list-options';
import { useTags } from '../../resources/tag/get-tags';
import { useCan, useClientHref } from '../../lib/session';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value';
import { useDocumentTitle } from '../../lib/document-title';
import { PageContainer } from '../../components/page-container';
import { useStudyTemplates, useStudyTypes } from '../../resources/marketplace/templates';
import { useAfterFirstCommit, useWantedOnce } from '../../lib/on-demand';
import { loadStudyTable } from './studies-loader';

// Shown on demand, so loaded then (issue 15, decision 0290): the compact table with `view=table` (the loader starts it
// for such a URL), the project users dialog when first opened.
const StudyTable = lazy(() => loadStudyTable().then((m) => ({ default: m.StudyTable })));
const ProjectUsersDialog = lazy(() => import('../../features/projects/components/project-users-dialog').then((m) => ({ default: m.ProjectUsersDialog })));

/**
 * /studies (SPEC §2 Studies list): search, project/tag filters, sort, status, language and creation dates kept in the
 * query string; cards or a compact table (`view=table`); pagination; links to the chosen project's page and to all
 * showreels of the client.
 */
export function StudiesRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  useDocumentTitle('Studies');
  const search = readStudiesSearch(searchParams);
  const isTable = searchParams.get('view') === 'table';
  const [searchText, setSearchText] = useState(search.q ?? '');
  const debouncedText = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const studies = useStudies(search);
  const projects = useProjects();
  const tags = useTags();
  const studyTypes = useStudyTypes();
  const templates = useStudyTemplates({});
  const clientHref = useClientHref();
  const chosenProject = projects.data?.find((project) => project.id === search.project_id);
  // "Manage project users" (SPEC §2 Studies list) for the chosen project, to those who see the team (as /users).
  const canSeeTeam = useCan('view_team_account_status');
  const [usersProject, setUsersProject] = useState<{ id: string; title: string } | null>(null);
  const hasUsersOpened = useWantedOnce(usersProject !== null);
  // The heading (the page's largest paint) commits first, the filters and the list right after (decision 0320).
  const isRestShown = useAfterFirstCommit();

  const updateParams = (changes: Record<string, string | undefined>) => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  useEffect(() => {
    const trimmed = debouncedText.trim();
    if (trimmed !== (searchParams.get('q') ?? '')) updateParams({ q: trimmed || undefined });
    // Only a settled search text should change the URL; params changes elsewhere must not re-run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedText]);

  const handleClear = () => {
    setSearchText('');
    updateParams({
      q: undefined,
      project_id: undefined,
      tag: undefined,
      type_id: undefined,
      template_id: undefined,
      ai: undefined,
      status: undefined,
      language: undefined,
      created_from: undefined,
      created_to: undefined,
    });
  };

  const total = studies.data?.meta.total ?? 0;
  const pageCount = Math.ceil(total / (studies.data?.meta.per_page ?? STUDIES_PER_PAGE));
  const hasFilters = Boolean(
    search.q ||
    search.project_id ||
    search.tag ||
    search.type_id ||
    search.template_id ||
    search.ai ||
    search.status ||
    search.language ||
    search.created_from ||
    search.created_to,
  );

  return (
    <PageContainer sx={{ py: { xs: 3, md: 5 } }}>
      <StudiesHeading allShowreelsHref={clientHref(paths.client.getHref())} />
      {isRestShown && (
        <>
          <StudiesFilters
            searchText={searchText}
            search={search}
            projects={projects.data ?? []}
            tags={tags.data ?? []}
            studyTypes={studyTypes.data?.data ?? []}
            templates={templates.data?.data ?? []}
            onSearchTextChange={setSearchText}
            onChange={updateParams}
            onSortChange={(value) => {
              const sort = sortParams(value);
              updateParams({ sort_by: sort.sort_by, sort_order: sort.sort_order });
            }}
          />
          <Box sx={{ mt: 3 }}>
            {(studies.isSuccess || chosenProject) && (
              <Box sx={{ mb: 2, display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
                {studies.isSuccess && (
                  <Typography role="status" sx={{ color: 'text.secondary' }}>
                    {total === 1 ? '1 study' : `${total} studies`}
                  </Typography>
                )}
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={isTable ? 'table' : 'cards'}
                  onChange={(_, view: string | null) =>
                    view && updateParams({ view: view === 'table' ? 'table' : undefined, page: searchParams.get('page') ?? undefined })
                  }
                  aria-label="View"
                  sx={{ ml: 'auto' }}
                >
                  <ToggleButton value="cards" aria-label="Cards">
                    <GridViewIcon fontSize="small" />
                  </ToggleButton>
                  <ToggleButton value="table" aria-label="Table">
                    <TableRowsIcon fontSize="small" />
                  </ToggleButton>
                </ToggleButtonGroup>
                {chosenProject && (
                  <Link component={RouterLink} to={clientHref(paths.project.summary.getHref(chosenProject.id))}>
                    Open project “{chosenProject.title}”: studies and showreels
                  </Link>
                )}
                {chosenProject && canSeeTeam && (
                  <Button size="small" variant="outlined" startIcon={<GroupOutlinedIcon />} onClick={() => setUsersProject(chosenProject)}>
                    Manage project users
                  </Button>
                )}
              </Box>
            )}
            {studies.isError && <ErrorState error={studies.error} onRetry={() => void studies.refetch()} />}
            {studies.isPending && (
              <StudyGrid isBusy label="Loading studies">
                {Array.from({ length: 6 }, (_, index) => (
                  <li key={index}>
                    <StudyCardSkeleton />
                  </li>
                ))}
              </StudyGrid>
            )}
            {studies.isSuccess && studies.data.data.length === 0 && (
              <EmptyState
                title={hasFilters ? 'No studies match your search' : 'No studies yet'}
                description={hasFilters ? 'Try other words or remove a filter.' : 'Studies of your team will appear here.'}
                action={
                  hasFilters ? (
                    <Button variant="outlined" onClick={handleClear}>
                      Clear filters
                    </Button>
                  ) : undefined
                }
              />
            )}
            {studies.isSuccess && studies.data.data.length > 0 && isTable && (
              <Suspense fallback={null}>
                <StudyTable
                  studies={studies.data.data}
                  label="Studies"
                  isBusy={studies.isPlaceholderData}
                  getHref={(study) => clientHref(paths.study.summary.getHref(study.id))}
                />
              </Suspense>
            )}
            {studies.isSuccess && studies.data.data.length > 0 && !isTable && (
              <StudyGrid label="Studies" isBusy={studies.isPlaceholderData}>
                {studies.data.data.map((study) => (
                  <li key={study.id}>
                    <StudyCard study={study} />
                  </li>
                ))}
              </StudyGrid>
            )}
            {pageCount > 1 && (
              <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
                <Pagination
                  count={pageCount}
                  page={search.page}
                  color="primary"
                  onChange={(_, page) => updateParams({ page: page > 1 ? String(page) : undefined })}
                  getItemAriaLabel={(type, page, selected) => (type === 'page' ? `${selected ? '' : 'Go to '}page ${page}` : `Go to ${type} page`)}
                  aria-label="Studies pages"
                />
              </Box>
            )}
          </Box>
        </>
      )}
      {hasUsersOpened && (
        <Suspense fallback={null}>
          <ProjectUsersDialog project={usersProject} onClose={() => setUsersProject(null)} />
        </Suspense>
      )}
    </PageContainer>
  );
}
