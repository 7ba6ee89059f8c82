import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_TEXTS, INVITE_TEXTS, REFRESH_COOKIE, type RoleName } from '@insight/contracts';
import { clients, invitations, projectUsers, users } from '@insight/db';
import { createTestApp, testDriver, type TestApp } from '../../../../test/app';
import {
  createClient,
  createInterview,
  createProject,
  createQuote,
  createSegment,
  createSegmentGroup,
  createStory,
  createStudy,
  createUser,
  ensureRole,
} from '../../../../test/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../../mail/testing';

const NEW_PASSWORD = 'Brand-new-pass-2';

describe(`invitations, registration, password reset and team management on ${testDriver}`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let clientId: string;
  let otherClientId: string;
  let master: Awaited<ReturnType<typeof createUser>>;
  let masterToken: string;
  let projectA: string;
  let projectB: string;
  let ip = 0;

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: `203.0.113.${(++ip % 250) + 1}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const tokenFromLink = (link: string) => new URL(link).searchParams.get('hash') ?? new URL(link).pathname.split('/').pop()!;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.smtpUrl, PUBLIC_URL: 'http://portal.test' });
    const client = await createClient(t.db, { name: 'Acme Foods', seats: 6 });
    const other = await createClient(t.db, { name: 'Beta Drinks' });
    clientId = client.id;
    otherClientId = other.id;
    await ensureRole(t.db, 'Researcher');
    master = await createUser(t.db, clientId, { roleName: 'Master', email: 'boss@acme.test' });
    await createUser(t.db, otherClientId, { roleName: 'Master', email: 'taken@beta.test' });
    masterToken = await t.login(master.email, master.password);
    projectA = (await createProject(t.db, clientId, { title: 'Alpha' })).id;
    projectB = (await createProject(t.db, clientId, { title: 'Beta' })).id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('GET user_exists: any account counts (an invite would be refused), the status only for members; bad e-mail 400; foreign client 404', async () => {
    const ask = (email: string, client = clientId) => t.get(`/api/client/${client}/user_exists?email=${encodeURIComponent(email)}`, masterToken);
    expect((await ask(' Boss@Acme.test ')).json().data).toEqual({ exists: true, status: 'Active' });
    // An account of another client exists, but its status there is not told.
    expect((await ask('taken@beta.test')).json().data).toEqual({ exists: true, status: null });
    expect((await ask('nobody@acme.test')).json().data).toEqual({ exists: false, status: null });
    const bad = await ask('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams).toEqual([{ name: 'email', reason: 'The email must be a valid email address.' }]);
    expect((await t.get(`/api/client/${clientId}/user_exists`, masterToken)).statusCode).toBe(400);
    expect((await ask('taken@beta.test', otherClientId)).statusCode).toBe(404);
  });

  it('the team list shows only project access in the client in scope, also for a member of several clients', async () => {
    const nordicProject = await createProject(t.db, otherClientId, { title: 'Nordic secret project' });
    const multi = await createUser(t.db, clientId, { roleName: 'Researcher', extraPermissions: ['access_multiple_clients'], extraClientIds: [otherClientId] });
    await t.db.insert(projectUsers).values([
      { projectId: nordicProject.id, userId: multi.id },
      { projectId: projectA, userId: multi.id },
    ]);
    const res = await t.get(`/api/client/${clientId}/users`, masterToken);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(nordicProject.id);
    expect(res.body).not.toContain('Nordic secret project');
    const member = res.json().data.find((m: { id: string }) => m.id === multi.id);
    expect(member.project_access.projects).toEqual([{ id: projectA, title: 'Alpha' }]);
    await t.db.delete(projectUsers).where(eq(projectUsers.userId, multi.id));
    await t.db.delete(users).where(eq(users.id, multi.id));
  });

  it('invite → e-mail over SMTP → link → registration signs in; the user is Active with the granted project', async () => {
    const res = await post(
      `/api/client/${clientId}/invite_users`,
      { emails: ['New.Person@acme.test'], project_ids: [projectA], auto_grant: false },
      masterToken,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ email: 'new.person@acme.test', status: 'Pending', role: 'Researcher' });

    const mail = await smtp.waitForMail('new.person@acme.test');
    expect(mail.subject).toContain('Acme Foods');
    expect(mail.link).toMatch(/^http:\/\/portal\.test\/auth\/register\?hash=/);
    const hash = tokenFromLink(mail.link!);
    // The token is stored hashed only.
    const [row] = await t.db.select().from(invitations).where(eq(invitations.email, 'new.person@acme.test'));
    expect(row.tokenHash).not.toContain(hash);

    const email = await t.app.inject({ method: 'GET', url: `/api/auth/register/get-email/${hash}` });
    expect(email.json()).toEqual({ data: { email: 'new.person@acme.test' } });

    const base = { hash, name: 'New', surname: 'Person', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, terms: true };
    const mismatch = await post('/api/auth/register', { ...base, password_confirmation: 'Other-pass-3' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().invalidParams).toEqual([{ name: 'password_confirmation', reason: 'Password does not match' }]);
    for (const weak of ['short1!', 'longenough1', 'longenough!', 'nonumbers!!x']) {
      const bad = await post('/api/auth/register', { ...base, password: weak, password_confirmation: weak });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().invalidParams[0]).toEqual({ name: 'password', reason: AUTH_TEXTS.passwordRule });
    }
    const noTerms = await post('/api/auth/register', { ...base, terms: false });
    expect(noTerms.json().invalidParams[0]).toEqual({ name: 'terms', reason: AUTH_TEXTS.termsRequired });

    const ok = await post('/api/auth/register', base);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().access_token).toBeTruthy();
    expect(ok.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toBeTruthy();
    const me = await t.get('/api/user', ok.json().access_token);
    expect(me.json().data).toMatchObject({ email: 'new.person@acme.test', status: 'Active', name: 'New', surname: 'Person' });

    // Single use.
    expect((await post('/api/auth/register', base)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/register/get-email/${hash}` })).json().detail).toBe(AUTH_TEXTS.invitationInvalid);

    const team = await t.get(`/api/client/${clientId}/users`, masterToken);
    const member = team.json().data.find((m: { email: string }) => m.email === 'new.person@acme.test');
    expect(member).toMatchObject({ status: 'Active', project_access: { auto_grant: false, projects: [{ id: projectA, title: 'Alpha' }] } });
    expect(await t.login('new.person@acme.test', NEW_PASSWORD)).toBeTruthy();
  });

  it('rejects each bad address with its text and writes or sends nothing', async () => {
    await post(`/api/client/${clientId}/invite_users`, { emails: ['pending@acme.test'] }, masterToken);
    await smtp.waitForMail('pending@acme.test');
    const before = smtp.messages.length;
    const res = await post(
      `/api/client/${clientId}/invite_users`,
      { emails: ['fine@acme.test', 'not-an-email', 'taken@beta.test', 'boss@acme.test', 'pending@acme.test', 'fine@acme.test'] },
      masterToken,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().invalidParams).toEqual([
      { name: 'emails.1', reason: INVITE_TEXTS.invalid },
      { name: 'emails.2', reason: INVITE_TEXTS.existingAccount },
      { name: 'emails.3', reason: INVITE_TEXTS.alreadyActive },
      { name: 'emails.4', reason: INVITE_TEXTS.alreadyInvited },
      { name: 'emails.5', reason: INVITE_TEXTS.duplicate },
    ]);
    const status = await t.get(`/api/client/${clientId}/team_account_status`, masterToken);
    expect(status.json().data).toMatchObject({ seats: 6, used: 3, available: 3, active: 2, pending: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.length).toBe(before);
    const team = (await t.get(`/api/client/${clientId}/users`, masterToken)).json().data as { email: string }[];
    expect(team.map((m) => m.email)).not.toContain('fine@acme.test');
  });

  it('platform staff homed in the client take no seat and are not listed: seats count the listed members', async () => {
    const before = (await t.get(`/api/client/${clientId}/team_account_status`, masterToken)).json().data;
    const staff = await createUser(t.db, clientId, { roleName: 'Admin', email: 'staff@portal.test' });
    const after = (await t.get(`/api/client/${clientId}/team_account_status`, masterToken)).json().data;
    expect(after).toEqual(before);
    const team = (await t.get(`/api/client/${clientId}/users`, masterToken)).json().data as { email: string; status: string }[];
    expect(team.map((m) => m.email)).not.toContain(staff.email);
    expect(team.filter((m) => m.status === 'Active')).toHaveLength(after.active);
    expect(team.filter((m) => m.status === 'Pending')).toHaveLength(after.pending);
  });

  it('refuses more addresses than available seats, nothing written', async () => {
    const emails = ['s1@acme.test', 's2@acme.test', 's3@acme.test', 's4@acme.test'];
    const res = await post(`/api/client/${clientId}/invite_users`, { emails }, masterToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().invalidParams).toEqual([{ name: 'emails.3', reason: INVITE_TEXTS.tooMany }]);
    expect((await t.get(`/api/client/${clientId}/team_account_status`, masterToken)).json().data.used).toBe(3);
  });

  it('resend makes a new link and the old one stops working', async () => {
    const team = (await t.get(`/api/client/${clientId}/users`, masterToken)).json().data as { id: string; email: string }[];
    const pending = team.find((m) => m.email === 'pending@acme.test')!;
    const res = await post(`/api/client/${clientId}/resend_user_invitation/${pending.id}`, {}, masterToken);
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitForMail('pending@acme.test');
    const hash = tokenFromLink(mail.link!);
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/register/get-email/${hash}` })).statusCode).toBe(200);
    // An Active user has no invitation to resend.
    expect((await post(`/api/client/${clientId}/resend_user_invitation/${master.id}`, {}, masterToken)).statusCode).toBe(409);
  });

  it('an expired invitation no longer works', async () => {
    await post(`/api/client/${clientId}/invite_users`, { emails: ['late@acme.test'] }, masterToken);
    const hash = tokenFromLink((await smtp.waitForMail('late@acme.test')).link!);
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, 'late@acme.test'));
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/register/get-email/${hash}` })).statusCode).toBe(404);
  });

  it('invite rule: can_invite_team_members and invite_new_users_by_permission', async () => {
    const researcher = await createUser(t.db, clientId, { roleName: 'Researcher' });
    const researcherToken = await t.login(researcher.email, researcher.password);
    await t.db.update(clients).set({ inviteNewUsersByPermission: true }).where(eq(clients.id, clientId));
    const denied = await post(`/api/client/${clientId}/invite_users`, { emails: ['r1@acme.test'] }, researcherToken);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe(INVITE_TEXTS.notAllowed);
    await t.db.update(clients).set({ canInviteTeamMembers: false, inviteNewUsersByPermission: false }).where(eq(clients.id, clientId));
    expect((await post(`/api/client/${clientId}/invite_users`, { emails: ['r2@acme.test'] }, masterToken)).statusCode).toBe(403);
    await t.db.update(clients).set({ canInviteTeamMembers: true }).where(eq(clients.id, clientId));
    // A Master cannot hand out the Admin role.
    const admin = await ensureRole(t.db, 'Admin');
    const tooHigh = await post(`/api/client/${clientId}/invite_users`, { emails: ['r3@acme.test'], role_id: admin.id }, masterToken);
    expect(tooHigh.statusCode).toBe(403);
    expect(tooHigh.json().detail).toBe(INVITE_TEXTS.roleNotAllowed);
    await t.app.inject({ method: 'DELETE', url: `/api/user/${researcher.id}`, headers: { authorization: `Bearer ${masterToken}` } });
  });

  it('forgot password: same answer for unknown address; mail link resets once; old sessions end', async () => {
    const user = await createUser(t.db, clientId, { roleName: 'Researcher', email: 'forgetful@acme.test' });
    const login = await post('/api/auth/login', { email: user.email, password: user.password });
    const oldRefresh = login.cookies.find((c) => c.name === REFRESH_COOKIE)!.value;

    const unknown = await post('/api/auth/password/email', { email: 'nobody@acme.test', is_customer_portal: true });
    const known = await post('/api/auth/password/email', { email: user.email, is_customer_portal: true });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const mail = await smtp.waitForMail(user.email);
    expect(mail.link).toMatch(/^http:\/\/portal\.test\/auth\/reset_password\//);
    const token = tokenFromLink(mail.link!);
    const check = await t.app.inject({ method: 'GET', url: `/api/auth/password/check-reset-token/${token}` });
    expect(check.json()).toEqual({ data: { email: user.email } });

    const mismatch = await post('/api/auth/password/reset', { token, password: NEW_PASSWORD, password_confirmation: 'x' });
    expect(mismatch.json().detail).toBe('Password does not match');
    const ok = await post('/api/auth/password/reset', { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/auth/password/reset', { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/password/check-reset-token/${token}` })).json().detail).toBe(AUTH_TEXTS.resetTokenInvalid);

    const refresh = await t.app.inject({ method: 'GET', url: '/api/auth/refresh_token', cookies: { [REFRESH_COOKIE]: oldRefresh } });
    expect(refresh.statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(401);
    expect(await t.login(user.email, NEW_PASSWORD)).toBeTruthy();
  });

  it('rate-limits reset mails per address and e-mail (429 with Retry-After)', async () => {
    const send = () => t.app.inject({ method: 'POST', url: '/api/auth/password/email', payload: { email: 'flood@acme.test' }, remoteAddress: '198.51.100.50' });
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('edits role and project access, revokes access, and a deleted user cannot refresh', async () => {
    const user = await createUser(t.db, clientId, { roleName: 'Consumer', email: 'editme@acme.test' });
    const researcherRole = await ensureRole(t.db, 'Researcher');
    const edit = await post(
      `/api/client/${clientId}/users/${user.id}`,
      { role_id: researcherRole.id, project_ids: [projectA, projectB], auto_grant: true },
      masterToken,
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ role: 'Researcher', project_access: { auto_grant: true } });
    expect(
      edit
        .json()
        .data.project_access.projects.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([projectA, projectB].sort());

    const revokeOne = await post(`/api/client/${clientId}/revoke_project_access`, { user_id: user.id, project_ids: [projectA] }, masterToken);
    expect(revokeOne.json().data.project_access.projects.map((p: { id: string }) => p.id)).toEqual([projectB]);
    const revokeAll = await post(`/api/client/${clientId}/revoke_project_access`, { user_id: user.id }, masterToken);
    expect(revokeAll.json().data.project_access).toEqual({ auto_grant: false, projects: [] });

    const foreignProject = await createProject(t.db, otherClientId);
    expect((await post(`/api/client/${clientId}/users/${user.id}`, { project_ids: [foreignProject.id] }, masterToken)).statusCode).toBe(400);

    const login = await post('/api/auth/login', { email: user.email, password: user.password });
    const refreshToken = login.cookies.find((c) => c.name === REFRESH_COOKIE)!.value;
    const accessToken = login.json().access_token;
    const del = await t.app.inject({ method: 'DELETE', url: `/api/user/${user.id}`, headers: { authorization: `Bearer ${masterToken}` } });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/refresh_token', cookies: { [REFRESH_COOKIE]: refreshToken } })).statusCode).toBe(401);
    expect((await t.get('/api/user', accessToken)).statusCode).toBe(401);
    const self = await t.app.inject({ method: 'DELETE', url: `/api/user/${master.id}`, headers: { authorization: `Bearer ${masterToken}` } });
    expect(self.json().detail).toBe(INVITE_TEXTS.cannotDeleteSelf);
  });

  it('a Master of another client gets 404 for this client', async () => {
    const foreign = await createUser(t.db, otherClientId, { roleName: 'Master' });
    const token = await t.login(foreign.email, foreign.password);
    expect((await t.get(`/api/client/${clientId}/users`, token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/${master.id}`, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(404);
  });

  it('profile: own fields, password change with the current password, departments, a picture that decodes', async () => {
    const user = await createUser(t.db, clientId, { roleName: 'Researcher' });
    const token = await t.login(user.email, user.password);
    const put = (id: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/user/${id}`, payload, headers: { authorization: `Bearer ${token}` } });
    const ok = await put(user.id, { name: 'Ada', surname: 'Lovelace', job_title: 'Analyst', company_department: 'Marketing' });
    expect(ok.json().data).toMatchObject({ name: 'Ada', surname: 'Lovelace', job_title: 'Analyst', company_department: 'Marketing' });
    expect((await put(master.id, { name: 'X' })).statusCode).toBe(403);
    const wrong = await put(user.id, { current_password: 'nope', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(wrong.json().invalidParams[0]).toEqual({ name: 'current_password', reason: AUTH_TEXTS.currentPasswordWrong });
    const mismatch = await put(user.id, { current_password: user.password, password: NEW_PASSWORD, password_confirmation: 'x' });
    expect(mismatch.json().detail).toBe('Password does not match');
    expect((await put(user.id, { current_password: user.password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(200);
    expect(await t.login(user.email, NEW_PASSWORD)).toBeTruthy();

    expect((await t.get('/api/company_departments', token)).json().data).toContain('Marketing');

    const upload = (bytes: Buffer, id = user.id) => {
      const boundary = '----insight';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/user/${id}/picture`,
        payload: body,
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#246' } })
      .png()
      .toBuffer();
    const good = await upload(png);
    expect(good.statusCode).toBe(200);
    expect(good.json().data.image).toContain('/api/media/users/');
    expect((await t.get('/api/user', token)).json().data.image).toContain('/api/media/users/');
    const fake = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().detail).toBe(INVITE_TEXTS.pictureType);
    const big = await upload(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe(INVITE_TEXTS.pictureTooLarge);
    expect((await upload(png, master.id)).statusCode).toBe(403);
  });

  it('project access applies to study reads: a Researcher sees only granted projects; Master and auto-grant see all', async () => {
    const inA = await createStudy(t.db, clientId, { projectId: projectA, title: 'Study in Alpha' });
    const inB = await createStudy(t.db, clientId, { projectId: projectB, title: 'Study in Beta' });
    const researcher = await createUser(t.db, clientId, { roleName: 'Researcher' });
    await post(`/api/client/${clientId}/users/${researcher.id}`, { project_ids: [projectA], auto_grant: false }, masterToken);
    const token = await t.login(researcher.email, researcher.password);
    const ids = async (tk: string) => ((await t.get('/api/v3/studies?per_page=100', tk)).json().data as { id: string }[]).map((s) => s.id);
    expect(await ids(token)).toEqual([inA.id]);
    expect(((await t.get('/api/projects', token)).json().data as { id: string }[]).map((p) => p.id)).toEqual([projectA]);
    expect((await t.get(`/api/v3/studies/${inB.id}`, token)).statusCode).toBe(404);
    expect((await t.get(`/api/v3/studies/${inA.id}`, token)).statusCode).toBe(200);
    expect(await ids(masterToken)).toEqual(expect.arrayContaining([inA.id, inB.id]));
    await post(`/api/client/${clientId}/users/${researcher.id}`, { auto_grant: true }, masterToken);
    expect(await ids(token)).toEqual(expect.arrayContaining([inA.id, inB.id]));
    await post(`/api/client/${clientId}/revoke_project_access`, { user_id: researcher.id }, masterToken);
    expect(await ids(token)).toEqual([]);
  });

  it("project access applies to direct reads: 404 on another project's interview, transcript, quote, segment, task design, segment group and story; lists exclude them", async () => {
    const fixtures = async (projectId: string) => {
      const study = await createStudy(t.db, clientId, { projectId });
      const segment = await createSegment(t.db, study);
      const group = await createSegmentGroup(t.db, study, {}, [segment.id]);
      const interview = await createInterview(t.db, segment);
      const quote = await createQuote(t.db, interview, { contentOriginal: 'A quote' });
      const story = await createStory(t.db, clientId, { segmentGroupId: group.id });
      return { study, segment, group, interview, quote, story };
    };
    const a = await fixtures(projectA);
    const b = await fixtures(projectB);
    const researcher = await createUser(t.db, clientId, { roleName: 'Researcher' });
    await post(`/api/client/${clientId}/users/${researcher.id}`, { project_ids: [projectA], auto_grant: false }, masterToken);
    const token = await t.login(researcher.email, researcher.password);
    const urls = (x: typeof a) => [
      `/api/v3/interviews/${x.interview.id}`,
      `/api/videos/${x.interview.id}`,
      `/api/v3/interviews/${x.interview.id}/transcript?translation=original`,
      `/api/v3/quotes/${x.quote.id}`,
      `/api/v3/segments/${x.segment.id}`,
      `/api/v3/segments/${x.segment.id}/task-design`,
      `/api/v3/segments/${x.segment.id}/study-materials`,
      `/api/v3/segment-groups/${x.group.id}`,
      `/api/v3/stories/${x.story.id}`,
    ];
    for (const url of urls(b)) expect({ url, status: (await t.get(url, token)).statusCode }).toEqual({ url, status: 404 });
    for (const url of urls(a)) expect({ url, status: (await t.get(url, token)).statusCode }).toEqual({ url, status: 200 });
    for (const url of urls(b)) expect({ url, status: (await t.get(url, masterToken)).statusCode }).toEqual({ url, status: 200 });
    const listed = async (url: string, tk: string) => ((await t.get(url, tk)).json().data as { id: string }[]).map((row) => row.id);
    expect(await listed('/api/v3/interviews?limit=100', token)).toContain(a.interview.id);
    expect(await listed('/api/v3/interviews?limit=100', token)).not.toContain(b.interview.id);
    expect(await listed(`/api/v3/interviews?study_id=${b.study.id}`, token)).toEqual([]);
    expect(await listed('/api/v3/quotes?limit=100', token)).toContain(a.quote.id);
    expect(await listed('/api/v3/quotes?limit=100', token)).not.toContain(b.quote.id);
    expect(await listed('/api/v3/stories?limit=100', token)).toContain(a.story.id);
    expect(await listed('/api/v3/stories?limit=100', token)).not.toContain(b.story.id);
    expect(await listed('/api/v3/quotes?limit=100', masterToken)).toEqual(expect.arrayContaining([a.quote.id, b.quote.id]));
  });

  describe('self sign-up', () => {
    it('is refused with the spec text when SELF_REGISTRATION is off', async () => {
      const res = await post('/api/auth/register/self', {
        email: 'self@x.test',
        name: 'S',
        surname: 'U',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
        terms: true,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Self registering is not supported at the moment.');
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/register/self/email/exists?email=a@b.test' })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/config' })).json()).toEqual({ data: { self_registration: false } });
    });

    it('creates a client and signs in when SELF_REGISTRATION=true', async () => {
      const open = await createTestApp({ SELF_REGISTRATION: 'true' });
      try {
        expect((await open.app.inject({ method: 'GET', url: '/api/auth/config' })).json()).toEqual({ data: { self_registration: true } });
        await createUser(open.db, (await createClient(open.db)).id, { email: 'used@x.test' });
        const exists = await open.app.inject({ method: 'GET', url: '/api/auth/register/self/email/exists?email=USED@x.test' });
        expect(exists.json()).toEqual({ data: { exists: true } });
        const body = {
          email: 'founder@x.test',
          name: 'Fay',
          surname: 'Founder',
          company: 'Fay Co',
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
          terms: true,
        };
        const used = await open.app.inject({ method: 'POST', url: '/api/auth/register/self', payload: { ...body, email: 'used@x.test' } });
        expect(used.json().invalidParams).toEqual([{ name: 'email', reason: 'Email is already in use.' }]);
        const res = await open.app.inject({ method: 'POST', url: '/api/auth/register/self', payload: body });
        expect(res.statusCode).toBe(200);
        const me = await open.get('/api/user', res.json().access_token);
        expect(me.json().data).toMatchObject({ role: 'Master', status: 'Active', client: { name: 'Fay Co' } });
      } finally {
        await open.close();
      }
    });
  });

  describe('every role against every management route', () => {
    const roles: RoleName[] = ['Admin', 'Master', 'Researcher', 'Consumer'];
    // Expected status per role; the client allows invites only with invite_new_users here (SPEC §6 invite rule).
    const table: { name: string; expect: Record<RoleName, number>; call: (token: string, victimId: string) => Promise<{ statusCode: number }> }[] = [
      { name: 'GET users', expect: { Admin: 200, Master: 200, Researcher: 403, Consumer: 403 }, call: (tk) => t.get(`/api/client/${clientId}/users`, tk) },
      {
        name: 'GET team_account_status',
        expect: { Admin: 200, Master: 200, Researcher: 403, Consumer: 403 },
        call: (tk) => t.get(`/api/client/${clientId}/team_account_status`, tk),
      },
      {
        name: 'GET user_exists',
        expect: { Admin: 200, Master: 200, Researcher: 403, Consumer: 403 },
        call: (tk) => t.get(`/api/client/${clientId}/user_exists?email=boss%40acme.test`, tk),
      },
      {
        name: 'POST invite_users',
        expect: { Admin: 200, Master: 200, Researcher: 403, Consumer: 403 },
        call: (tk) => post(`/api/client/${clientId}/invite_users`, { emails: [`inv-${Math.random().toString(36).slice(2)}@acme.test`] }, tk),
      },
      {
        name: 'POST resend_user_invitation',
        expect: { Admin: 200, Master: 200, Researcher: 403, Consumer: 403 },
        call: (tk, v) => post(`/api/client/${clientId}/resend_user_invitation/${v}`, {}, tk),
      },
      {
        name: 'POST users/{userId}',
        expect: { Admin: 200, Master: 200, Researcher: 403, Consumer: 403 },
        call: (tk, v) => post(`/api/client/${clientId}/users/${v}`, { auto_grant: true }, tk),
      },
      {
        name: 'POST revoke_project_access',
        expect: { Admin: 200, Master: 200, Researcher: 403, Consumer: 403 },
        call: (tk, v) => post(`/api/client/${clientId}/revoke_project_access`, { user_id: v }, tk),
      },
      {
        name: 'DELETE user',
        expect: { Admin: 200, Master: 200, Researcher: 403, Consumer: 403 },
        call: (tk, v) => t.app.inject({ method: 'DELETE', url: `/api/user/${v}`, headers: { authorization: `Bearer ${tk}` } }),
      },
    ];
    const tokens = {} as Record<RoleName, string>;
    beforeAll(async () => {
      await t.db.update(clients).set({ seats: 1000, inviteNewUsersByPermission: true, canInviteTeamMembers: true }).where(eq(clients.id, clientId));
      for (const role of roles) {
        const user = await createUser(t.db, clientId, { roleName: role });
        tokens[role] = await t.login(user.email, user.password);
      }
    });
    for (const route of table) {
      for (const role of roles) {
        it(`${route.name} as ${role} → ${route.expect[role]}`, async () => {
          const invited = await post(
            `/api/client/${clientId}/invite_users`,
            { emails: [`victim-${Math.random().toString(36).slice(2)}@acme.test`] },
            masterToken,
          );
          const victimId = invited.json().data[0].id as string;
          const res = await route.call(tokens[role], victimId);
          expect(res.statusCode).toBe(route.expect[role]);
        });
      }
    }
  });
});
