import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('documents every read route of SPEC §7 with its query parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> };
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/v3/studies',
      '/api/v3/studies/{id}',
      '/api/v3/studies/{id}/segments',
      '/api/v3/studies/{id}/study-materials',
      '/api/v3/studies/{id}/business-questions',
      '/api/v3/segments/{id}',
      '/api/v3/interviews',
      '/api/v3/interviews/{id}',
      '/api/v3/interviews/{id}/transcript',
      '/api/videos/{id}',
      '/api/videos/{id}/transcript',
      '/api/v3/quotes',
      '/api/v3/quotes/{id}',
      '/api/v3/tags',
      '/api/v3/categories',
      '/api/projects',
      '/api/v3/stories',
      '/api/v3/stories/{id}',
      '/api/v3/boards',
      '/api/v3/boards/{id}',
    ]) {
      expect(paths, path).toContain(path);
    }
    const quoteParams = doc.paths['/api/v3/quotes'].get.parameters!.map((p) => p.name);
    for (const key of [
      'business_question_ids',
      'objective_ids',
      'cursor',
      'limit',
      'search',
      'segment_ids',
      'study_id',
      'task_ids',
      'translation',
      'showreel_ids',
      'quote_ids',
      'client_id',
    ]) {
      expect(quoteParams, key).toContain(key);
    }
    expect(doc.paths['/api/projects'].get.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['page', 'per_page', 'client_id']));
  });
});
