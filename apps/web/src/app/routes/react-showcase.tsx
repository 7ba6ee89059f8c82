import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Chip, Paper, Skeleton, Switch, FormControlLabel, TextField, ThemeProvider, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SearchIcon from '@mui/icons-material/Search';
import GridViewIcon from '@mui/icons-material/GridView';
import TableRowsIcon from '@mui/icons-material/TableRows';
import { useSnackbar } from '../../lib/snackbar';
import { Outlet, useLocation, useParams } from 'react-router';
import { paths, REACT_SHOWCASE_SECTIONS, type ReactShowcaseSection } from '../../config/paths';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { HighlightedText } from '../../components/highlighted-text';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { SearchField } from '../../components/search-field';
import { SectionTabs } from '../../components/section-tabs';
import { TranslationToggle } from '../../components/translation-toggle';
import { ArticleCard } from '../../features/home/components/article-card';
import { useArticles } from '../../features/home/api/articles';
import { ProjectCard } from '../../features/projects/components/project-card';
import { useProjectPage } from '../../features/projects/api/get-project-page';
import { StudyCard } from '../../features/studies/components/study-card';
import { StudyStatusChip } from '../../features/studies/components/study-status-chip';
import { useStudies } from '../../resources/study/get-studies';
import { ApiError } from '../../lib/api-client';
import type { Translation } from '../../lib/api-types';
import { useDocumentTitle } from '../../lib/document-title';
import { useClientHref } from '../../lib/session';
import { CARD_GRID_SX, coverTheme, HEADER_HEIGHT } from '../../lib/theme';

const SECTION_LABELS: Record<ReactShowcaseSection, string> = {
  common: 'Common',
  dark: 'Dark',
  icons: 'Icons',
  layout: 'Layout',
  lists: 'Lists',
  snm: 'Portal components',
};

/**
 * /react (SPEC §2: an internal component showcase with children common, dark, icons, layout, lists, snm): our own
 * components in their states, light and dark. The research team only (route guard); the lists use real data of the
 * active client, read through the API with its usual checks.
 */
export function ReactShowcaseRoute() {
  useDocumentTitle('Component showcase');
  const { pathname } = useLocation();
  const clientHref = useClientHref();
  const tabs = REACT_SHOWCASE_SECTIONS.map((section) => {
    const href = paths.react.section.getHref(section);
    return { label: SECTION_LABELS[section], href: clientHref(href), isActive: pathname === href };
  });
  return (
    <PageContainer sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Component showcase
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>Internal: the portal's components in their states, for the research team.</Typography>
      <SectionTabs tabs={tabs} label="Showcase sections" />
      <Box sx={{ mt: 4 }}>
        <Outlet />
      </Box>
    </PageContainer>
  );
}

/** One section of the showcase, by the `:section` route parameter (an unknown one is the 404 page). */
export function ReactShowcaseSectionRoute() {
  const section = useParams().section as ReactShowcaseSection;
  if (!REACT_SHOWCASE_SECTIONS.includes(section)) throw new Response('Page Not Found', { status: 404 });
  const content: Record<ReactShowcaseSection, ReactNode> = {
    common: <CommonSection />,
    dark: <DarkSection />,
    icons: <IconsSection />,
    layout: <LayoutSection />,
    lists: <ListsSection />,
    snm: <PortalSection />,
  };
  return (
    <Box component="section" aria-labelledby="showcase-section-title">
      <Typography id="showcase-section-title" variant="h2" sx={{ mb: 3 }}>
        {SECTION_LABELS[section]}
      </Typography>
      {content[section]}
    </Box>
  );
}

function Specimen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 3, mb: 3, bgcolor: 'background.paper' }}>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>{children}</Box>
    </Paper>
  );
}

function CommonSection({ isDark = false }: { isDark?: boolean }) {
  return (
    <>
      <Specimen title="Buttons">
        <Button variant="contained">Contained</Button>
        <Button variant="outlined">Outlined</Button>
        <Button>Text</Button>
        <Button variant="contained" startIcon={<AddIcon />}>
          With icon
        </Button>
        <Button variant="contained" disabled>
          Disabled
        </Button>
        <Button variant="contained" loading>
          Loading
        </Button>
        {/* The error colour is the light theme's: over the dark cover it is never used. */}
        {!isDark && (
          <Button variant="contained" color="error">
            Destructive
          </Button>
        )}
      </Specimen>
      <Specimen title="Text fields">
        <TextField label="Title" defaultValue="Plant snacks" />
        <TextField label="Required" required error helperText="This value is required" />
        <TextField label="Disabled" disabled defaultValue="Read only" />
      </Specimen>
      <Specimen title="Chips and switches">
        <Chip label="Default" />
        <Chip label="Published" color="success" />
        <Chip label="Draft" variant="outlined" />
        <FormControlLabel control={<Switch defaultChecked />} label="On" />
        <FormControlLabel control={<Switch />} label="Off" />
      </Specimen>
      <Specimen title="Alerts">
        <Alert severity="success">Saved.</Alert>
        <Alert severity="info">Heads up.</Alert>
        <Alert severity="warning">Check this.</Alert>
        <Alert severity="error">An error occurred</Alert>
      </Specimen>
      <Specimen title="Loading">
        <Skeleton variant="rounded" width={200} height={80} />
        <Skeleton variant="text" width={160} />
      </Specimen>
    </>
  );
}

function DarkSection() {
  return (
    <ThemeProvider theme={coverTheme}>
      <Box sx={{ bgcolor: 'background.default', color: 'text.primary', p: { xs: 2, md: 3 }, borderRadius: 2 }}>
        <Typography sx={{ mb: 2 }}>The cover theme: content over a dark story cover and the header above it.</Typography>
        <CommonSection isDark />
        <Specimen title="Text language">
          <ToggleDemo />
        </Specimen>
      </Box>
    </ThemeProvider>
  );
}

function ToggleDemo() {
  const [value, setValue] = useState<Translation>('original');
  return <TranslationToggle value={value} onChange={setValue} />;
}

const ICONS = [
  ['Add', AddIcon],
  ['Archive', ArchiveOutlinedIcon],
  ['News', CampaignOutlinedIcon],
  ['Close', CloseIcon],
  ['Download', DownloadIcon],
  ['Edit', EditOutlinedIcon],
  ['Project', FolderOutlinedIcon],
  ['Users', GroupOutlinedIcon],
  ['More', MoreVertIcon],
  ['Opens in a new tab', OpenInNewIcon],
  ['Search', SearchIcon],
  ['Cards', GridViewIcon],
  ['Table', TableRowsIcon],
] as const;

function IconsSection() {
  return (
    <Box
      component="ul"
      aria-label="Icons"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
    >
      {ICONS.map(([name, Icon]) => (
        <Paper component="li" variant="outlined" key={name} sx={{ p: 2, display: 'grid', justifyItems: 'center', gap: 1 }}>
          <Icon aria-hidden color="primary" />
          <Typography variant="body2">{name}</Typography>
        </Paper>
      ))}
    </Box>
  );
}

function LayoutSection() {
  return (
    <>
      <Specimen title="Page header">
        <Box sx={{ width: '100%' }}>
          <PageHeader
            crumbs={[{ label: 'Projects', href: paths.projects.getHref() }]}
            title="A project page"
            meta={<Typography variant="body2">Project · 3 studies</Typography>}
          />
        </Box>
      </Specimen>
      <Specimen title="Header heights (SPEC §2)">
        <Typography>
          Desktop {HEADER_HEIGHT.desktop} px, mobile {HEADER_HEIGHT.mobile} px; with the news banner {HEADER_HEIGHT.desktop + 56} px and{' '}
          {HEADER_HEIGHT.mobile + 56} px.
        </Typography>
      </Specimen>
      <Specimen title="Empty and error states">
        <Box sx={{ flex: '1 1 320px' }}>
          <EmptyState title="No studies yet" description="Studies of your team will appear here." />
        </Box>
        <Box sx={{ flex: '1 1 320px' }}>
          <ErrorState error={new ApiError(500, 'INTERNAL', 'Something broke')} onRetry={() => undefined} />
        </Box>
      </Specimen>
    </>
  );
}

function ListsSection() {
  const studies = useStudies({ page: 1 }, 3);
  const projects = useProjectPage(1);
  const articles = useArticles(false);
  return (
    <>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 2 }}>
        Study cards
      </Typography>
      {studies.isError && <ErrorState error={studies.error} />}
      <Box component="ul" aria-label="Study cards" sx={{ ...CARD_GRID_SX, mb: 4 }}>
        {(studies.data?.data ?? []).slice(0, 3).map((study) => (
          <li key={study.id}>
            <StudyCard study={study} headingLevel="h3" />
          </li>
        ))}
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 2 }}>
        Project cards
      </Typography>
      <Box component="ul" aria-label="Project cards" sx={{ ...CARD_GRID_SX, mb: 4 }}>
        {(projects.data?.data ?? []).slice(0, 3).map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} href={paths.project.summary.getHref(project.id)} getStudyHref={(id) => paths.study.summary.getHref(id)} />
          </li>
        ))}
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 2 }}>
        Article cards
      </Typography>
      <Box component="ul" aria-label="Article cards" sx={CARD_GRID_SX}>
        {(articles.data ?? []).slice(0, 3).map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </Box>
    </>
  );
}

function PortalSection() {
  const [query, setQuery] = useState('snack');
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  return (
    <>
      <Specimen title="Study status">
        <StudyStatusChip code="IN_PREPARATION" />
        <StudyStatusChip code="COMPLETED" />
      </Specimen>
      <Specimen title="Search and highlight">
        <SearchField label="Search quotes" value={query} onChange={setQuery} />
        <Typography>
          <HighlightedText text="Plant snacks are my favourite afternoon snack" search={query} />
        </Typography>
      </Specimen>
      <Specimen title="Notifications and confirmation">
        <Button variant="outlined" onClick={() => enqueueSnackbar('Saved', { variant: 'success' })}>
          Show a notification
        </Button>
        <Button variant="outlined" color="error" onClick={() => setIsConfirmOpen(true)}>
          Ask before deleting
        </Button>
        <ConfirmDialog
          open={isConfirmOpen}
          title="Delete this showreel?"
          text="This cannot be undone."
          confirmLabel="Delete"
          onConfirm={() => setIsConfirmOpen(false)}
          onCancel={() => setIsConfirmOpen(false)}
        />
      </Specimen>
    </>
  );
}
