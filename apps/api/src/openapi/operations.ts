/**
 * The API reference in one table (issue 16 "The API reference"): for every operation of the OpenAPI document, keyed by
 * `METHOD /path` as the document writes it (`/api` prefix, `{param}` placeholders), its stable operationId in the
 * spec's terms, its tag, a summary, a description saying what it does, who may call it (SPEC §6) and how it fails
 * (SPEC §8), and the error statuses it can answer. document.ts applies the table to the document; 401 (signed-in
 * operations) and 400 (operations with input) are added there, so `errors` lists the others.
 *
 * A new route needs an entry here: `npm run lint` (Spectral) and apps/api/test/openapi.test.ts name the routes that
 * lack one.
 */

/** An error status the API documents, each a shared problem+json response of the document (SPEC §8). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 416 | 422 | 429 | 502 | 503;

/** The declared tags (name and what they group), in the order the reference shows them. */
export const TAGS = [
  { name: 'auth', description: 'Sign-in, sign-out, token refresh, invitations, self sign-up, password reset and OpenID Connect (SPEC §7 Auth).' },
  { name: 'user', description: 'The signed-in user: profile, picture, the clients they may act for (SPEC §7 User and client).' },
  { name: 'team', description: "The client's team: members, seats, invitations, roles and project access (SPEC §6, §7 User and client)." },
  {
    name: 'home',
    description: "Home articles and the header's news banner (notices): read by the client's users, written by the research team (SPEC §2 Home).",
  },
  { name: 'projects', description: 'Projects of a client and their business questions (SPEC §7 Projects).' },
  { name: 'studies', description: 'Studies and their segments, study materials and business questions (SPEC §7 Other v3 reads).' },
  {
    name: 'study creation',
    description: 'Creating and editing draft studies: templates, drafts, study materials, uploads, study design export (SPEC §4, §5).',
  },
  {
    name: 'legacy studies',
    description: 'The builder-shaped study calls of SPEC §7 "Legacy studies" (tasks, objectives, audience, publish, participant videos).',
  },
  { name: 'marketplace', description: 'Study types and study templates offered when creating a study (SPEC §7 Marketplace).' },
  { name: 'orders', description: 'Recruitment filters and ordering a draft study (SPEC §7 Orders).' },
  {
    name: 'participation',
    description: "The public page behind a self-recruit study's shareable participant link (POST /orders `participant_link`, SPEC §8).",
  },
  { name: 'segments', description: 'Segments (audience groups of a study) and segment groups (SPEC §3, §7).' },
  { name: 'interviews', description: 'Interviews (participant videos) and their transcripts (SPEC §3, §7).' },
  { name: 'videos', description: 'The same interviews under the /videos paths of SPEC §7 "Videos".' },
  { name: 'quotes', description: 'Quotes (clips of an interview) with their tags (SPEC §3, §7).' },
  { name: 'tags', description: "A client's tags: listing, counting, creating, renaming, merging, deleting (SPEC §7, issue 14)." },
  { name: 'notes', description: 'Private and team notes on interview moments and quotes (issue 14).' },
  { name: 'search', description: 'One search over studies, interviews, quotes, showreels and insights (SPEC §2).' },
  { name: 'categories', description: 'Categories that group boards (SPEC §7).' },
  { name: 'stories', description: 'Stories: the one part of the portal a Consumer sees (SPEC §1, §6).' },
  { name: 'boards', description: 'Boards that collect stories (SPEC §3, §7).' },
  { name: 'showreels', description: 'Showreels: quotes cut into one rendered video (SPEC §3, §4, §7 Showreels v1 and v3).' },
  { name: 'published showreels', description: 'Publishing showreels and the public showreel page (SPEC §4, §7 Published showreels).' },
  { name: 'insights', description: 'Insights, their charts and exports (SPEC §2, §7).' },
  { name: 'business questions', description: 'Business questions, called objectives on some paths (SPEC §3, §7).' },
  { name: 'analyses', description: 'Analyses of studies and the analysis import (SPEC §4, §7).' },
  { name: 'ai', description: 'AI help for study creation: brief rating, outlines, designs, translation (SPEC §4, §7 AI).' },
  { name: 'assistant', description: "The research assistant's threads and streamed answers (SPEC §7 Assistant)." },
] as const;

/** A declared tag's name. */
type TagName = (typeof TAGS)[number]['name'];

/** How one operation is documented. */
export type OperationEntry = {
  /** Stable and unique: clients generated from the document name their functions after it. */
  operationId: string;
  tag: TagName;
  /** A short title (a line in the reference's list). */
  summary: string;
  /** What it does, who may call it and how it fails. */
  description: string;
  /** Error statuses besides 401 (added for signed-in operations) and 400 (added for operations with input). */
  errors?: ErrorStatus[];
  /** Callable without a token (the document then says `security: []` and no 401). */
  public?: true;
  /**
   * Success answers a zod schema cannot state (a redirect, a file, an event stream), by status; they replace the
   * route's default 200. `mediaType` gives the answer's body type.
   */
  answers?: Record<string, { description: string; mediaType?: string }>;
};

// Sentences that many operations share, because one policy function decides them (core/client-scope.ts, policies.ts).
const RESEARCH = 'Any signed-in role except Consumer, who sees only stories (403, SPEC §6).';
const CLIENT =
  "`client_id` acts for another client the viewer may act for (an extra client of theirs with access_multiple_clients, any client with access_all_clients); any other is 404 'Client not found'.";
const VISIBLE = "Studies of projects not granted to the viewer (SPEC §6 project access) and other clients' resources answer 404 as if they did not exist.";
const HIDDEN = "(also for another client's, or one in a project not granted to the viewer: SPEC §6 project access).";
const STUDY_EDIT = "Needs update_study or update_draft_study_only (403 'You don't have permission to access this page.', SPEC §6).";
const DRAFT_ONLY = '409 when the study is no longer a DRAFT, is empty (contact support) or mixes file and link study materials (SPEC §8 edit draft errors).';
const STALE = '409 when `updated_at` is older than the stored one (someone else changed it); nothing is changed.';
const STORY_WRITE = "Needs update_study (403 'Only users who may update studies can write stories and boards').";
const FINDINGS_WRITE = 'Needs update_study (403).';
const REEL_CHANGE =
  "Changing clips, title or description of a CURATED showreel, or deleting one, is for the research team only (403 'Only the research team can change or delete curated showreels').";
const EDIT_USERS = "Needs edit_user_access, and the target user's role may not rank above the viewer's (403, SPEC §6).";
const AI_EDIT = `${RESEARCH} ${STUDY_EDIT}`;
const HOME_WRITE =
  "Only the research team (access_all_clients) manages Home articles and notices (403 'Only the research team can manage Home articles and news').";
const PROJECT_ACCESS_CHANGE =
  "Needs edit_user_access (403), and the member's role may not rank above the viewer's (403 'You cannot change the access of a user with a higher role.'). 409 when the member sees every project through their role ('This user sees every project through their role; there is nothing to grant or revoke here.') or through auto-grant ('This user gets every project through auto-grant; change that on Users first.'); nothing is changed.";
const DOWNLOAD_NOT_RENDERED = "409 'The showreel is not rendered yet. Try again once its video is ready.' before the first render.";

/** Every operation of the document, by `METHOD /path`. */
export const OPERATIONS: Record<string, OperationEntry> = {
  // ── auth ──────────────────────────────────────────────────────────────────────────────────────────────────────────
  'POST /api/auth/login': {
    operationId: 'login',
    public: true,
    tag: 'auth',
    summary: 'Sign in with e-mail and password',
    description:
      "Checks the e-mail and password (argon2id) and answers `access_token` (a JWT, SPEC §7); the refresh token is set as an http-only cookie. Public. 401 'Wrong email or password. Please try again.' for an unknown address or a wrong password alike; 429 after too many attempts for one address and e-mail, or one address over many e-mails.",
    errors: [429],
  },
  'GET /api/auth/refresh_token': {
    operationId: 'refreshToken',
    public: true,
    tag: 'auth',
    summary: 'Refresh the access token',
    description:
      'Exchanges the refresh cookie for a new `access_token` and rotates the refresh token (SPEC §4 Session: the web calls it once after a 401 and retries). Public (the cookie is the credential). 401 code REFRESH_INVALID when the cookie is missing, unknown, reused or expired: the web then resets the session (SPEC §8).',
  },
  'GET /api/auth/logout': {
    operationId: 'logout',
    public: true,
    tag: 'auth',
    summary: 'Sign out',
    description: 'Ends the session of the refresh cookie (if any) and clears the cookie. Public; always answers `{ ok: true }`.',
  },
  'POST /api/auth/password/email': {
    operationId: 'sendPasswordResetEmail',
    public: true,
    tag: 'auth',
    summary: 'Send a password reset e-mail',
    description:
      'Mails a one-time reset link when an account uses the address; answers the same either way, so the call does not tell whether an address has an account. Public. 400 for a malformed address; 429 after 5 requests per address and e-mail in 15 minutes.',
    errors: [429],
  },
  'GET /api/auth/password/check-reset-token/{token}': {
    operationId: 'checkResetToken',
    public: true,
    tag: 'auth',
    summary: 'Check a password reset token',
    description:
      'Answers the e-mail a reset token belongs to, for the reset form. Public. 404 when the token is unknown, used or expired; 429 when over 30 checks a minute.',
    errors: [404, 429],
  },
  'POST /api/auth/password/reset': {
    operationId: 'resetPassword',
    public: true,
    tag: 'auth',
    summary: 'Set a new password with a reset token',
    description:
      "Sets the password (SPEC §5: at least 8 characters with a letter, a number and a symbol; `password_confirmation` must match, 'Password does not match') and ends every session of the user. Public. 400 names the field; 404 for an unknown, used or expired token; 429 when over 10 a minute.",
    errors: [404, 429],
  },
  'GET /api/auth/config': {
    operationId: 'getAuthConfig',
    public: true,
    tag: 'auth',
    summary: 'What sign-up the deployment allows',
    description: 'Whether self sign-up is enabled (SELF_REGISTRATION), so the sign-in page offers it or not. Public; never fails.',
  },
  'GET /api/auth/register/get-email/{hash}': {
    operationId: 'getInvitationEmail',
    public: true,
    tag: 'auth',
    summary: 'The e-mail of an invitation link',
    description:
      'Answers the invited e-mail address for the registration form of an invitation link. Public. 404 when the link is invalid, already used or expired; 429 when over 20 a minute.',
    errors: [404, 429],
  },
  'POST /api/auth/register': {
    operationId: 'register',
    public: true,
    tag: 'auth',
    summary: 'Complete an invitation',
    description:
      "Activates an invited (Pending) user with name, surname and password (SPEC §5) once the terms are accepted, and signs them in like login (`access_token` and refresh cookie). Public. 400 names the field ('This value is required', the password rule, 'Password does not match', terms); 404 when the invitation is invalid, used or expired; 429 when over 20 a minute.",
    errors: [404, 429],
  },
  'GET /api/auth/register/self/email/exists': {
    operationId: 'selfRegisterEmailExists',
    public: true,
    tag: 'auth',
    summary: 'Whether an e-mail already has an account',
    description:
      "For the self sign-up form: whether an account uses `email`. Public. 403 'Self registering is not supported at the moment.' when self sign-up is off; 429 when over 20 a minute.",
    errors: [403, 429],
  },
  'POST /api/auth/register/self': {
    operationId: 'registerSelf',
    public: true,
    tag: 'auth',
    summary: 'Self sign-up',
    description:
      "Creates an account with its own client when SELF_REGISTRATION is on. Public. 400 names the field ('The email must be a valid email address.', 'Email is already in use.', the password rule, terms); 403 'Self registering is not supported at the moment.' when off; 429 when over 20 a minute.",
    errors: [403, 429],
  },
  'GET /api/auth/providers': {
    operationId: 'listAuthProviders',
    public: true,
    tag: 'auth',
    summary: 'Configured sign-in providers',
    description: 'The OpenID Connect providers this deployment has, so the sign-in page shows only their buttons. Public; never fails.',
  },
  'GET /api/auth/oauth/redirect/{provider}': {
    operationId: 'oauthRedirect',
    public: true,
    tag: 'auth',
    summary: 'Start sign-in with a provider',
    description:
      'Redirects (302) to the provider with state, nonce and PKCE kept in a short-lived cookie (SPEC §7 Auth). Public. 404 for a provider that is not configured; 429 when over 30 a minute.',
    errors: [404, 429],
    answers: { 302: { description: "Redirect to the provider's sign-in page (Location)." } },
  },
  'GET /api/auth/oauth/callback/{provider}': {
    operationId: 'oauthCallback',
    public: true,
    tag: 'auth',
    summary: 'Finish sign-in with a provider',
    description:
      'The provider returns here: state, PKCE and the id token are verified, an invited or existing account with the verified e-mail is signed in (refresh cookie), and the browser is redirected to the web app, which reads the outcome (or the error) from the address. Public. 404 for a provider that is not configured; 429 when over 30 a minute.',
    errors: [404, 429],
    answers: { 302: { description: 'Redirect to the web app, signed in or with the reason it failed in the address.' } },
  },

  // ── user ──────────────────────────────────────────────────────────────────────────────────────────────────────────
  'GET /api/user': {
    operationId: 'getUser',
    tag: 'user',
    summary: 'The signed-in user',
    description: 'The signed-in user under `data` (SPEC §7): profile, role, permissions, client and feature options. Any signed-in role.',
  },
  'GET /api/user/clients': {
    operationId: 'listUserClients',
    tag: 'user',
    summary: 'Clients the user may act for',
    description:
      'The clients the user may act for, own client first (SPEC §4: the first is the active client at startup; §6: more than one only with access_multiple_clients, every client with access_all_clients). Any signed-in role.',
  },
  'PUT /api/user/{id}': {
    operationId: 'updateUser',
    tag: 'user',
    summary: 'Update the own profile',
    description:
      "Changes name, surname, job title, department and, with the current password, the password (SPEC §5 password rule). Only the signed-in user's own id (403 for another); 404 when the user no longer exists. 400 names the field (wrong current password, the password rule, 'Password does not match').",
    errors: [403, 404],
  },
  'POST /api/user/{id}/picture': {
    operationId: 'uploadUserPicture',
    tag: 'user',
    summary: 'Upload the own profile picture',
    description:
      'Multipart field `file`: a PNG, JPEG or WebP image of at most 2 MB and 40 million pixels, stored re-encoded as WebP. Only the own id (403); 404 when the user no longer exists; 413 when too large; 415 for another file type.',
    errors: [403, 404, 413, 415],
  },
  'GET /api/company_departments': {
    operationId: 'listCompanyDepartments',
    tag: 'user',
    summary: 'Company departments',
    description: 'The departments offered on the profile and team pages (SPEC §7). Any signed-in role.',
  },

  // ── team ──────────────────────────────────────────────────────────────────────────────────────────────────────────
  'GET /api/client/{id}/users': {
    operationId: 'listClientUsers',
    tag: 'team',
    summary: "The client's team",
    description:
      "Members of the client with status (Pending or Active, SPEC §4), role, department and project access. Needs view_team_account_status (403); a client the viewer may not act for is 404 'Client not found'.",
    errors: [403, 404],
  },
  'GET /api/client/{id}/team_account_status': {
    operationId: 'getTeamAccountStatus',
    tag: 'team',
    summary: 'Seats used and available',
    description:
      "Seats of the client's plan, used and available, which limit invitations (SPEC §6). Needs view_team_account_status (403); another client is 404.",
    errors: [403, 404],
  },
  'POST /api/client/{id}/invite_users': {
    operationId: 'inviteUsers',
    tag: 'team',
    summary: 'Invite users',
    description:
      "Invites e-mail addresses with a role, the projects they may see and the auto-grant option, and mails each an invitation link. SPEC §6 invite rule: the client has can_invite_team_members and either does not restrict invites by permission or the viewer holds invite_new_users (403), and a role ranking above the viewer's is 403. SPEC §5: 400 names `emails.<index>` for an invalid address, an existing account or an already invited user, or `emails` when there are more addresses than available seats; nothing is sent when any fails. Another client is 404.",
    errors: [403, 404],
  },
  'POST /api/client/{id}/resend_user_invitation/{userId}': {
    operationId: 'resendUserInvitation',
    tag: 'team',
    summary: 'Resend an invitation',
    description:
      'Mails a Pending user a new invitation link; older links stop working (SPEC §4). Same invite rule as inviting (403). 404 for a user or client the viewer may not see; 409 when the user is already Active.',
    errors: [403, 404, 409],
  },
  'POST /api/client/{id}/users/{userId}': {
    operationId: 'updateClientUser',
    tag: 'team',
    summary: "Change a user's role and project access",
    description: `Sets a member's role, the projects they may see and the option to be granted new projects and studies automatically (SPEC §6). ${EDIT_USERS} The viewer cannot change their own role (403). 404 for a user, client or project the viewer may not see.`,
    errors: [403, 404],
  },
  'POST /api/client/{id}/revoke_project_access': {
    operationId: 'revokeProjectAccess',
    tag: 'team',
    summary: "Revoke a user's project access",
    description: `Removes a member's access to the given projects (\`project_ids\`, SPEC §4). ${EDIT_USERS} 404 for a user, client or project the viewer may not see.`,
    errors: [403, 404],
  },
  'DELETE /api/user/{id}': {
    operationId: 'deleteUser',
    tag: 'team',
    summary: 'Delete a user',
    description: `Deletes a member of the viewer's client with their files; their sessions stop at their next request. ${EDIT_USERS} Deleting oneself is 403. 404 for a user of another client.`,
    errors: [403, 404],
  },
  'GET /api/client/{id}/user_exists': {
    operationId: 'checkUserExists',
    tag: 'team',
    summary: 'Whether an e-mail address has an account',
    description:
      "Answers `exists` (an account uses `email`, so an invitation of it would be refused, SPEC §5) and the account's `status` in this client (Active or Pending) when it is a member of it, else null; the invite form checks addresses with it as they are typed. Needs view_team_account_status or the SPEC §6 invite rule (403 'You are not allowed to invite team members.'). A client the viewer may not act for is 404 'Client not found'. 400 names `email` ('The email must be a valid email address.').",
    errors: [403, 404],
  },

  // ── home ──────────────────────────────────────────────────────────────────────────────────────────────────────────
  'GET /api/articles': {
    operationId: 'listArticles',
    tag: 'home',
    summary: 'Home articles',
    description: `The client's published Home articles in their Home order (SPEC §2 Home articles); \`drafts=true\` adds the unpublished ones, for the research team only (403 'Only the research team can manage Home articles and news'). ${RESEARCH} ${CLIENT} 400 names \`drafts\` when it is not 'true' or 'false'.`,
    errors: [403, 404],
  },
  'POST /api/articles': {
    operationId: 'createArticle',
    tag: 'home',
    summary: 'Add a Home article',
    description: `Adds an article (\`title\`, \`lead\`, picture address \`image_url\`, \`link\`) last in the Home order, a draft unless \`published: true\`; answers it with 201. ${HOME_WRITE} ${CLIENT} 400 names the field: \`title\` required and at most 200 characters, \`lead\` at most 600, \`link\` and \`image_url\` a portal path (/…) or an http(s) URL of at most 2000 characters.`,
    errors: [403, 404],
  },
  'PUT /api/articles/order': {
    operationId: 'orderArticles',
    tag: 'home',
    summary: 'Reorder the Home articles',
    description: `Sets the Home order: \`ids\` lists every article of the client once, drafts included, in the new order; answers all of them in that order. ${HOME_WRITE} ${CLIENT} 400 names \`ids\` when one is missing, repeated or not the client's ('must list every article of the client once'); nothing is changed.`,
    errors: [403, 404],
  },
  'PUT /api/articles/{id}': {
    operationId: 'updateArticle',
    tag: 'home',
    summary: 'Edit, publish or withdraw a Home article',
    description: `Changes the given fields of an article; \`published: true\` publishes it (keeping an earlier publish time), \`false\` makes it a draft again; a new \`image_url\` replaces the stored picture. ${HOME_WRITE} ${CLIENT} 400 names the field (the rules of POST /articles); 404 'Article not found' for an unknown id or another client's article.`,
    errors: [403, 404],
  },
  'DELETE /api/articles/{id}': {
    operationId: 'deleteArticle',
    tag: 'home',
    summary: 'Delete a Home article',
    description: `Deletes an article from Home; answers \`{ ok: true }\`. ${HOME_WRITE} ${CLIENT} 404 'Article not found' for an unknown id or another client's article.`,
    errors: [403, 404],
  },
  'GET /api/notices/current': {
    operationId: 'getCurrentNotice',
    tag: 'home',
    summary: 'The news banner',
    description: `The notice the header's news banner shows: the client's newest published notice the viewer has not dismissed, or \`data: null\` (SPEC §2). Any signed-in role, Consumer included. ${CLIENT}`,
    errors: [404],
  },
  'GET /api/notices': {
    operationId: 'listNotices',
    tag: 'home',
    summary: 'List news notices',
    description: `Every notice of the client, published or not, newest first, for managing the banner. ${HOME_WRITE} ${CLIENT}`,
    errors: [403, 404],
  },
  'POST /api/notices': {
    operationId: 'createNotice',
    tag: 'home',
    summary: 'Add a news notice',
    description: `Adds a notice (\`message\`, optional \`link\`), published at once unless \`published: false\`: the client's users see it in the header banner until each dismisses it; answers it with 201. ${HOME_WRITE} ${CLIENT} 400 names the field: \`message\` required and at most 300 characters, \`link\` a portal path (/…) or an http(s) URL.`,
    errors: [403, 404],
  },
  'PUT /api/notices/{id}': {
    operationId: 'updateNotice',
    tag: 'home',
    summary: 'Edit, publish or withdraw a news notice',
    description: `Changes a notice's \`message\` or \`link\`; \`published: true\` publishes it (keeping an earlier publish time), \`false\` withdraws it from the banner. ${HOME_WRITE} ${CLIENT} 400 names the field (the rules of POST /notices); 404 'Notice not found' for an unknown id or another client's notice.`,
    errors: [403, 404],
  },
  'POST /api/notices/{id}/dismiss': {
    operationId: 'dismissNotice',
    tag: 'home',
    summary: 'Close the news banner',
    description: `Closes the banner's notice for the viewer on every device (GET /notices/current then answers an older undismissed notice or null); answers \`{ ok: true }\`, also when already dismissed. Any signed-in role, Consumer included. ${CLIENT} 404 'Notice not found' for an unknown id or another client's notice.`,
    errors: [404],
  },

  // ── projects ──────────────────────────────────────────────────────────────────────────────────────────────────────
  'GET /api/projects': {
    operationId: 'listProjects',
    tag: 'projects',
    summary: 'List projects',
    description: `Projects of the active client by title with their study counts, 5 per page by default (SPEC §7, §9); \`fields=studies\` adds each project's studies; archived projects leave the list and \`archived=true\` lists them instead (400 names \`archived\` unless 'true' or 'false'). Viewers without access to every project see only the projects granted to them. ${RESEARCH} ${CLIENT}`,
    errors: [403, 404],
  },
  'GET /api/projects/{id}/objectives': {
    operationId: 'listProjectObjectives',
    tag: 'business questions',
    summary: "Business questions of a project's studies",
    description: `The business questions (objectives) of the studies of one project (SPEC §7 Projects). ${RESEARCH} ${CLIENT} 404 'Project not found' for a project of another client or one not granted to the viewer.`,
    errors: [403, 404],
  },

  'POST /api/projects': {
    operationId: 'createProject',
    tag: 'projects',
    summary: 'Create a project',
    description: `Creates a project of the active client with \`title\` and \`description\`; the client's users with the auto-grant option get access to it at once (SPEC §6). Answers it with 201. ${RESEARCH} Only the research team and Masters (403 'Only the research team and Masters can create projects'). ${CLIENT} 400 names \`title\` (required, at most 200 characters) or \`description\` (at most 2000).`,
    errors: [403, 404],
  },
  'PUT /api/projects/{id}': {
    operationId: 'updateProject',
    tag: 'projects',
    summary: 'Edit, archive or restore a project',
    description: `Changes \`title\` and \`description\`, archives a project (\`archived: true\`: it leaves GET /projects and is listed with \`archived=true\`) or restores it (\`archived: false\`) (SPEC §7 PUT /projects/{id}). ${RESEARCH} Needs update_project (403). ${CLIENT} 400 names the field (the rules of POST /projects); 404 'Project not found' for a project of another client or one not granted to the viewer.`,
    errors: [403, 404],
  },
  'GET /api/projects/{id}/users': {
    operationId: 'listProjectUsers',
    tag: 'projects',
    summary: 'Who can see a project',
    description: `Every member of the client with their access to the project (SPEC §6 project access): ALL_PROJECTS (Admin, Master or the research team, by role), AUTO_GRANT, GRANTED or NONE, and \`can_change\`, whether the viewer may grant or revoke it. ${RESEARCH} Needs view_team_account_status (403). ${CLIENT} 404 'Project not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'POST /api/projects/{id}/users': {
    operationId: 'grantProjectUser',
    tag: 'projects',
    summary: 'Grant a member access to a project',
    description: `Grants the project to member \`user_id\` and answers their access now (GRANTED; granting again changes nothing). ${RESEARCH} ${PROJECT_ACCESS_CHANGE} ${CLIENT} 404 'Project not found' ${HIDDEN} 404 'User not found' for someone who is not a member of the client.`,
    errors: [403, 404, 409],
  },
  'DELETE /api/projects/{id}/users/{userId}': {
    operationId: 'revokeProjectUser',
    tag: 'projects',
    summary: "Revoke a member's access to a project",
    description: `Revokes member \`userId\`'s grant of the project and answers their access now (NONE). ${RESEARCH} ${PROJECT_ACCESS_CHANGE} ${CLIENT} 404 'Project not found' ${HIDDEN} 404 'User not found' for someone who is not a member of the client.`,
    errors: [403, 404, 409],
  },

  // ── studies ───────────────────────────────────────────────────────────────────────────────────────────────────────
  'GET /api/v3/studies': {
    operationId: 'listStudies',
    tag: 'studies',
    summary: 'List studies',
    description: `Studies of the active client the viewer may see, newest first; \`q\` matches title and purpose (SPEC §2 studies list, §7). ${RESEARCH} ${CLIENT} ${VISIBLE}`,
    errors: [403, 404],
  },
  'GET /api/v3/studies/{id}': {
    operationId: 'getStudy',
    tag: 'studies',
    summary: 'Get a study',
    description: `One study with its counts, key takeaways, segments, analyses, client, recruitment and tags (SPEC §3, §7). ${RESEARCH} ${CLIENT} 404 'Study not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'GET /api/v3/studies/{id}/segments': {
    operationId: 'listStudySegments',
    tag: 'studies',
    summary: "List a study's segments",
    description: `The segments of a study in position order (SPEC §7). ${RESEARCH} ${CLIENT} 404 'Study not found' for another client's study.`,
    errors: [403, 404],
  },
  'GET /api/v3/studies/{id}/study-materials': {
    operationId: 'listStudyMaterials',
    tag: 'studies',
    summary: "List a study's study materials",
    description: `The study materials (stimuli) of a study with signed file URLs; \`meta.type\` is LINK when any has a link, else FILE (SPEC §3, §7). ${RESEARCH} ${CLIENT} 404 'Study not found' for another client's study.`,
    errors: [403, 404],
  },
  'GET /api/v3/studies/{id}/business-questions': {
    operationId: 'listStudyBusinessQuestions',
    tag: 'studies',
    summary: "List a study's business questions",
    description: `The business questions (objectives) of a study with their tasks and counts (SPEC §7). ${RESEARCH} ${CLIENT} 404 'Study not found' for another client's study.`,
    errors: [403, 404],
  },

  'GET /api/v3/studies/resolve/{id}': {
    operationId: 'resolveStudy',
    tag: 'studies',
    summary: 'Resolve an id to its study',
    description: `Finds the study an id leads to: the study's own id, its \`socrat_study_id\` (the source system's id), or the id of a segment, segment group, interview or quote in it; answers the study, which form matched and its page route (\`/studies/{id}\`), so old links and pasted ids open the right page (SPEC §7). ${RESEARCH} ${CLIENT} Only the active client is searched: 404 'Study not found' for an unknown id, another client's, or one in a project not granted to the viewer. 400 names \`id\` when it is empty, over 200 characters or holds characters no id has.`,
    errors: [403, 404],
  },

  // ── study creation ────────────────────────────────────────────────────────────────────────────────────────────────
  'POST /api/v3/studies/drafts': {
    operationId: 'createDraftStudy',
    tag: 'study creation',
    summary: 'Create a draft study',
    description: `Creates a DRAFT study in a project from a study template, or from a brief (brief-based, step AI_BRIEF; SPEC §4). ${RESEARCH} ${STUDY_EDIT} 400 names the field (a viewer limited to some projects must name one of them as \`project_id\`); 404 'Template not found' or 'Project not found' for one of another client or not granted.`,
    errors: [403, 404],
  },
  'GET /api/v3/studies/{id}/draft': {
    operationId: 'getDraftStudy',
    tag: 'study creation',
    summary: 'Get a draft study for editing',
    description: `The draft a creation wizard edits (objectives, sections, tasks, study materials, audience) with what still blocks ordering; the unsaved business questions and study design (SPEC §4: shown instead of the saved ones until saved or discarded) and \`outline_changed\` / \`design_changed\` (the brief, stimuli or business questions changed since the applied AI outline or design was generated). ${RESEARCH} ${STUDY_EDIT} 404 'Study not found' ${HIDDEN.slice(0, -1)}; ${DRAFT_ONLY}`,
    errors: [403, 404, 409],
  },
  'PUT /api/v3/studies/{id}/draft': {
    operationId: 'saveDraftStudy',
    tag: 'study creation',
    summary: 'Save parts of a draft study',
    description: `Saves any parts of a draft (brief, title, objectives, sections with tasks, audience, study materials' order) in one transaction (SPEC §3 builder state, §5). Saving \`business_questions\` or \`sections\` clears their unsaved copy; \`unsaved_business_questions\` / \`unsaved_sections\` keep work in progress (null discards it); \`ai_outline_job_id\` applies a finished outline job of the viewer (its business questions become the unsaved ones; unsaved and saved tasks are cleared, SPEC §4) and \`ai_design_job_id\` a finished design job (the unsaved study design). ${RESEARCH} ${STUDY_EDIT} 400 names the field (a duplicate business question, a section without a business question or question, a linked business question being deleted, a job that has not finished, parts that cannot go together); 404 for a study, business question or study material of another study, or an AI job of another user; 409 for a study design applied while unsaved business questions wait; ${DRAFT_ONLY}`,
    errors: [403, 404, 409],
  },
  'POST /api/storage/upload/presigned': {
    operationId: 'createPresignedUpload',
    tag: 'study creation',
    summary: 'Get an upload link for a study material file',
    description: `Answers a pre-signed PUT URL for one study material file of a draft (SPEC §7 Upload: \`file_name\`, \`client_id\`, \`study_id\`, \`upload_type\` study_object_file). ${RESEARCH} ${STUDY_EDIT} 400 names \`size\` (file too large), \`content_type\` (a type study materials cannot be) or \`file_name\` (too many files, or a link study) (SPEC §8 upload errors); 404 'Study not found'; ${DRAFT_ONLY}`,
    errors: [403, 404, 409],
  },
  'DELETE /api/storage/upload/presigned': {
    operationId: 'cancelPresignedUpload',
    tag: 'study creation',
    summary: 'Remove a cancelled upload',
    description: `Deletes a file uploaded through a pre-signed link that never became a study material (the web calls it when an upload is cancelled), so no orphan files remain. ${RESEARCH} 404 'Upload not found' for a path outside the viewer's client's upload area.`,
    errors: [403, 404],
  },
  'POST /api/studies/{id}/objects': {
    operationId: 'addStudyMaterial',
    tag: 'study creation',
    summary: 'Add a study material to a draft',
    description: `Adds a link (title, URL starting with http:// or https://, optional Android and iOS links) or an uploaded file (\`file_path\` from the upload link, \`file_name\`, \`file_mime_type\`; checked to really be the image, video or PDF it claims) (SPEC §5, §7). ${RESEARCH} ${STUDY_EDIT} 400 names the field (invalid URL, missing protocol, too many files, files mixed with links, an unreadable file); 404 'Study not found' or 'Upload not found'; ${DRAFT_ONLY}`,
    errors: [403, 404, 409],
  },
  'DELETE /api/studies/{id}/objects/{objectId}': {
    operationId: 'deleteStudyMaterial',
    tag: 'study creation',
    summary: 'Remove a study material from a draft',
    description: `Removes a study material of a draft with its files and its task assignments. ${RESEARCH} ${STUDY_EDIT} 404 'Study not found' or 'Study material not found'; ${DRAFT_ONLY}`,
    errors: [403, 404, 409],
  },
  'POST /api/v1/study-designs/export': {
    operationId: 'exportStudyDesign',
    tag: 'study creation',
    summary: 'Export a study design as Word',
    description: `Answers the study design of \`study_id\` as a .docx file (purpose, audience, recruitment, business questions, sections with every task, study materials; SPEC §7 Exports). ${RESEARCH} ${CLIENT} 404 'Study not found' ${HIDDEN}`,
    errors: [403, 404],
    answers: {
      200: {
        description: 'The Word file (Content-Disposition names it).',
        mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    },
  },
  'GET /api/marketplace/study-types': {
    operationId: 'listStudyTypes',
    tag: 'marketplace',
    summary: 'List study types',
    description: `The study types study templates belong to (SPEC §7 Marketplace). ${RESEARCH}`,
    errors: [403],
  },
  'GET /api/marketplace/study-templates': {
    operationId: 'listStudyTemplates',
    tag: 'marketplace',
    summary: 'List study templates',
    description: `Study templates, filtered by study type, a stimuli count within a template's range (SPEC §5: default 0 to 5), language code and text (SPEC §7 Marketplace). ${RESEARCH}`,
    errors: [403],
  },
  'GET /api/marketplace/study-templates/{id}': {
    operationId: 'getStudyTemplate',
    tag: 'marketplace',
    summary: 'Get a study template',
    description: `One study template with its business questions, sections, tasks and introduction. ${RESEARCH} 404 'Template not found'.`,
    errors: [403, 404],
  },
  'GET /api/orders/study-filters': {
    operationId: 'getStudyFilters',
    tag: 'orders',
    summary: 'Recruitment filters',
    description: `Countries with their interview languages (\`country_languages\`), genders, devices and age range offered for recruitment; the web caches it for 3600 s (SPEC §7 Orders, §9). ${RESEARCH}`,
    errors: [403],
  },
  'POST /api/orders': {
    operationId: 'createOrder',
    tag: 'orders',
    summary: 'Order a draft study',
    description: `Orders a draft: it becomes IN_PREPARATION with its segments and recruitment, and saving locks its study materials and country language (SPEC §4, §7 Orders). Terms must be accepted (SPEC §5). ${RESEARCH} ${STUDY_EDIT} 400 names what is missing (template, recruitment option, terms, a business question or section); 404 'Study not found'; ${DRAFT_ONLY}`,
    errors: [403, 404, 409],
  },

  // ── participation ─────────────────────────────────────────────────────────────────────────────────────────────────
  'GET /api/participate/{token}': {
    operationId: 'getParticipantLink',
    public: true,
    tag: 'participation',
    summary: "A self-recruit study's participant link",
    description:
      "What the page behind a self-recruit study's shareable link (`participant_link` of POST /orders) shows: the study's title and `is_open`; a completed study answers `is_open: false` with `message` 'This study is now closed. Thanks for your interest.' (SPEC §8). Nothing else of the study or its client is told. Public. 404 'This participant link is not valid.' for an unknown token; 400 names `token` when it is not a link token; 429 when over 60 a minute from one address.",
    errors: [404, 429],
  },

  // ── legacy studies ────────────────────────────────────────────────────────────────────────────────────────────────
  'GET /api/studies/{id}': {
    operationId: 'getLegacyStudy',
    tag: 'legacy studies',
    summary: 'Get a study in the builder shape',
    description: `A study, draft or not, in the builder shape of SPEC §7 "Legacy studies". ${RESEARCH} ${CLIENT} 404 'Study not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'PUT /api/studies/{id}': {
    operationId: 'updateLegacyStudy',
    tag: 'legacy studies',
    summary: 'Save parts of a draft study',
    description: `Saves parts of a draft as PUT /v3/studies/{id}/draft does. ${RESEARCH} ${STUDY_EDIT} 400 names the field; 404 'Study not found'; ${DRAFT_ONLY}`,
    errors: [403, 404, 409],
  },
  'GET /api/studies/{id}/tasks': {
    operationId: 'listLegacyStudyTasks',
    tag: 'legacy studies',
    summary: "A study's sections and tasks",
    description: `The study design's sections with their tasks. ${RESEARCH} ${CLIENT} 404 'Study not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'PUT /api/studies/{id}/tasks': {
    operationId: 'updateLegacyStudyTasks',
    tag: 'legacy studies',
    summary: "Add, change and delete a draft's tasks",
    description: `Changes tasks by \`id\`, adds tasks without one at the end of their business question's section (a new section for a question without one) and deletes \`tasks_to_delete_in_this_segment\`, then saves the design as PUT /v3/studies/{id}/draft does (SPEC §5 rules, one transaction, nothing written when refused); answers the sections. ${RESEARCH} ${STUDY_EDIT} ${CLIENT} 400 names \`segment_id\`, \`tasks[i].id\`, \`tasks[i].business_question_id\` or \`tasks_to_delete_in_this_segment[i]\` for an id that is not this study's, and \`tasks[i]…\` for a broken rule; 404 'Study not found' ${HIDDEN} ${DRAFT_ONLY}`,
    errors: [403, 404, 409],
  },
  'PUT /api/studies/{id}/objectives': {
    operationId: 'updateLegacyStudyObjectives',
    tag: 'legacy studies',
    summary: "Replace a draft's business questions",
    description: `Replaces the business questions (objectives) of a draft (SPEC §5: no duplicate text; a business question linked to a section cannot be deleted until unlinked). ${RESEARCH} ${STUDY_EDIT} 400 names the field; 404 'Study not found'; ${DRAFT_ONLY}`,
    errors: [403, 404, 409],
  },
  'GET /api/studies/{id}/audience_settings': {
    operationId: 'getAudienceSettings',
    tag: 'legacy studies',
    summary: "A study's audience settings",
    description: `The audience kind and recruitment of a study. ${RESEARCH} ${CLIENT} 404 'Study not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'PUT /api/studies/{id}/audience_settings': {
    operationId: 'updateAudienceSettings',
    tag: 'legacy studies',
    summary: "Save a draft's audience settings",
    description: `Saves the audience kind and recruitment (countries, languages, genders, devices, ages, interviews per segment) of a draft. ${RESEARCH} ${STUDY_EDIT} 400 names the field; 404 'Study not found'; ${DRAFT_ONLY}`,
    errors: [403, 404, 409],
  },
  'GET /api/studies/{id}/requirements_status': {
    operationId: 'getRequirementsStatus',
    tag: 'legacy studies',
    summary: 'What a draft still needs before ordering',
    description: `Whether a draft has everything an order needs and, by field, what is missing (SPEC §5). ${RESEARCH} ${CLIENT} 404 'Study not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'PUT /api/studies/{id}/publish': {
    operationId: 'publishStudy',
    tag: 'legacy studies',
    summary: 'Mark an ordered study completed',
    description: `Sets an ordered study's display status to COMPLETED. SPEC §6: needs update_study_status_to_any, or update_study on a client-created study, or the viewer's e-mail among the study's producers (403 otherwise). 404 'Study not found'; 409 'Order the study before publishing it.' for a draft.`,
    errors: [403, 404, 409],
  },
  'GET /api/studies/{id}/participant_videos': {
    operationId: 'listParticipantVideos',
    tag: 'legacy studies',
    summary: "A study's interviews by page",
    description: `The interviews (participant videos) of a study, \`page\` and \`per_page\` (SPEC §7 Legacy studies). ${RESEARCH} ${CLIENT} 404 'Study not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'POST /api/marketplace/upload/order_object': {
    operationId: 'createOrderObjectUpload',
    tag: 'legacy studies',
    summary: 'Get an upload link for an order object',
    description: `The same as POST /storage/upload/presigned under the path SPEC §7 Upload names for order objects. ${RESEARCH} ${STUDY_EDIT} 400 names \`size\`, \`content_type\` or \`file_name\`; 404 'Study not found'; ${DRAFT_ONLY}`,
    errors: [403, 404, 409],
  },

  // ── segments ──────────────────────────────────────────────────────────────────────────────────────────────────────
  'GET /api/v3/segments/{id}': {
    operationId: 'getSegment',
    tag: 'segments',
    summary: 'Get a segment',
    description: `One segment with its study, segment group, business questions and counts (SPEC §7; \`translation\` param). ${RESEARCH} ${CLIENT} 404 'Segment not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'GET /api/v3/segments/{id}/task-design': {
    operationId: 'getSegmentTaskDesign',
    tag: 'segments',
    summary: "A segment's study design",
    description: `The tasks shown to a segment, one section per business question with numbered tasks and lettered subtasks; \`translation=en\` gives English task texts (SPEC §3 study design). ${RESEARCH} ${CLIENT} 404 'Segment not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'GET /api/v3/segments/{id}/study-materials': {
    operationId: 'listSegmentStudyMaterials',
    tag: 'segments',
    summary: "A segment's study materials",
    description: `The study materials of the segment's study (SPEC §7). ${RESEARCH} ${CLIENT} 404 'Segment not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'GET /api/v3/segments/{id}/objectives': {
    operationId: 'listSegmentObjectives',
    tag: 'business questions',
    summary: "Business questions of a segment's study",
    description: `The objectives (business questions) of the study a segment belongs to (SPEC §7). ${RESEARCH} ${CLIENT} 404 'Segment not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'GET /api/v3/segment-groups/{id}': {
    operationId: 'getSegmentGroup',
    tag: 'segments',
    summary: 'Get a segment group',
    description: `One segment group with its study, segments, stories, the study's business questions and counts over its segments (SPEC §3). ${RESEARCH} ${CLIENT} 404 'Segment group not found' ${HIDDEN}`,
    errors: [403, 404],
  },

  'GET /api/v3/segments/resolve/{id}': {
    operationId: 'resolveSegment',
    tag: 'segments',
    summary: 'Resolve an id to its segment',
    description: `Finds the segment page an id leads to: a segment id; an interview or quote id (its segment); a segment group id (the group, \`type\` segment_group); a study id or \`socrat_study_id\` (the study's first segment). Answers the resource, which form matched and its page route (SPEC §7). ${RESEARCH} ${CLIENT} Only the active client is searched: 404 'Segment not found' for an unknown id, another client's, or one in a project not granted to the viewer. 400 names \`id\` when it is empty, over 200 characters or holds characters no id has.`,
    errors: [403, 404],
  },
  'POST /api/v3/segments/import/{id}': {
    operationId: 'importSegment',
    tag: 'segments',
    summary: 'Import a segment into another study',
    description: `Copies segment {id} with its interviews and transcripts into \`study_id\`, another study of the same client, as a durable job (SPEC §4, §7): answers 202 with the import, whose status goes QUEUED, RUNNING, then DONE or ERROR. ${RESEARCH} Needs update_study (403). ${CLIENT} 404 'Segment not found' or 'Study not found' ${HIDDEN} 400 names \`study_id\` when the segment already belongs to that study ('The segment already belongs to this study'); 409 'Already imported' when this segment was imported into that study before.`,
    errors: [403, 404, 409],
  },

  // ── interviews and videos ─────────────────────────────────────────────────────────────────────────────────────────
  'GET /api/v3/interviews': {
    operationId: 'listInterviews',
    tag: 'interviews',
    summary: 'List interviews',
    description: `Interviews of the active client, oldest first, optionally of one study or segments; cursor paging (SPEC §7). ${RESEARCH} ${CLIENT} ${VISIBLE} 400 names a malformed \`cursor\` or \`limit\`.`,
    errors: [403, 404],
  },
  'GET /api/v3/interviews/{id}': {
    operationId: 'getInterview',
    tag: 'interviews',
    summary: 'Get an interview',
    description: `One interview: participant, duration in seconds, signed video, subtitle and thumbnail URLs (SPEC §3, §7). ${RESEARCH} ${CLIENT} 404 'Interview not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'GET /api/v3/interviews/{id}/transcript': {
    operationId: 'getInterviewTranscript',
    tag: 'interviews',
    summary: "An interview's transcript",
    description: `The transcript in the original language or English (\`translation\`), with times in seconds and word timings (SPEC §3). ${RESEARCH} ${CLIENT} 404 'Interview not found' ${HIDDEN.slice(0, -1)} or 'Transcript not found' when it has none.`,
    errors: [403, 404],
  },
  'GET /api/v3/interviews/resolve/{id}': {
    operationId: 'resolveInterview',
    tag: 'interviews',
    summary: 'Resolve an id to its interview',
    description: `Finds the interview an interview id or a quote id leads to; answers it, which form matched and its page route in its segment (SPEC §7). ${RESEARCH} ${CLIENT} Only the active client is searched: 404 'Interview not found' for an unknown id, another client's, one in a project not granted to the viewer, or any id that is not a UUID. 400 names \`id\` when it is empty, over 200 characters or holds characters no id has.`,
    errors: [403, 404],
  },
  'GET /api/videos/{id}': {
    operationId: 'getVideo',
    tag: 'videos',
    summary: 'Get an interview (video)',
    description: `The same answer as GET /v3/interviews/{id} under the path of SPEC §7 "Videos". ${RESEARCH} ${CLIENT} 404 'Interview not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'GET /api/videos/{id}/transcript': {
    operationId: 'getVideoTranscript',
    tag: 'videos',
    summary: "An interview's (video's) transcript",
    description: `The same answer as GET /v3/interviews/{id}/transcript under the path of SPEC §7 "Videos". ${RESEARCH} ${CLIENT} 404 'Interview not found' or 'Transcript not found'.`,
    errors: [403, 404],
  },
  // ── quotes ────────────────────────────────────────────────────────────────────────────────────────────────────────
  'GET /api/v3/quotes': {
    operationId: 'listQuotes',
    tag: 'quotes',
    summary: 'List quotes',
    description: `Quotes of the active client filtered by study, segments, tasks or \`subtask_ids\` (either matches), business questions (= objectives), showreels, tags, one interview or ids, with full-text \`search\` in the original language and English whose words combine by \`search_mode\` (all, the default; phrase; any); \`sort\` relevance (by relevance with a search, else interview order), date (newest first), study or duration (longest first); cursor paging, and \`with_total=true\` adds \`meta.total\` (SPEC §2 Quotes, §3, §7; issue 15). ${RESEARCH} ${CLIENT} ${VISIBLE} 400 names a malformed filter, \`search_mode\`, \`sort\` or \`with_total\` with another value, or \`cursor\` when it belongs to a list with a different search or sort.`,
    errors: [403, 404],
  },
  'POST /api/v3/quotes': {
    operationId: 'createQuote',
    tag: 'quotes',
    summary: 'Make a quote from transcript words',
    description: `Makes a quote from a span of words of an interview transcript: its times come from the word timings, its task from the words, its English from the aligned chunks (issue 14). ${RESEARCH} ${CLIENT} 400 names \`start\`/\`end\` when a word lies outside its chunk or the span is empty or reversed; 404 'Interview not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'GET /api/v3/quotes/{id}': {
    operationId: 'getQuote',
    tag: 'quotes',
    summary: 'Get a quote',
    description: `One quote in the original language or English (\`translation\`) with its interview, times and tags (SPEC §3, §7). ${RESEARCH} ${CLIENT} 404 'Quote not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'PATCH /api/v3/quotes/{id}': {
    operationId: 'updateQuote',
    tag: 'quotes',
    summary: "Change a quote's bounds",
    description: `Moves the start or end of a quote to other words of its transcript (issue 14). ${RESEARCH} ${CLIENT} 400 names the bound that is outside the transcript or lies before the other; 404 'Quote not found'; ${STALE}`,
    errors: [403, 404, 409],
  },
  'DELETE /api/v3/quotes/{id}': {
    operationId: 'deleteQuote',
    tag: 'quotes',
    summary: 'Delete a quote',
    description: `Deletes a quote (the web asks for confirmation, SPEC §5); showreels using it keep their clip until they are edited, and the answer names them. ${RESEARCH} ${CLIENT} 404 'Quote not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'GET /api/v3/quotes/{id}/showreels': {
    operationId: 'listQuoteShowreels',
    tag: 'quotes',
    summary: 'Showreels using a quote',
    description: `The showreels whose clips use a quote, by title, shown before deleting it. ${RESEARCH} ${CLIENT} 404 'Quote not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'POST /api/v3/quotes/{id}/tags': {
    operationId: 'addQuoteTag',
    tag: 'quotes',
    summary: 'Tag a quote',
    description: `Adds a tag of the client (\`tag_id\`) or one by \`title\`, creating the tag when no tag has that title regardless of case (issue 14). ${RESEARCH} ${CLIENT} 400 names \`tag_id\` for an unknown tag or another client's; 404 'Quote not found'.`,
    errors: [403, 404],
  },
  'DELETE /api/v3/quotes/{id}/tags/{tagId}': {
    operationId: 'removeQuoteTag',
    tag: 'quotes',
    summary: 'Remove a tag from a quote',
    description: `Removes one tag from a quote; the tag itself stays. ${RESEARCH} ${CLIENT} 404 'Quote not found' or 'Tag not found'.`,
    errors: [403, 404],
  },

  // ── tags ──────────────────────────────────────────────────────────────────────────────────────────────────────────
  'GET /api/v3/tags': {
    operationId: 'listTags',
    tag: 'tags',
    summary: 'List tags',
    description: `Tags of the active client by title, optionally of one study or matching \`q\` (SPEC §7). ${RESEARCH} ${CLIENT} 404 'Study not found' for a \`study_id\` the viewer cannot see.`,
    errors: [403, 404],
  },
  'GET /api/v3/tags/counts': {
    operationId: 'countTags',
    tag: 'tags',
    summary: 'Tags with their use counts',
    description: `Tags used by quotes, with how many quotes and studies carry each, in one study or every study the viewer may see (issue 14). ${RESEARCH} ${CLIENT} 404 'Study not found' for a \`study_id\` the viewer cannot see.`,
    errors: [403, 404],
  },
  'POST /api/v3/tags': {
    operationId: 'createTag',
    tag: 'tags',
    summary: 'Create a tag',
    description: `Answers the tag of this title regardless of case (200) or creates it (201). ${RESEARCH} ${CLIENT} 400 names \`title\` when empty or too long; 409 when a tag of the title appeared at the same moment (try again).`,
    errors: [403, 404, 409],
  },
  'PATCH /api/v3/tags/{id}': {
    operationId: 'renameTag',
    tag: 'tags',
    summary: 'Rename a tag',
    description: `Renames a tag everywhere it is used. Masters and Admins only (403 'Only a Master can rename, merge or delete tags'); ${RESEARCH} 404 'Tag not found'; 409 when another tag has the title (merge the two instead).`,
    errors: [403, 404, 409],
  },
  'POST /api/v3/tags/{id}/merge': {
    operationId: 'mergeTag',
    tag: 'tags',
    summary: 'Merge a tag into another',
    description: `Moves a tag's studies and quotes to \`into_tag_id\` and deletes it. Masters and Admins only (403); 400 names \`into_tag_id\` when unknown or the same tag; 404 'Tag not found'.`,
    errors: [403, 404],
  },
  'DELETE /api/v3/tags/{id}': {
    operationId: 'deleteTag',
    tag: 'tags',
    summary: 'Delete a tag',
    description: `Removes a tag from every study and quote and deletes it. Masters and Admins only (403); 404 'Tag not found'.`,
    errors: [403, 404],
  },

  // ── notes ─────────────────────────────────────────────────────────────────────────────────────────────────────────
  'GET /api/v3/interviews/{id}/notes': {
    operationId: 'listInterviewNotes',
    tag: 'notes',
    summary: "List an interview's notes",
    description: `The team notes and the viewer's own private notes on an interview, in time order, optionally matching \`q\`; others' private notes are never listed (issue 14). ${RESEARCH} ${CLIENT} 404 'Interview not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'POST /api/v3/interviews/{id}/notes': {
    operationId: 'createInterviewNote',
    tag: 'notes',
    summary: 'Add a note to an interview',
    description: `Adds a private or team note to a moment (start to end, in seconds) of an interview, or to one of its quotes. ${RESEARCH} ${CLIENT} 400 names \`end\` before \`start\` or times past the end of the interview, or \`quote_id\` of another interview; 404 'Interview not found'.`,
    errors: [403, 404],
  },
  'PATCH /api/v3/notes/{id}': {
    operationId: 'updateNote',
    tag: 'notes',
    summary: 'Change a note',
    description: `Changes the text or visibility of a note. Only its author (403 'Only its author can change a note'); 404 'Note not found' for a note the viewer cannot read; ${STALE}`,
    errors: [403, 404, 409],
  },
  'DELETE /api/v3/notes/{id}': {
    operationId: 'deleteNote',
    tag: 'notes',
    summary: 'Delete a note',
    description: "Deletes a note. Only its author (403 'Only its author can delete a note'); 404 'Note not found' for a note the viewer cannot read.",
    errors: [403, 404],
  },

  // ── search and categories ─────────────────────────────────────────────────────────────────────────────────────────
  'GET /api/v3/search': {
    operationId: 'search',
    tag: 'search',
    summary: 'Search everything',
    description: `Searches quotes, transcript lines (both languages), insights and studies of every study the viewer may see, grouped by kind, filtered by study, segment, tag, language and date (SPEC §2, issue 14). ${RESEARCH} ${CLIENT} 400 names \`to\` when it lies before \`from\`.`,
    errors: [403, 404],
  },
  'GET /api/v3/categories': {
    operationId: 'listCategories',
    tag: 'categories',
    summary: 'List categories',
    description: `Categories of the active client by title (SPEC §7). Every signed-in role, Consumer included (they group boards of stories). ${CLIENT}`,
    errors: [404],
  },

  'GET /api/suggestions/{x}': {
    operationId: 'listSuggestions',
    tag: 'search',
    summary: 'Type-ahead suggestions for a search field',
    description: `Suggestions for \`{x}\`: \`studies\` (titles of the studies the viewer may see), \`tags\` (the client's tags), \`countries\` (participants' countries) or \`users\` (the client's members, labelled with their e-mail); those starting with \`q\` first, then those containing it, each by name; \`limit\` 1–20, 10 by default (SPEC §7 suggestions/{x}). ${RESEARCH} \`users\` needs view_team_account_status (403). ${CLIENT} 400 names \`x\` for another kind, or \`limit\` out of range.`,
    errors: [403, 404],
  },

  // ── stories and boards ────────────────────────────────────────────────────────────────────────────────────────────
  'GET /api/v3/stories': {
    operationId: 'listStories',
    tag: 'stories',
    summary: 'List stories',
    description: `Stories of the active client, newest first, optionally of one board or segment group, matching title words or a tag; without their content (SPEC §3). Every signed-in role, Consumer included (SPEC §6: a Consumer sees only stories). ${CLIENT} Stories of segment groups in hidden studies are left out.`,
    errors: [404],
  },
  'GET /api/v3/stories/{id}': {
    operationId: 'getStory',
    tag: 'stories',
    summary: 'Get a story',
    description: `One story with its slides, content document, cover videos and highlighted interviews (SPEC §3, §7). Every signed-in role. ${CLIENT} 404 'Story not found' for another client's story or one of a hidden study.`,
    errors: [404],
  },
  'GET /api/v3/stories/{id}/objectives': {
    operationId: 'listStoryObjectives',
    tag: 'stories',
    summary: "A story's business questions",
    description: `The business questions of the visible studies a story's content refers to, each with its insights and charts (SPEC §2). Every signed-in role, Consumer included. ${CLIENT} 404 'Story not found'.`,
    errors: [404],
  },
  'POST /api/v3/stories': {
    operationId: 'createStory',
    tag: 'stories',
    summary: 'Create a story',
    description: `Creates a story: title, content document (sanitised), slides, tags, board, segment group, highlighted interviews, covers from showreels. ${STORY_WRITE} ${CLIENT} 400 names the field (a cover showreel not rendered yet, a malformed document); 404 'Board not found', 'Showreel not found', 'Quote not found', 'Interview not found' or 'Slide link target not found' for ids of another client.`,
    errors: [403, 404],
  },
  'PATCH /api/v3/stories/{id}': {
    operationId: 'updateStory',
    tag: 'stories',
    summary: 'Update a story',
    description: `Changes any fields of a story. ${STORY_WRITE} ${CLIENT} 400 names the field; 404 'Story not found' or one of its referenced ids; ${STALE}`,
    errors: [403, 404, 409],
  },
  'DELETE /api/v3/stories/{id}': {
    operationId: 'deleteStory',
    tag: 'stories',
    summary: 'Delete a story',
    description: `Deletes a story. ${STORY_WRITE} ${CLIENT} 404 'Story not found'.`,
    errors: [403, 404],
  },
  'GET /api/v3/boards': {
    operationId: 'listBoards',
    tag: 'boards',
    summary: 'List boards',
    description: `Boards of the active client, always-on boards first, optionally in any of \`category_ids\` or matching \`q\` (SPEC §3, §7). Every signed-in role, Consumer included. ${CLIENT}`,
    errors: [404],
  },
  'GET /api/v3/boards/{id}': {
    operationId: 'getBoard',
    tag: 'boards',
    summary: 'Get a board',
    description: `One board with counts, categories, cover and highlighted interviews; its stories come from GET /v3/stories?board_id= (SPEC §7). Every signed-in role. ${CLIENT} 404 'Board not found' (the web shows 'Error loading board', SPEC §8).`,
    errors: [404],
  },
  'POST /api/v3/boards': {
    operationId: 'createBoard',
    tag: 'boards',
    summary: 'Create a board',
    description: `Creates a board: title, label, description, categories, stories, highlighted interviews, cover from a showreel. ${STORY_WRITE} ${CLIENT} 400 names the field; 404 'Category not found', 'Story not found', 'Interview not found' or 'Showreel not found' for ids of another client.`,
    errors: [403, 404],
  },
  'PATCH /api/v3/boards/{id}': {
    operationId: 'updateBoard',
    tag: 'boards',
    summary: 'Update a board',
    description: `Changes any fields of a board. ${STORY_WRITE} ${CLIENT} 400 names the field; 404 'Board not found' or one of its referenced ids; ${STALE}`,
    errors: [403, 404, 409],
  },
  'DELETE /api/v3/boards/{id}': {
    operationId: 'deleteBoard',
    tag: 'boards',
    summary: 'Delete a board',
    description: `Deletes a board; its stories stay, without a board. ${STORY_WRITE} ${CLIENT} 404 'Board not found'.`,
    errors: [403, 404],
  },
  // ── showreels ─────────────────────────────────────────────────────────────────────────────────────────────────────
  'GET /api/v3/showreels': {
    operationId: 'listShowreels',
    tag: 'showreels',
    summary: 'List showreels',
    description: `Showreels of the active client filtered by study, segments, project and type, \`search\` in title and description, sorted, with cursor paging (SPEC §7 Showreels v3). ${RESEARCH} ${CLIENT} ${VISIBLE} 400 names a malformed filter or \`cursor\`.`,
    errors: [403, 404],
  },
  'GET /api/v1/showreels': {
    operationId: 'listShowreelsV1',
    tag: 'showreels',
    summary: 'List showreels by page',
    description: `Showreels of the active client with \`page\` and \`per_page\` (SPEC §3 list params, §7 Showreels v1). ${RESEARCH} ${CLIENT} ${VISIBLE}`,
    errors: [403, 404],
  },
  'POST /api/v3/showreels': {
    operationId: 'createShowreel',
    tag: 'showreels',
    summary: 'Create a showreel',
    description: `Creates a showreel from quotes of one study (clip times within each interview) and queues its render: status CREATED, then PROCESSING, READY in about 10 s or ERROR (SPEC §4). ${RESEARCH} ${CLIENT} CURATED reels only the research team (403 'Only the research team can create curated showreels'); CUSTOM reels only for studies created on or after 2022-10-21 or with custom_showreel enabled (403 'Custom showreels are not enabled for this study'); \`published: true\` needs publish_videos (403). 400 names \`quotes\` (none, a duplicate, unknown ids, quotes of another study, a clip outside its interview) or \`study_id\`/\`segment_id\`/\`project_id\` of another client.`,
    errors: [403, 404],
  },
  'GET /api/v3/showreels/{id}': {
    operationId: 'getShowreel',
    tag: 'showreels',
    summary: 'Get a showreel',
    description: `One showreel with its status and playable edit list (signed URLs). ${RESEARCH} ${CLIENT} 404 'Showreel not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'PATCH /api/v3/showreels/{id}': {
    operationId: 'updateShowreel',
    tag: 'showreels',
    summary: 'Update a showreel',
    description: `Changes title, description or clips (re-rendered), publishes or unpublishes through \`published\`, or re-queues an ERROR reel with \`retry: true\` (SPEC §4, §7). ${RESEARCH} ${CLIENT} Changing \`published\` needs publish_videos (403); ${REEL_CHANGE} 400 names \`quotes\` when the last quote would be removed (SPEC §5) or a clip is invalid; 404 'Showreel not found'; ${STALE}`,
    errors: [403, 404, 409],
  },
  'DELETE /api/v3/showreels/{id}': {
    operationId: 'deleteShowreel',
    tag: 'showreels',
    summary: 'Delete a showreel',
    description: `Deletes a showreel and its rendered files (the web asks for confirmation, SPEC §5). ${RESEARCH} ${CLIENT} ${REEL_CHANGE} 404 'Showreel not found'.`,
    errors: [403, 404],
  },
  'GET /api/v3/showreels/{id}/quotes': {
    operationId: 'listShowreelQuotes',
    tag: 'showreels',
    summary: "A showreel's quotes",
    description: `The showreel's quotes in play order with their clip times, in the original language or English (\`translation\`). ${RESEARCH} ${CLIENT} 404 'Showreel not found'.`,
    errors: [403, 404],
  },
  'POST /api/v3/showreels/{id}/render': {
    operationId: 'renderShowreel',
    tag: 'showreels',
    summary: 'Render a showreel again',
    description: `Queues a new render (status CREATED; a previous ERROR is cleared); a reel already CREATED or PROCESSING is answered as it is (202 either way, SPEC §4). ${RESEARCH} ${CLIENT} 404 'Showreel not found'.`,
    errors: [403, 404],
  },
  'GET /api/v3/showreels/{id}/download': {
    operationId: 'getShowreelDownload',
    tag: 'showreels',
    summary: "Where a showreel's download stands",
    description: `The download of a showreel with \`subtitles\`: \`none\` (default) is the rendered file in its source resolution, always READY with a signed \`url\`; \`original\` or \`en\` is the file with those subtitles burned in, READY once the download job made it (once per render), PREPARING while the job runs, ERROR with the reason, NOT_PREPARED before anyone asked for it (issue 9). Queues nothing. ${RESEARCH} ${CLIENT} 400 names \`subtitles\` for another value; 404 'Showreel not found' ${HIDDEN} ${DOWNLOAD_NOT_RENDERED}`,
    errors: [403, 404, 409],
  },
  'POST /api/v3/showreels/{id}/download': {
    operationId: 'prepareShowreelDownload',
    tag: 'showreels',
    summary: 'Prepare a showreel download',
    description: `Prepares the file with \`subtitles\` (none, original or en): 200 READY with a signed \`url\` when it exists (\`none\` always does), else queues the burn-in job (also after an ERROR) and answers 202 PREPARING, or the state of a job already queued; the web then polls GET until READY (issue 9). ${RESEARCH} ${CLIENT} 400 names \`subtitles\`; 404 'Showreel not found' ${HIDDEN} ${DOWNLOAD_NOT_RENDERED}`,
    errors: [403, 404, 409],
  },
  'POST /api/v1/showreels': {
    operationId: 'createShowreelV1',
    tag: 'showreels',
    summary: 'Create a showreel',
    description: `Creates a showreel from quotes of one study (clip times within each interview) and queues its render: status CREATED, then PROCESSING, READY in about 10 s or ERROR (SPEC §4) (SPEC §7 Showreels v1: the same operation as v3, answers page-numbered where listed). ${RESEARCH} ${CLIENT} CURATED reels only the research team (403 'Only the research team can create curated showreels'); CUSTOM reels only for studies created on or after 2022-10-21 or with custom_showreel enabled (403 'Custom showreels are not enabled for this study'); \`published: true\` needs publish_videos (403). 400 names \`quotes\` (none, a duplicate, unknown ids, quotes of another study, a clip outside its interview) or \`study_id\`/\`segment_id\`/\`project_id\` of another client.`,
    errors: [403, 404],
  },
  'GET /api/v1/showreels/{id}': {
    operationId: 'getShowreelV1',
    tag: 'showreels',
    summary: 'Get a showreel',
    description: `One showreel with its status and playable edit list (signed URLs) (SPEC §7 Showreels v1: the same operation as v3, answers page-numbered where listed). ${RESEARCH} ${CLIENT} 404 'Showreel not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'PATCH /api/v1/showreels/{id}': {
    operationId: 'updateShowreelV1',
    tag: 'showreels',
    summary: 'Update a showreel',
    description: `Changes title, description or clips (re-rendered), publishes or unpublishes through \`published\`, or re-queues an ERROR reel with \`retry: true\` (SPEC §4, §7) (SPEC §7 Showreels v1: the same operation as v3, answers page-numbered where listed). ${RESEARCH} ${CLIENT} Changing \`published\` needs publish_videos (403); ${REEL_CHANGE} 400 names \`quotes\` when the last quote would be removed (SPEC §5) or a clip is invalid; 404 'Showreel not found'; ${STALE}`,
    errors: [403, 404, 409],
  },
  'DELETE /api/v1/showreels/{id}': {
    operationId: 'deleteShowreelV1',
    tag: 'showreels',
    summary: 'Delete a showreel',
    description: `Deletes a showreel and its rendered files (the web asks for confirmation, SPEC §5) (SPEC §7 Showreels v1: the same operation as v3, answers page-numbered where listed). ${RESEARCH} ${CLIENT} ${REEL_CHANGE} 404 'Showreel not found'.`,
    errors: [403, 404],
  },
  'GET /api/v1/showreels/{id}/quotes': {
    operationId: 'listShowreelQuotesV1',
    tag: 'showreels',
    summary: "A showreel's quotes",
    description: `The showreel's quotes in play order with their clip times, in the original language or English (\`translation\`) (SPEC §7 Showreels v1: the same operation as v3, answers page-numbered where listed). ${RESEARCH} ${CLIENT} 404 'Showreel not found'.`,
    errors: [403, 404],
  },
  'POST /api/v1/showreels/{id}/render': {
    operationId: 'renderShowreelV1',
    tag: 'showreels',
    summary: 'Render a showreel again',
    description: `Queues a new render (status CREATED; a previous ERROR is cleared); a reel already CREATED or PROCESSING is answered as it is (202 either way, SPEC §4) (SPEC §7 Showreels v1: the same operation as v3, answers page-numbered where listed). ${RESEARCH} ${CLIENT} 404 'Showreel not found'.`,
    errors: [403, 404],
  },

  // ── published showreels ───────────────────────────────────────────────────────────────────────────────────────────
  'POST /api/v1/public/published_showreels': {
    operationId: 'publishShowreel',
    tag: 'published showreels',
    summary: 'Publish a showreel',
    description: `Sets a showreel's \`published\` to true, so its public page plays it (SPEC §4). Needs publish_videos (403, SPEC §6). ${RESEARCH} ${CLIENT} 404 'Showreel not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'DELETE /api/v1/public/published_showreels/{id}': {
    operationId: 'unpublishShowreel',
    tag: 'published showreels',
    summary: 'Unpublish a showreel',
    description: `Sets a showreel's \`published\` to false; its public page then answers 404 (SPEC §4). Needs publish_videos (403). ${RESEARCH} ${CLIENT} 404 'Showreel not found'.`,
    errors: [403, 404],
  },
  'GET /api/v1/public/published_showreels/{id}': {
    operationId: 'getPublicShowreel',
    public: true,
    tag: 'published showreels',
    summary: 'A published showreel (public page)',
    description:
      "A published showreel for its public page, with signed video URLs; no sign-in (SPEC §2, §4). 404 'The specified showreel doesn't exist, or isn't published.' for an unknown, unpublished or malformed id alike (SPEC §8).",
    errors: [404],
  },
  'GET /api/v1/public/published_showreels/{id}/thumbnail': {
    operationId: 'getPublicShowreelThumbnail',
    public: true,
    tag: 'published showreels',
    summary: "A published showreel's thumbnail",
    description:
      "Redirects (302) to a freshly signed URL of the thumbnail of a published, rendered showreel, so link previews (the public page's og:image) keep a stable image address; the redirect may be cached for at most 5 minutes, less than the signed URL lives (issue 9). Public. 404 'The specified showreel doesn't exist, or isn't published.' for an unknown, unpublished, not yet rendered or malformed id alike.",
    errors: [404],
    answers: { 302: { description: 'Redirect to the signed URL of the thumbnail image.' } },
  },
  'GET /api/v1/published_showreels': {
    operationId: 'listPublishedShowreels',
    tag: 'published showreels',
    summary: 'List published showreels',
    description: `Published showreels of the active client, by study, insight or project (SPEC §3 published-showreel params, §7). ${RESEARCH} ${CLIENT} ${VISIBLE}`,
    errors: [403, 404],
  },

  // ── insights ──────────────────────────────────────────────────────────────────────────────────────────────────────
  'GET /api/v3/insights': {
    operationId: 'listInsights',
    tag: 'insights',
    summary: 'List insights',
    description: `Insights of a study, a project or all visible studies, with charts computed from the answers; \`objective_id\` and \`q\` filter (SPEC §2, §7). ${RESEARCH} ${CLIENT} ${VISIBLE}`,
    errors: [403, 404],
  },
  'GET /api/v3/insights/{id}': {
    operationId: 'getInsight',
    tag: 'insights',
    summary: 'Get an insight',
    description: `One insight: content, key takeaways, charts, supporting quotes (\`translation\`), showreel and the previous and next insight (SPEC §3). ${RESEARCH} ${CLIENT} 404 'Insight not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'PATCH /api/v3/insights/{id}': {
    operationId: 'updateInsight',
    tag: 'insights',
    summary: 'Edit an insight',
    description: `Changes title, lead, content, key takeaways, supporting quotes or showreel (SPEC §7 Insights). ${FINDINGS_WRITE} ${RESEARCH} ${CLIENT} 400 names a quote or showreel of another study; 404 'Insight not found'; ${STALE}`,
    errors: [403, 404, 409],
  },
  'GET /api/v2/studies/{id}/objective_insights': {
    operationId: 'listObjectiveInsights',
    tag: 'insights',
    summary: "A study's business questions with their insights",
    description: `The objectives of a study, each with its insights and their charts (SPEC §7 Legacy studies). ${RESEARCH} ${CLIENT} 404 'Study not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'GET /api/studies/{id}/analyze_results': {
    operationId: 'getAnalyzeResults',
    tag: 'insights',
    summary: "A study's charts under filters",
    description: `The charts of a study computed from its answers under the analyze-results filters (user, role, language, task, task options, audience answer; limits of SPEC §9). ${RESEARCH} ${CLIENT} 400 names a filter over its limit; 404 'Study not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'GET /api/v3/studies/{id}/analyze_results': {
    operationId: 'getAnalyzeResultsV3',
    tag: 'insights',
    summary: "A study's charts under filters (v3 path)",
    description: `The same as GET /studies/{id}/analyze_results under the v3 prefix. ${RESEARCH} ${CLIENT} 400 names a filter over its limit; 404 'Study not found'.`,
    errors: [403, 404],
  },
  'POST /api/v1/insights/export': {
    operationId: 'exportInsights',
    tag: 'insights',
    summary: 'Export insights as PowerPoint',
    description: `Answers a .pptx of a study or project (\`study_id\` or \`project_id\`, \`language_code\`, \`public_showreels\`): title, key takeaways, insights per business question with native charts, quotes and links to published showreels (SPEC §7 Exports). ${RESEARCH} ${CLIENT} 400 when neither or both ids are given; 404 'Study not found' or 'Project not found' ${HIDDEN}`,
    errors: [403, 404],
    answers: {
      200: {
        description: 'The PowerPoint file (Content-Disposition names it).',
        mediaType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      },
    },
  },

  // ── business questions ────────────────────────────────────────────────────────────────────────────────────────────
  'GET /api/v3/business-questions': {
    operationId: 'listBusinessQuestions',
    tag: 'business questions',
    summary: 'List business questions',
    description: `Business questions of the active client, optionally of one study or project (SPEC §7). ${RESEARCH} ${CLIENT} ${VISIBLE}`,
    errors: [403, 404],
  },
  'GET /api/v3/objectives': {
    operationId: 'listObjectives',
    tag: 'business questions',
    summary: 'List objectives',
    description: `The same list as GET /v3/business-questions under the name SPEC §7 "Objectives" uses. ${RESEARCH} ${CLIENT} ${VISIBLE}`,
    errors: [403, 404],
  },
  'GET /api/v3/business-questions/{id}': {
    operationId: 'getBusinessQuestion',
    tag: 'business questions',
    summary: 'Get a business question',
    description: `One business question with its tasks and their charts, insights, showreels and counts (SPEC §2 business question page). ${RESEARCH} ${CLIENT} 404 'Business question not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'PATCH /api/v3/business-questions/{id}': {
    operationId: 'updateBusinessQuestion',
    tag: 'business questions',
    summary: 'Edit a business question',
    description: `Changes the title or description of a business question (SPEC §7). ${FINDINGS_WRITE} ${RESEARCH} ${CLIENT} 404 'Business question not found'; ${STALE}`,
    errors: [403, 404, 409],
  },

  // ── analyses ──────────────────────────────────────────────────────────────────────────────────────────────────────
  'GET /api/v3/analyses': {
    operationId: 'listAnalyses',
    tag: 'analyses',
    summary: 'List analyses',
    description: `Analyses of the active client, newest first; \`category_ids\` and \`study_id\` filter; cursor paging (SPEC §7). ${RESEARCH} ${CLIENT} ${VISIBLE}`,
    errors: [403, 404],
  },
  'GET /api/v3/analyses/{id}': {
    operationId: 'getAnalysis',
    tag: 'analyses',
    summary: 'Get an analysis',
    description: `One analysis: key takeaways, cover image and video, intro video, podcast, presentation and business questions (SPEC §3, §7). ${RESEARCH} ${CLIENT} 404 'Analysis not found' ${HIDDEN}`,
    errors: [403, 404],
  },
  'GET /api/analysis/{id}': {
    operationId: 'getAnalysisLegacy',
    tag: 'analyses',
    summary: 'Get an analysis (client group path)',
    description: `The same as GET /v3/analyses/{id} under the client-group path SPEC §7 names \`analysis/{id}\`. ${RESEARCH} ${CLIENT} 404 'Analysis not found'.`,
    errors: [403, 404],
  },
  'PATCH /api/v3/analyses/{id}': {
    operationId: 'updateAnalysis',
    tag: 'analyses',
    summary: 'Edit an analysis',
    description: `Changes title, lead or key takeaways of an analysis (SPEC §7). ${FINDINGS_WRITE} ${RESEARCH} ${CLIENT} 404 'Analysis not found'; ${STALE}`,
    errors: [403, 404, 409],
  },
  'POST /api/v3/studies/{id}/import-analyses': {
    operationId: 'importAnalyses',
    tag: 'analyses',
    summary: 'Start the analysis import',
    description: `Starts a durable job that builds the study's insights from its answers; it takes minutes (202; follow it with GET on the same path, SPEC §4). ${FINDINGS_WRITE} ${RESEARCH} ${CLIENT} 404 'Study not found'; 409 'Already imported' when it was started before.`,
    errors: [403, 404, 409],
  },
  'GET /api/v3/studies/{id}/import-analyses': {
    operationId: 'getAnalysisImport',
    tag: 'analyses',
    summary: 'State of the analysis import',
    description: `State and progress (0 to 100) of the study's analysis import. ${RESEARCH} ${CLIENT} 404 'Study not found', or 'No analysis import was started for this study'.`,
    errors: [403, 404],
  },

  // ── ai ────────────────────────────────────────────────────────────────────────────────────────────────────────────
  'GET /api/v1/ai/provider': {
    operationId: 'getAiProvider',
    tag: 'ai',
    summary: 'The configured AI provider',
    description: `Names the provider ("AI: <model>" or "AI: built-in") and whether it can translate, so the wizard can say what answers (issue 12). ${RESEARCH}`,
    errors: [403],
  },
  'POST /api/v1/ai/study-briefs/rating': {
    operationId: 'rateStudyBrief',
    tag: 'ai',
    summary: 'Rate a study brief',
    description: `Rates a brief by its checks (objective, audience, market, stimuli, decisions) with concrete suggestions (SPEC §7 AI). ${AI_EDIT} ${CLIENT} 502 when the model fails or answers unusably.`,
    errors: [403, 404, 502],
  },
  'POST /api/v1/ai/study-outlines': {
    operationId: 'createStudyOutline',
    tag: 'ai',
    summary: 'Generate business questions for a brief',
    description: `Starts a durable job generating business questions for a brief (202; poll GET /v1/ai/study-outlines/{id} every 500 ms, SPEC §4, §9). ${AI_EDIT} ${CLIENT} 503 when the job queue is not running.`,
    errors: [403, 404, 503],
  },
  'GET /api/v1/ai/study-outlines/{id}': {
    operationId: 'getStudyOutline',
    tag: 'ai',
    summary: 'Poll an outline job',
    description: `An outline job's status (COMPLETED ready, ERROR failed with its message, anything else in progress), progress in percent, and the business questions once COMPLETED (SPEC §4). ${AI_EDIT} ${CLIENT} 404 'AI job not found' for a job of another client.`,
    errors: [403, 404],
  },
  'POST /api/v1/ai/study-designs': {
    operationId: 'createStudyDesign',
    tag: 'ai',
    summary: 'Generate sections and tasks',
    description: `Starts a durable job generating sections and tasks for a brief and its business questions (202, then poll; SPEC §4: regenerating overrides earlier edits). ${AI_EDIT} ${CLIENT} 503 when the job queue is not running.`,
    errors: [403, 404, 503],
  },
  'GET /api/v1/ai/study-designs/{id}': {
    operationId: 'getStudyDesign',
    tag: 'ai',
    summary: 'Poll a design job',
    description: `A design job's status, progress in percent and, once COMPLETED, sections with tasks of valid task types linked to the business questions (SPEC §4). ${AI_EDIT} ${CLIENT} 404 'AI job not found' for a job of another client.`,
    errors: [403, 404],
  },
  'POST /api/v1/ai/translate': {
    operationId: 'translateStudyDesign',
    tag: 'ai',
    summary: 'Translate a study design',
    description: `Translates texts of a study design into another language with the model (SPEC §7 AI). ${AI_EDIT} ${CLIENT} 502 when the model fails; 503 with the built-in provider, which cannot translate.`,
    errors: [403, 404, 502, 503],
  },

  // ── assistant ─────────────────────────────────────────────────────────────────────────────────────────────────────
  'POST /api/v3/assistant/threads': {
    operationId: 'createAssistantThread',
    tag: 'assistant',
    summary: 'Start an assistant thread',
    description: `Creates a thread of the research assistant for the client (\`client_id\`, SPEC §7 Assistant). ${RESEARCH} Needs ai_assistant (403). ${CLIENT}`,
    errors: [403, 404],
  },
  'GET /api/v3/assistant/threads': {
    operationId: 'listAssistantThreads',
    tag: 'assistant',
    summary: "List the user's assistant threads",
    description: `The viewer's own threads in the client, most recent first, with the AI provider's label. ${RESEARCH} Needs ai_assistant (403). ${CLIENT}`,
    errors: [403, 404],
  },
  'GET /api/v3/assistant/threads/{threadId}': {
    operationId: 'getAssistantThread',
    tag: 'assistant',
    summary: 'Get an assistant thread',
    description: `A thread with its messages and their citations (clips with signed URLs). ${RESEARCH} Needs ai_assistant (403). 404 'Thread not found' for another user's thread.`,
    errors: [403, 404],
  },
  'PATCH /api/v3/assistant/threads/{threadId}': {
    operationId: 'renameAssistantThread',
    tag: 'assistant',
    summary: 'Rename an assistant thread',
    description: `Renames one of the viewer's threads. ${RESEARCH} Needs ai_assistant (403). 404 'Thread not found'.`,
    errors: [403, 404],
  },
  'DELETE /api/v3/assistant/threads/{threadId}': {
    operationId: 'deleteAssistantThread',
    tag: 'assistant',
    summary: 'Delete an assistant thread',
    description: `Deletes one of the viewer's threads with its messages. ${RESEARCH} Needs ai_assistant (403). 404 'Thread not found'.`,
    errors: [403, 404],
  },
  'POST /api/v3/assistant/threads/{threadId}': {
    operationId: 'sendAssistantMessage',
    tag: 'assistant',
    summary: 'Ask the assistant (streamed)',
    description: `Sends a message (or \`regenerate: true\`) and answers text/event-stream with events start, citations, delta ({text}), action, done ({message_id}) and error ({message}); a failure before the stream starts is problem+json, which the web reads through its message field (SPEC §7, §8). ${RESEARCH} Needs ai_assistant (403). 400 names \`message\` when empty, or \`regenerate\` when there is no question to answer again; 404 'Thread not found'.`,
    errors: [403, 404],
    answers: { 200: { description: 'The answer as server-sent events.', mediaType: 'text/event-stream' } },
  },
};
