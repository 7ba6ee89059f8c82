import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_TEXTS, ParticipationResponse } from '@insight/contracts';
import { studies, studyOrders } from '@insight/db';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createClient, createStudy } from '../../../test/factories';

describe(`GET /api/participate/{token} on ${testDriver}`, () => {
  let t: TestApp;
  let studyId: string;
  const token = 'Self-recruit-link_0123456789';

  beforeAll(async () => {
    t = await createTestApp();
    const client = await createClient(t.db);
    const study = await createStudy(t.db, client.id, {
      title: 'Oat milk at breakfast',
      status: 'IN_PROGRESS',
      displayStatusCode: 'IN_PREPARATION',
      completedAt: null,
    });
    studyId = study.id;
    await t.db.insert(studyOrders).values({ clientId: client.id, studyId, method: 'SHAREABLE_LINK', termsAcceptedAt: new Date(), participantToken: token });
  });
  afterAll(async () => {
    await t?.close();
  });

  const open = (value: string) => t.app.inject({ method: 'GET', url: `/api/participate/${value}` });

  it('answers an open study without signing in, telling only its title', async () => {
    const res = await open(token);
    expect(res.statusCode).toBe(200);
    expect(ParticipationResponse.parse(res.json()).data).toEqual({ title: 'Oat milk at breakfast', is_open: true, message: null });
  });

  it('a completed study says it is closed (SPEC §8)', async () => {
    await t.db.update(studies).set({ displayStatusCode: 'COMPLETED', completedAt: new Date() }).where(eq(studies.id, studyId));
    expect((await open(token)).json().data).toEqual({ title: 'Oat milk at breakfast', is_open: false, message: ERROR_TEXTS.studyClosed });
  });

  it('an unknown token is a 404, a malformed one a 400 naming token', async () => {
    expect((await open('Unknown-token-0123456789')).statusCode).toBe(404);
    const bad = await open('short');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('token');
  });
});
