/** Start-up writes the template catalogue as reference data (issue 11): without the demo workspace, idempotent. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { StudyTemplatesResponse } from '@insight/contracts';
import { studyTemplates } from '@insight/db';
import { createTestApp, testDriver, type TestApp } from '../test/app';
import { createClient, createUser } from '../test/factories';
import { DEMO_TEMPLATES } from './seed/content';
import { prepareDatabase } from './startup';

describe(`start-up seeds the marketplace catalogue with SEED_DEMO=false on ${testDriver}`, () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'false' });
    const client = await createClient(t.db);
    const user = await createUser(t.db, client.id, { roleName: 'Researcher' });
    token = await t.login(user.email, user.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  const marketplace = async () => StudyTemplatesResponse.parse((await t.get('/api/marketplace/study-templates', token)).json()).data;

  it('a fresh portal without the demo workspace has no template until start-up; then all twenty, once, however often it starts', async () => {
    expect(t.config.seedDemo).toBe(false);
    expect(await marketplace()).toHaveLength(0);
    await prepareDatabase(t.handle);
    const first = await marketplace();
    expect(first.length).toBeGreaterThanOrEqual(20);
    expect(new Set(first.map((tpl) => tpl.name)).size).toBe(first.length);
    expect(first.map((tpl) => tpl.name).sort()).toEqual(DEMO_TEMPLATES.map((tpl) => tpl.name).sort());
    // Restarts, also two at once, add nothing and keep the ids drafts refer to.
    await Promise.all([prepareDatabase(t.handle), prepareDatabase(t.handle)]);
    const again = await marketplace();
    expect(again.map((tpl) => tpl.id).sort()).toEqual(first.map((tpl) => tpl.id).sort());
    const types = (await t.get('/api/marketplace/study-types', token)).json().data as { name: string }[];
    expect(new Set(types.map((type) => type.name)).size).toBe(types.length);
  });

  it('a template written before templates had keys (same name) is adopted, not duplicated', async () => {
    const concept = DEMO_TEMPLATES[0];
    const [row] = await t.db.select().from(studyTemplates).where(eq(studyTemplates.catalogueKey, concept.key));
    await t.db.update(studyTemplates).set({ catalogueKey: null }).where(eq(studyTemplates.id, row.id));
    await prepareDatabase(t.handle);
    const named = (await marketplace()).filter((tpl) => tpl.name === concept.name);
    expect(named.map((tpl) => tpl.id)).toEqual([row.id]);
  });
});
