import { createBrowserRouter, redirect, RouterProvider, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths, SEGMENT_SECTIONS } from '../config/paths';
import {
  boardsMiddleware,
  indexLoader,
  requirePermission,
  researchTeamMiddleware,
  secondShapeLoader,
  sessionLoader,
  sessionMiddleware,
  staffOnlyMiddleware,
  storiesMiddleware,
  storyWriterMiddleware,
} from './guards';
import { AppShellSkeleton } from './layouts/app-shell-skeleton';
import { EmptyLayout } from './layouts/empty-layout';
import { NotFoundRoute } from './not-found-route';
import { RootShell } from './root-shell';
import { LoginRoute, loginLoader } from './routes/login';
import { PublicShowreelRoute } from './routes/public-showreel';
import { RouteErrorBoundary } from './route-error-boundary';
import { SESSION_ROUTE_ID } from '../lib/session';
import { HIDE_ASSISTANT } from '../lib/assistant-visibility';

/** Redirects an index route to a sibling section, keeping the query string (e.g. client_id). */
function toSection(section: string) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    return redirect(`${url.pathname.replace(/\/+$/, '')}/${section}${url.search}`);
  };
}

const segmentSectionRoutes = (rootPath: string): RouteObject[] => [
  { index: true, loader: toSection('summary'), element: null },
  ...SEGMENT_SECTIONS.map((section) => ({
    path: `${rootPath}/${section}`,
    lazy: () =>
      ({
        summary: () => import('./routes/segment-summary').then((m) => ({ Component: m.SegmentSummaryRoute })),
        interviews: () => import('./routes/segment-interviews').then((m) => ({ Component: m.SegmentInterviewsRoute })),
        quotes: () => import('./routes/segment-quotes').then((m) => ({ Component: m.SegmentQuotesRoute })),
        showreels: () => import('./routes/segment-showreels').then((m) => ({ Component: m.SegmentShowreelsRoute })),
        objectives: () => import('./routes/segment-objectives').then((m) => ({ Component: m.SegmentObjectivesRoute })),
      })[section](),
  })),
  // One quote of the segment or group (SPEC §2 …/quotes/{quote?}).
  { path: `${rootPath}/quotes/:quote`, lazy: () => import('./routes/segment-quote').then((m) => ({ Component: m.SegmentQuoteRoute })) },
  // Findings (issue 10): one objective (business question) of the segment or group.
  { path: `${rootPath}/objectives/:objective`, lazy: () => import('./routes/segment-objectives').then((m) => ({ Component: m.SegmentObjectiveRoute })) },
];

/**
 * The route table of SPEC §2 as far as it is built (history mode, base /; one lazy module per route, except the login
 * and public showreel pages, which must show fast).
 * Guards run as middleware on the signed-in layout; every error lands on the root error page (empty layout).
 * Routes not built yet (see docs/architecture.md) are
 * absent on purpose and fall to the 404 page.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: AppShellSkeleton,
    children: [
      {
        Component: EmptyLayout,
        children: [
          // The login and public showreel pages are in the first file set (not lazy): no second round trip before
          // they show (issue 15, decision 0210).
          { path: paths.auth.login.path, Component: LoginRoute, loader: loginLoader },
          { path: paths.auth.logout.path, lazy: () => import('./routes/logout').then((m) => ({ Component: m.LogoutRoute, loader: m.logoutLoader })) },
          // Public showreel pages: outside the session guard, no sign-in (SPEC §2 Public).
          { path: paths.publicShowreelV3.path, Component: PublicShowreelRoute },
          { path: paths.publicShowreel.path, Component: PublicShowreelRoute },
          { path: paths.auth.forgotPassword.path, lazy: () => import('./routes/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })) },
          { path: paths.auth.resetPassword.path, lazy: () => import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })) },
          { path: paths.auth.register.path, lazy: () => import('./routes/register').then((m) => ({ Component: m.RegisterRoute })) },
          { path: paths.auth.oauthCallback.path, lazy: () => import('./routes/oauth-callback').then((m) => ({ Component: m.OAuthCallbackRoute })) },
          { path: paths.participate.path, lazy: () => import('./routes/participate').then((m) => ({ Component: m.ParticipateRoute })) },
          // The external links of SPEC §2, written as public pages of the portal (issue 16).
          ...[
            paths.legal.termsOfService,
            paths.legal.privacyPolicy,
            paths.legal.studyTerms,
            paths.helpPowerPointSubtitles,
            ...Object.values(paths.helpArticles),
          ].map((page) => ({
            path: page.path,
            lazy: () => import('./routes/legal').then((m) => ({ Component: m.LegalRoute })),
          })),
        ],
      },
      {
        id: SESSION_ROUTE_ID,
        middleware: [sessionMiddleware],
        loader: sessionLoader,
        // Lazy like every page (issue 15): the login and public pages do not load the header, navigation and assistant.
        lazy: () => import('./layouts/default-layout').then((m) => ({ Component: m.DefaultLayout })),
        // Errors below the signed-in layout keep the app header (the boundary falls back to the empty layout without a session).
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { index: true, loader: indexLoader, element: null },
          {
            middleware: [storiesMiddleware],
            children: [
              { path: paths.stories.path, lazy: () => import('./routes/stories').then((m) => ({ Component: m.StoriesRoute })) },
              // Boards and stories (issue 13): the story's own routes, its editor, boards behind the boards flag.
              {
                middleware: [storyWriterMiddleware],
                // The story editor fills the page; no floating assistant over it (decision 0170).
                handle: HIDE_ASSISTANT,
                children: [
                  { path: paths.story.create.path, lazy: () => import('./routes/story-create').then((m) => ({ Component: m.StoryCreateRoute })) },
                  {
                    path: paths.story.edit.path,
                    lazy: () => import('./routes/story-edit').then((m) => ({ Component: m.StoryEditRoute, loader: m.storyEditLoader })),
                  },
                ],
              },
              {
                path: paths.story.root.path,
                lazy: () => import('./routes/story').then((m) => ({ Component: m.StoryRoute, loader: m.storyLoader })),
                children: [
                  { index: true, loader: toSection('summary'), element: null },
                  { path: paths.story.summary.path, lazy: () => import('./routes/story-summary').then((m) => ({ Component: m.StorySummaryRoute })) },
                  // Story objectives (decision 0084): the business questions of the studies the story references.
                  { path: paths.story.objectives.path, lazy: () => import('./routes/story-objectives').then((m) => ({ Component: m.StoryObjectivesRoute })) },
                  { path: paths.story.objective.path, lazy: () => import('./routes/story-objectives').then((m) => ({ Component: m.StoryObjectiveRoute })) },
                ],
              },
              {
                middleware: [boardsMiddleware],
                children: [
                  { path: paths.boards.path, lazy: () => import('./routes/boards').then((m) => ({ Component: m.BoardsRoute })) },
                  {
                    path: paths.board.root.path,
                    lazy: () => import('./routes/board').then((m) => ({ Component: m.BoardRoute, loader: m.boardLoader, ErrorBoundary: m.BoardErrorBoundary })),
                    children: [
                      { index: true, lazy: () => import('./routes/board-overview').then((m) => ({ Component: m.BoardOverviewRoute })) },
                      {
                        path: paths.board.story.path,
                        lazy: () => import('./routes/board-story').then((m) => ({ Component: m.BoardStoryRoute, loader: m.boardStoryLoader })),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          { path: paths.profile.path, lazy: () => import('./routes/profile').then((m) => ({ Component: m.ProfileRoute })) },
          // The component showcase (SPEC §2 /react): research team only.
          {
            path: paths.react.root.path,
            middleware: [researchTeamMiddleware],
            lazy: () => import('./routes/react-showcase').then((m) => ({ Component: m.ReactShowcaseRoute })),
            children: [
              { index: true, loader: toSection('common'), element: null },
              { path: ':section', lazy: () => import('./routes/react-showcase').then((m) => ({ Component: m.ReactShowcaseSectionRoute })) },
            ],
          },
          // Draft editing answers its own permission text (SPEC §6) to every signed-in role, so it sits outside the staff guard.
          { path: paths.study.edit.path, handle: HIDE_ASSISTANT, lazy: () => import('./routes/study-edit').then((m) => ({ Component: m.StudyEditRoute })) },
          {
            path: paths.users.path,
            middleware: [requirePermission('view_team_account_status')],
            lazy: () => import('./routes/users').then((m) => ({ Component: m.UsersRoute })),
          },
          {
            middleware: [staffOnlyMiddleware],
            children: [
              { path: paths.home.path, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
              // The list's and the interview's loaders are files of their own, loaded beside the page, so their calls start before
              // the page's scripts have arrived (issue 15, decision 0260).
              {
                path: paths.studies.path,
                lazy: {
                  loader: () => import('./routes/studies-loader').then((m) => m.studiesLoader),
                  Component: () => import('./routes/studies').then((m) => m.StudiesRoute),
                },
              },
              // The wizard has its own AI steps and a step bar at the bottom: no floating assistant (decision 0170).
              {
                path: paths.studyCreate.path,
                handle: HIDE_ASSISTANT,
                lazy: () => import('./routes/study-create').then((m) => ({ Component: m.StudyCreateRoute })),
              },
              { path: paths.search.path, lazy: () => import('./routes/search').then((m) => ({ Component: m.SearchRoute })) },
              {
                path: paths.study.root.path,
                lazy: () => import('./routes/study').then((m) => ({ Component: m.StudyRoute, loader: m.studyLoader })),
                children: [
                  { index: true, loader: toSection('summary'), element: null },
                  { path: paths.study.summary.path, lazy: () => import('./routes/study-summary').then((m) => ({ Component: m.StudySummaryRoute })) },
                  { path: paths.study.videos.path, lazy: () => import('./routes/study-videos').then((m) => ({ Component: m.StudyVideosRoute })) },
                  { path: paths.study.quotes.path, lazy: () => import('./routes/study-quotes').then((m) => ({ Component: m.StudyQuotesRoute })) },
                  { path: paths.study.showreels.path, lazy: () => import('./routes/study-showreels').then((m) => ({ Component: m.StudyShowreelsRoute })) },
                  { path: paths.study.details.path, lazy: () => import('./routes/study-details').then((m) => ({ Component: m.StudyDetailsRoute })) },
                  // Findings (issue 10): the Insights tab and one insight.
                  { path: paths.study.insights.path, lazy: () => import('./routes/study-insights').then((m) => ({ Component: m.StudyInsightsRoute })) },
                  {
                    path: paths.study.insight.path,
                    lazy: () => import('./routes/study-insight').then((m) => ({ Component: m.StudyInsightRoute, loader: m.insightLoader })),
                  },
                ],
              },
              { path: paths.projects.path, lazy: () => import('./routes/projects').then((m) => ({ Component: m.ProjectsRoute })) },
              // SPEC §2's second shape of the projects and studies routes opens the same pages.
              { path: paths.projects2.path, loader: secondShapeLoader, element: null },
              { path: paths.studies2.path, loader: secondShapeLoader, element: null },
              {
                path: paths.project.root.path,
                lazy: () => import('./routes/project').then((m) => ({ Component: m.ProjectRoute, loader: m.projectLoader })),
                children: [
                  { index: true, loader: toSection('summary'), element: null },
                  { path: paths.project.summary.path, lazy: () => import('./routes/project-summary').then((m) => ({ Component: m.ProjectSummaryRoute })) },
                  // Findings (issue 10): project insights and one insight.
                  { path: paths.project.insights.path, lazy: () => import('./routes/project-insights').then((m) => ({ Component: m.ProjectInsightsRoute })) },
                  {
                    path: paths.project.insight.path,
                    lazy: () => import('./routes/project-insight').then((m) => ({ Component: m.ProjectInsightRoute, loader: m.insightLoader })),
                  },
                ],
              },
              { path: paths.client.path, lazy: () => import('./routes/client').then((m) => ({ Component: m.ClientRoute })) },
              {
                path: paths.assistant.path,
                middleware: [requirePermission('ai_assistant')],
                handle: HIDE_ASSISTANT,
                lazy: () => import('./routes/assistant').then((m) => ({ Component: m.AssistantRoute })),
              },
              {
                path: paths.study.showreel.path,
                lazy: () => import('./routes/study-showreel').then((m) => ({ Component: m.StudyShowreelRoute, loader: m.studyShowreelLoader })),
              },
              {
                path: paths.study.interview.path,
                lazy: {
                  loader: () => import('./routes/study-interview-loader').then((m) => m.studyInterviewLoader),
                  Component: () => import('./routes/study-interview').then((m) => m.StudyInterviewRoute),
                },
              },
              {
                path: paths.segment.root.path,
                lazy: () => import('./routes/segment').then((m) => ({ Component: m.SegmentRoute, loader: m.segmentLoader })),
                children: segmentSectionRoutes(paths.segment.root.path),
              },
              { path: paths.segmentShowreel.path, lazy: () => import('./routes/segment-showreel').then((m) => ({ loader: m.segmentShowreelLoader })) },
              { path: paths.segmentGroupShowreel.path, lazy: () => import('./routes/segment-showreel').then((m) => ({ loader: m.segmentShowreelLoader })) },
              {
                path: paths.segment.interview.path,
                lazy: () => import('./routes/segment-interview').then((m) => ({ Component: m.SegmentInterviewRoute, loader: m.segmentInterviewLoader })),
              },
              {
                path: paths.segmentGroup.root.path,
                lazy: () => import('./routes/segment-group').then((m) => ({ Component: m.SegmentGroupRoute, loader: m.segmentGroupLoader })),
                children: segmentSectionRoutes(paths.segmentGroup.root.path),
              },
              {
                path: paths.segmentGroup.interview.path,
                lazy: () =>
                  import('./routes/segment-group-interview').then((m) => ({ Component: m.SegmentGroupInterviewRoute, loader: m.segmentGroupInterviewLoader })),
              },
            ],
          },
          // Unknown pages: signed-in users keep the header; signed-out visitors sign in first (redirect_url kept).
          { path: '*', Component: NotFoundRoute, handle: HIDE_ASSISTANT },
        ],
      },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The SPA's data router (history mode), made at the first render rather than while the page's scripts are evaluated
 * (issue 15, decision 0380): making it starts the first navigation (session middleware, loaders, the lazy route files'
 * imports), which then runs in a task of its own instead of lengthening the evaluation task, the page's longest.
 */
export function getRouter(): ReturnType<typeof createBrowserRouter> {
  return (router ??= createBrowserRouter(routes));
}

/** Renders the router. */
export function AppRouter() {
  return <RouterProvider router={getRouter()} />;
}
