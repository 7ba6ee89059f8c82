/**
 * Every URL of the SPA (SPEC §2), written once: `path` is the react-router pattern, `getHref` builds a link.
 * Pure TypeScript without DOM or Vite types, so the e2e tests import it too.
 */

/** A query-string value: empty values (undefined, null, '', []) are left out; arrays are joined by commas. */
export type QueryValue = string | number | boolean | readonly string[] | null | undefined;

/** Appends `query` to `path`, skipping empty values, in the order given. */
export function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(key, value.join(','));
    } else {
      search.set(key, String(value));
    }
  }
  const text = search.toString();
  if (!text) return path;
  return path + (path.includes('?') ? '&' : '?') + text;
}

/** Name of the query parameter that carries the active client across navigation (SPEC §2). */
export const CLIENT_ID_PARAM = 'client_id';

/** Returns `href` with `client_id` set to `clientId` unless the href already names a client (SPEC §2). */
export function keepClientId(href: string, clientId: string | null | undefined): string {
  if (!clientId) return href;
  const [pathAndQuery, hash] = href.split('#', 2);
  const [path, query = ''] = pathAndQuery.split('?', 2);
  const search = new URLSearchParams(query);
  if (search.has(CLIENT_ID_PARAM)) return href;
  search.set(CLIENT_ID_PARAM, clientId);
  return `${path}?${search.toString()}${hash !== undefined ? `#${hash}` : ''}`;
}

const enc = encodeURIComponent;

/** The pattern of an id route parameter (SPEC §5 'A route parameter must match its pattern when a path is built'): a UUID. */
export const ID_PARAM_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Thrown when a link is built with an id parameter that does not match {@link ID_PARAM_PATTERN} (checks on). */
export class RouteParamError extends Error {
  constructor(name: string, value: string) {
    super(`Route parameter "${name}" must match ${ID_PARAM_PATTERN.source}; got ${JSON.stringify(value)}`);
    this.name = 'RouteParamError';
  }
}

let routeParamChecks = true;

/**
 * Turns the route-parameter check on or off (on by default: tests and development). The production build turns it off
 * (main.tsx), so a bad id there still makes a link that leads to the 'Page Not Found' page instead of breaking the page.
 */
export function setRouteParamChecks(on: boolean): void {
  routeParamChecks = on;
}

/** `value` as a path segment of id parameter `name`; throws {@link RouteParamError} when checks are on and it is no id. */
function idParam(value: string, name: string): string {
  if (routeParamChecks && !ID_PARAM_PATTERN.test(value)) throw new RouteParamError(name, value);
  return enc(value);
}

/** Sections of the component showcase (SPEC §2 /react children). */
export const REACT_SHOWCASE_SECTIONS = ['common', 'dark', 'icons', 'layout', 'lists', 'snm'] as const;
/** One section of the component showcase. */
export type ReactShowcaseSection = (typeof REACT_SHOWCASE_SECTIONS)[number];

/** Filters of the studies list, kept in the query string (SPEC §2 Studies list). */
export type StudiesSearch = {
  q?: string;
  project_id?: string;
  tag?: string;
  type_id?: string;
  /** A marketplace template (SPEC §2 list filter `template_id`). */
  template_id?: string;
  /** Only brief-based (AI-assisted) studies (SPEC §2 list filter `ai=true`). */
  ai?: 'true';
  page?: number;
  // Ours (issue 9): sort, status, language and creation days (YYYY-MM-DD, inclusive).
  sort_by?: 'created_at' | 'completed_at' | 'title';
  sort_order?: 'asc' | 'desc';
  status?: 'IN_PREPARATION' | 'COMPLETED';
  language?: string;
  created_from?: string;
  created_to?: string;
};

/** Where the create-study wizard and the draft editor are (SPEC §2: step_name, edit_study_full; `study` is the draft being built). */
export type StudyWizardSearch = { step_name?: string; study?: string; edit_study_full?: boolean };

/** Filters of a quotes list, kept in the query string (SPEC §2 Quotes: q, task_ids; ours: segment_ids). */
export type QuotesSearch = {
  q?: string;
  task_ids?: readonly string[];
  segment_ids?: readonly string[];
};

/** Search, sort and page of a showreel list, kept in the query string (SPEC §3 List params). */
export type ShowreelsSearch = { q?: string; sort_by?: string; sort_order?: 'asc' | 'desc'; page?: number };

/** Search of the stories list, kept in the query string (ours: title words and a tag). */
export type StoriesSearch = { q?: string; tag?: string };

/** Filters of an insights list, kept in the query string (SPEC §2 Insights: objective_id, q). */
export type InsightsSearch = { q?: string; objective_id?: string };

/** Analyze-results filters kept in the query string (SPEC §3: user, role, language, task, task_options, audience_answer). */
export type AnalyzeSearch = { role?: readonly string[]; language?: readonly string[]; audience_answer?: readonly string[]; user?: readonly string[] };

/** Options of an interview link: `autoPlay` adds `auto_play=true` (SPEC §2 Video player); `quoteId` (`quote=`) marks a quote's words. */
export type InterviewLinkOptions = { autoPlay?: boolean; start?: number; quoteId?: string };

/** Sections of the segment and segment-group pages built so far (SPEC §2: interviews, quotes, showreels, objectives, summary). */
export const SEGMENT_SECTIONS = ['summary', 'interviews', 'quotes', 'showreels', 'objectives'] as const;
/** One built section of a segment page. */
export type SegmentSection = (typeof SEGMENT_SECTIONS)[number];

/** Option of segment links: `crossSegments` adds `cross_segments_enabled=true` (SPEC §2). */
export type SegmentLinkOptions = { crossSegments?: boolean };

const segmentQuery = (options?: SegmentLinkOptions) => ({ cross_segments_enabled: options?.crossSegments ? 'true' : undefined });

/** The route table of SPEC §2 as far as it is built; see docs/architecture.md for routes not yet built. */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  auth: {
    login: {
      path: '/auth/login',
      /**
       * `redirectUrl` is where to go after signing in (SPEC §2 Login: redirect_url); `resetPasswordSuccess` shows the reset
       * notice; `sessionExpired` says both tokens expired (SPEC §8).
       */
      getHref: (redirectUrl?: string, options?: { resetPasswordSuccess?: boolean; sessionExpired?: boolean }) =>
        withQuery('/auth/login', {
          redirect_url: redirectUrl,
          reset_password_success: options?.resetPasswordSuccess ? 'true' : undefined,
          session_expired: options?.sessionExpired ? 'true' : undefined,
        }),
    },
    logout: { path: '/auth/logout', getHref: () => '/auth/logout' },
    /** Asks for a password-reset e-mail (SPEC §2). */
    forgotPassword: { path: '/auth/forgot_password', getHref: () => '/auth/forgot_password' },
    /** Sets a new password with the e-mailed token (SPEC §2 /auth/reset_password/{token?}). */
    resetPassword: {
      path: '/auth/reset_password/:token?',
      getHref: (token?: string) => (token ? `/auth/reset_password/${enc(token)}` : '/auth/reset_password'),
    },
    /** Sign-up: `hash` is the invitation hash of the e-mailed link (SPEC §2, §7 GET /auth/register/get-email/{hash}). */
    register: { path: '/auth/register', getHref: (hash?: string) => withQuery('/auth/register', { hash }) },
    /** Where the OpenID Connect sign-in returns to (SPEC §2 Auth redirects: callback /login). */
    oauthCallback: { path: '/login', getHref: () => '/login' },
  },
  /** The signed-in user's own profile (SPEC §2). */
  profile: { path: '/profile', getHref: () => '/profile' },
  /** The AI assistant (SPEC §2; ai_assistant): `thread` opens one conversation. */
  assistant: { path: '/assistant', getHref: (thread?: string) => withQuery('/assistant', { thread }) },
  /** User management of the active client (SPEC §2; view_team_account_status). */
  users: { path: '/users', getHref: () => '/users' },
  home: { path: '/home', getHref: () => '/home' },
  studies: {
    path: '/studies',
    getHref: (search?: StudiesSearch) => withQuery('/studies', search),
  },
  /** The create-study wizard (SPEC §2 /studies/create?step_name=…). */
  studyCreate: {
    path: '/studies/create',
    getHref: (search?: StudyWizardSearch) =>
      withQuery('/studies/create', { step_name: search?.step_name, study: search?.study, edit_study_full: search?.edit_study_full ? 'true' : undefined }),
  },
  study: {
    root: { path: '/studies/:study', getHref: (studyId: string) => `/studies/${idParam(studyId, 'study')}` },
    /** Edit a draft (SPEC §2 /studies/{study}/edit?step_name=…&edit_study_full=true). */
    edit: {
      path: '/studies/:study/edit',
      getHref: (studyId: string, search?: Omit<StudyWizardSearch, 'study'>) =>
        withQuery(`/studies/${idParam(studyId, 'study')}/edit`, {
          step_name: search?.step_name,
          edit_study_full: search?.edit_study_full ? 'true' : undefined,
        }),
    },
    summary: { path: '/studies/:study/summary', getHref: (studyId: string) => `/studies/${idParam(studyId, 'study')}/summary` },
    videos: { path: '/studies/:study/videos', getHref: (studyId: string) => `/studies/${idParam(studyId, 'study')}/videos` },
    quotes: {
      path: '/studies/:study/quotes',
      getHref: (studyId: string, search?: QuotesSearch) => withQuery(`/studies/${idParam(studyId, 'study')}/quotes`, search),
    },
    details: { path: '/studies/:study/details', getHref: (studyId: string) => `/studies/${idParam(studyId, 'study')}/details` },
    /** The study's showreels: search, sort and pages in the query string (SPEC §3 List params). */
    showreels: {
      path: '/studies/:study/showreels',
      getHref: (studyId: string, search?: ShowreelsSearch) => withQuery(`/studies/${idParam(studyId, 'study')}/showreels`, search),
    },
    /** One showreel: player and editor (SPEC §2 /studies/{study}/showreels/{showreel?}). */
    showreel: {
      path: '/studies/:study/showreels/:showreel',
      getHref: (studyId: string, showreelId: string) => `/studies/${idParam(studyId, 'study')}/showreels/${idParam(showreelId, 'showreel')}`,
    },
    /** The study's insights grouped by business question; `objective_id` shows one business question's page (SPEC §2). */
    insights: {
      path: '/studies/:study/insights',
      getHref: (studyId: string, search?: InsightsSearch & AnalyzeSearch) => withQuery(`/studies/${idParam(studyId, 'study')}/insights`, search),
    },
    /** One insight (SPEC §2 /studies/{study}/insights/{insight?}). */
    insight: {
      path: '/studies/:study/insights/:insight',
      getHref: (studyId: string, insightId: string) => `/studies/${idParam(studyId, 'study')}/insights/${idParam(insightId, 'insight')}`,
    },
    /** One interview of a study: video player and transcript. */
    interview: {
      path: '/studies/:study/videos/:interview',
      getHref: (studyId: string, interviewId: string, options?: InterviewLinkOptions) =>
        withQuery(`/studies/${idParam(studyId, 'study')}/videos/${idParam(interviewId, 'interview')}`, {
          auto_play: options?.autoPlay ? 'true' : undefined,
          t: options?.start,
          quote: options?.quoteId,
        }),
    },
  },
  /** The spec's second shape of the projects and studies routes (SPEC §2 /projects2/{project?}, /studies2/{study?}): they open the same pages. */
  projects2: { path: '/projects2/:project?', getHref: (projectId?: string) => (projectId ? `/projects2/${idParam(projectId, 'project')}` : '/projects2') },
  studies2: { path: '/studies2/:study?', getHref: (studyId?: string) => (studyId ? `/studies2/${idParam(studyId, 'study')}` : '/studies2') },
  /** The internal component showcase (SPEC §2 /react with children common, dark, icons, layout, lists, snm; research team only). */
  react: {
    root: { path: '/react', getHref: () => '/react' },
    section: { path: '/react/:section', getHref: (section: ReactShowcaseSection) => `/react/${enc(section)}` },
  },
  /** The external links of SPEC §2, written as pages of the portal (public, no sign-in). */
  legal: {
    termsOfService: { path: '/legal/terms-of-service', getHref: () => '/legal/terms-of-service' },
    privacyPolicy: { path: '/legal/privacy-policy', getHref: () => '/legal/privacy-policy' },
    studyTerms: { path: '/legal/study-terms', getHref: () => '/legal/study-terms' },
  },
  /** Help-centre article: adding subtitles to videos in PowerPoint on Windows (SPEC §2), offered beside subtitle downloads. */
  helpPowerPointSubtitles: { path: '/help/powerpoint-subtitles', getHref: () => '/help/powerpoint-subtitles' },
  /** Help-centre articles on research practice that the demo workspace's Home articles link to (public, no sign-in). */
  helpArticles: {
    videoFirstResearch: { path: '/help/video-first-research', getHref: () => '/help/video-first-research' },
    businessQuestions: { path: '/help/business-questions', getHref: () => '/help/business-questions' },
    multiMarketStudies: { path: '/help/multi-market-studies', getHref: () => '/help/multi-market-studies' },
  },
  /** The projects list (SPEC §2 /projects/{project?}): each project with its counts and newest studies. */
  projects: { path: '/projects', getHref: () => '/projects' },
  project: {
    root: { path: '/projects/:project', getHref: (projectId: string) => `/projects/${idParam(projectId, 'project')}` },
    /** The project's name, its studies and its showreels: search, sort and pages in the query string (SPEC §2, §3 List params). */
    summary: {
      path: '/projects/:project/summary',
      getHref: (projectId: string, search?: ShowreelsSearch) => withQuery(`/projects/${idParam(projectId, 'project')}/summary`, search),
    },
    /** Insights across the project's studies (SPEC §2 /projects/{project}/insights/{insight?}). */
    insights: {
      path: '/projects/:project/insights',
      getHref: (projectId: string, search?: InsightsSearch) => withQuery(`/projects/${idParam(projectId, 'project')}/insights`, search),
    },
    insight: {
      path: '/projects/:project/insights/:insight',
      getHref: (projectId: string, insightId: string) => `/projects/${idParam(projectId, 'project')}/insights/${idParam(insightId, 'insight')}`,
    },
  },
  /** The active client's page: all its showreels with search, sort and pages (SPEC §2 /client, §3 List params client_id). */
  client: { path: '/client', getHref: (search?: ShowreelsSearch) => withQuery('/client', search) },
  /** The stories list: title words and tag in the query string (SPEC §2 /stories). */
  stories: { path: '/stories', getHref: (search?: StoriesSearch) => withQuery('/stories', search) },
  story: {
    root: { path: '/stories/:story', getHref: (storyId: string) => `/stories/${idParam(storyId, 'story')}` },
    /** The story's own page: cover, highlights, content, interviews (SPEC §2 /stories/{story}/summary). */
    summary: { path: '/stories/:story/summary', getHref: (storyId: string) => `/stories/${idParam(storyId, 'story')}/summary` },
    /** The business questions of the studies the story references (SPEC §2 /stories/{story}/objectives, decision 0084). */
    objectives: { path: '/stories/:story/objectives', getHref: (storyId: string) => `/stories/${idParam(storyId, 'story')}/objectives` },
    /** One of them with its insights and charts (SPEC §2 /stories/{story}/objectives/{objective}). */
    objective: {
      path: '/stories/:story/objectives/:objective',
      getHref: (storyId: string, objectiveId: string) => `/stories/${idParam(storyId, 'story')}/objectives/${idParam(objectiveId, 'objective')}`,
    },
    /** The editor of a story (ours, issue 13; static segments rank above the objective child routes). */
    edit: { path: '/stories/:story/edit', getHref: (storyId: string) => `/stories/${idParam(storyId, 'story')}/edit` },
    /** The editor of a new story, optionally on a board. */
    create: { path: '/stories/new', getHref: (boardId?: string) => withQuery('/stories/new', { board_id: boardId }) },
  },
  /** Boards of the client with category filters (SPEC §2 /boards; the boards flag or the client's setting). */
  boards: { path: '/boards', getHref: (search?: { category_ids?: readonly string[] }) => withQuery('/boards', search) },
  board: {
    /** One board: its stories and highlighted interviews (SPEC §2 /boards/{board}, default view). */
    root: { path: '/boards/:board', getHref: (boardId: string) => `/boards/${idParam(boardId, 'board')}` },
    /** A story opened in the board's context (SPEC §2 /boards/{board}/stories/{story?}). */
    story: {
      path: '/boards/:board/stories/:story',
      getHref: (boardId: string, storyId: string) => `/boards/${idParam(boardId, 'board')}/stories/${idParam(storyId, 'story')}`,
    },
  },
  /** The participant page behind a self-recruit study's shareable link (POST /orders participant_link). */
  participate: { path: '/participate/:token', getHref: (token: string) => `/participate/${enc(token)}` },
  /** Search across every study the user may see (issue 14): q and filters in the query string. */
  search: { path: '/search', getHref: (q?: string) => withQuery('/search', { q: q || undefined }) },
  /** Public pages of a published showreel, open without signing in (SPEC §2 Public). */
  publicShowreel: {
    path: '/public/showreels/:showreel?',
    getHref: (showreelId: string) => `/public/showreels/${idParam(showreelId, 'showreel')}`,
  },
  publicShowreelV3: {
    path: '/public/showreels/v3/:showreel?',
    getHref: (showreelId: string) => `/public/showreels/v3/${idParam(showreelId, 'showreel')}`,
  },
  segment: {
    root: { path: '/study-segments/:segment', getHref: (segmentId: string) => `/study-segments/${idParam(segmentId, 'segment')}` },
    section: {
      path: '/study-segments/:segment/:section',
      getHref: (segmentId: string, section: SegmentSection, options?: SegmentLinkOptions) =>
        withQuery(`/study-segments/${idParam(segmentId, 'segment')}/${section}`, segmentQuery(options)),
    },
    interview: {
      path: '/study-segments/:segment/interviews/:interview',
      getHref: (segmentId: string, interviewId: string, options?: InterviewLinkOptions & SegmentLinkOptions) =>
        withQuery(`/study-segments/${idParam(segmentId, 'segment')}/interviews/${idParam(interviewId, 'interview')}`, {
          ...segmentQuery(options),
          auto_play: options?.autoPlay ? 'true' : undefined,
          t: options?.start,
          quote: options?.quoteId,
        }),
    },
  },
  /** One objective (business question) of a segment or segment group (SPEC §2 …/{objectives?}/{objective?}). */
  segmentObjective: {
    path: '/study-segments/:segment/objectives/:objective',
    getHref: (segmentId: string, objectiveId: string, options?: SegmentLinkOptions) =>
      withQuery(`/study-segments/${idParam(segmentId, 'segment')}/objectives/${idParam(objectiveId, 'objective')}`, segmentQuery(options)),
  },
  segmentGroupObjective: {
    path: '/study-segment-groups/:segmentGroup/objectives/:objective',
    getHref: (segmentGroupId: string, objectiveId: string) =>
      `/study-segment-groups/${idParam(segmentGroupId, 'segmentGroup')}/objectives/${idParam(objectiveId, 'objective')}`,
  },
  /** One quote of a segment or segment group (SPEC §2 …/quotes/{quote?}). */
  segmentQuote: {
    path: '/study-segments/:segment/quotes/:quote',
    getHref: (segmentId: string, quoteId: string, options?: SegmentLinkOptions) =>
      withQuery(`/study-segments/${idParam(segmentId, 'segment')}/quotes/${idParam(quoteId, 'quote')}`, segmentQuery(options)),
  },
  segmentGroupQuote: {
    path: '/study-segment-groups/:segmentGroup/quotes/:quote',
    getHref: (segmentGroupId: string, quoteId: string) =>
      `/study-segment-groups/${idParam(segmentGroupId, 'segmentGroup')}/quotes/${idParam(quoteId, 'quote')}`,
  },
  /** A showreel opened from a segment or segment-group page (SPEC §2 …/showreels/{showreel?}); it opens on its study's page. */
  segmentShowreel: {
    path: '/study-segments/:segment/showreels/:showreel',
    getHref: (segmentId: string, showreelId: string) => `/study-segments/${idParam(segmentId, 'segment')}/showreels/${idParam(showreelId, 'showreel')}`,
  },
  segmentGroupShowreel: {
    path: '/study-segment-groups/:segmentGroup/showreels/:showreel',
    getHref: (segmentGroupId: string, showreelId: string) =>
      `/study-segment-groups/${idParam(segmentGroupId, 'segmentGroup')}/showreels/${idParam(showreelId, 'showreel')}`,
  },
  segmentGroup: {
    root: {
      path: '/study-segment-groups/:segmentGroup',
      getHref: (segmentGroupId: string) => `/study-segment-groups/${idParam(segmentGroupId, 'segmentGroup')}`,
    },
    section: {
      path: '/study-segment-groups/:segmentGroup/:section',
      getHref: (segmentGroupId: string, section: SegmentSection, options?: SegmentLinkOptions) =>
        withQuery(`/study-segment-groups/${idParam(segmentGroupId, 'segmentGroup')}/${section}`, segmentQuery(options)),
    },
    interview: {
      path: '/study-segment-groups/:segmentGroup/interviews/:interview',
      getHref: (segmentGroupId: string, interviewId: string, options?: InterviewLinkOptions & SegmentLinkOptions) =>
        withQuery(`/study-segment-groups/${idParam(segmentGroupId, 'segmentGroup')}/interviews/${idParam(interviewId, 'interview')}`, {
          ...segmentQuery(options),
          auto_play: options?.autoPlay ? 'true' : undefined,
          t: options?.start,
          quote: options?.quoteId,
        }),
    },
  },
} as const;

/** Paths on which a 401 answer is ignored instead of refreshing the session (SPEC §8: login, logout, stories). */
export const PATHS_IGNORING_401 = [paths.auth.login.path, paths.auth.logout.path, paths.stories.path] as const;

/** The create-study wizard at its AI_BRIEF step with `brief` filled in (SPEC §2 step_name; issue 12 "Start a study from this brief"). */
export function studyFromBriefHref(brief: string): string {
  return withQuery('/studies/create', { step_name: 'AI_BRIEF', brief });
}
