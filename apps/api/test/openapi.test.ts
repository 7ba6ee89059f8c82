/**
 * The API reference (issue 16): the OpenAPI document GET /api/docs/json answers documents every route of SPEC §7, names
 * each operation from the central table (src/openapi/operations.ts), is valid OpenAPI by a third-party validator, and a
 * client typed from it (openapi-typescript) compiles against the calls of the web's resources layer.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { compileErrors, validate } from '@readme/openapi-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staleOperationEntries, undocumentedOperations, type OpenApiDocument } from '../src/openapi/document';
import { TAGS } from '../src/openapi/operations';
import { createTestApp, type TestApp } from './app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

/** Every operation of `doc` with its `METHOD /path`. */
function operationsOf(doc: OpenApiDocument) {
  return Object.entries(doc.paths).flatMap(([route, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${route}`, operation })),
  );
}

/**
 * The web's resources-layer calls (apps/web/src/resources, and the main feature calls), typed against `paths` generated
 * from the document: what the document says the server answers must fit the type the web reads, and what the web sends
 * must fit what the document accepts. The last line is a control: the web's old list type must not fit.
 */
function webCallsSource(): string {
  const contracts = path.join(root, 'packages/contracts/src');
  const web = path.join(root, 'apps/web/src');
  return `import type { paths } from './schema';
import type { LoginRequest, TokenResponse } from '${contracts}/auth';
import type { Client, User } from '${contracts}/user';
import type { DeleteQuoteResponse, QuoteShowreelsResponse, TagCountsResponse, WordRef } from '${contracts}/index';
import type { CursorPage, Insight, Interview, Item, Page, Project, Quote, Segment, SegmentDetail, SegmentGroupDetail, Story, StudyDesignSection, Study, StudySummary, Tag, Transcript } from '${web}/lib/api-types';

type Op<P extends keyof paths, M extends keyof paths[P]> = NonNullable<paths[P][M]>;
type Answer<P extends keyof paths, M extends keyof paths[P], S extends number = 200> = Op<P, M> extends { responses: { [K in S]: { content: { 'application/json': infer B } } } } ? B : never;
type Query<P extends keyof paths, M extends keyof paths[P]> = Op<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type Body<P extends keyof paths, M extends keyof paths[P]> = Op<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type Fits<A extends B, B> = [A, B];

export type WebCalls = [
  Fits<LoginRequest, Body<'/api/auth/login', 'post'>>,
  Fits<Answer<'/api/auth/login', 'post'>, TokenResponse>,
  Fits<Answer<'/api/user', 'get'>, Item<User>>,
  Fits<Answer<'/api/user/clients', 'get'>, Item<Client[]>>,
  Fits<{ client_id: string; page: number; per_page: number; fields: 'studies' }, Query<'/api/projects', 'get'>>,
  Fits<Answer<'/api/projects', 'get'>, Page<Project>>,
  Fits<{ client_id: string; q?: string; project_id?: string; page?: number; per_page?: number }, Query<'/api/v3/studies', 'get'>>,
  Fits<Answer<'/api/v3/studies', 'get'>, Page<StudySummary>>,
  Fits<{ client_id: string }, Query<'/api/v3/studies/{id}', 'get'>>,
  Fits<Answer<'/api/v3/studies/{id}', 'get'>, Item<Study>>,
  Fits<Answer<'/api/v3/studies/{id}/segments', 'get'>, Item<Segment[]>>,
  Fits<Answer<'/api/v3/segments/{id}', 'get'>, Item<SegmentDetail>>,
  Fits<Answer<'/api/v3/segment-groups/{id}', 'get'>, Item<SegmentGroupDetail>>,
  Fits<Answer<'/api/v3/segments/{id}/task-design', 'get'>, { data: StudyDesignSection[] }>,
  Fits<{ client_id: string; study_id?: string; limit?: number }, Query<'/api/v3/interviews', 'get'>>,
  Fits<Answer<'/api/v3/interviews', 'get'>, CursorPage<Interview>>,
  Fits<Answer<'/api/v3/interviews/{id}', 'get'>, Item<Interview>>,
  Fits<{ client_id: string; translation: 'original' | 'en' }, Query<'/api/v3/interviews/{id}/transcript', 'get'>>,
  Fits<Answer<'/api/v3/interviews/{id}/transcript', 'get'>, Item<Transcript>>,
  Fits<{ client_id: string; study_id?: string; search?: string }, Query<'/api/v3/quotes', 'get'>>,
  Fits<Answer<'/api/v3/quotes', 'get'>, CursorPage<Quote>>,
  Fits<{ client_id: string; interview_id: string; start: WordRef; end: WordRef }, Body<'/api/v3/quotes', 'post'>>,
  Fits<Answer<'/api/v3/quotes', 'post', 201>, Item<Quote>>,
  Fits<{ start: WordRef; end: WordRef; updated_at: string }, Body<'/api/v3/quotes/{id}', 'patch'>>,
  Fits<Answer<'/api/v3/quotes/{id}', 'patch'>, Item<Quote>>,
  Fits<Answer<'/api/v3/quotes/{id}', 'delete'>, DeleteQuoteResponse>,
  Fits<Answer<'/api/v3/quotes/{id}/showreels', 'get'>, QuoteShowreelsResponse>,
  Fits<Answer<'/api/v3/quotes/{id}/tags', 'post'>, Item<Quote>>,
  Fits<Answer<'/api/v3/tags', 'get'>, { data: Tag[] }>,
  Fits<Answer<'/api/v3/tags/counts', 'get'>, TagCountsResponse>,
  Fits<Answer<'/api/v3/stories/{id}', 'get'>, Item<Story>>,
  Fits<Answer<'/api/v3/insights/{id}', 'get'>, Item<Insight>>,
];

// @ts-expect-error the studies list answers study summaries, not whole studies (the web typed it as Page<Study> once).
export type Control = Fits<Answer<'/api/v3/studies', 'get'>, Page<Study>>;
`;
}

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

  it('names every operation in the central table (src/openapi/operations.ts), which has no entry for a missing route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
    // A route from another branch without an entry is named here: add it to OPERATIONS.
    expect(undocumentedOperations(doc), 'routes without an entry in apps/api/src/openapi/operations.ts').toEqual([]);
    expect(staleOperationEntries(doc), 'entries in apps/api/src/openapi/operations.ts without a route').toEqual([]);
  });

  it('gives every operation a unique operationId, summary, description, declared tag and problem+json errors', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
    const declared = new Set((doc.tags ?? []).map((tag) => tag.name));
    expect([...declared]).toEqual(TAGS.map((tag) => tag.name));
    const ids = new Map<string, string>();
    for (const { key, operation } of operationsOf(doc)) {
      expect(operation.operationId, key).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(ids.get(operation.operationId!), `${key} repeats the operationId of`).toBeUndefined();
      ids.set(operation.operationId!, key);
      expect(operation.summary?.length, key).toBeGreaterThan(5);
      expect(operation.description?.length, key).toBeGreaterThan(40);
      expect(
        operation.tags?.every((tag) => declared.has(tag)),
        key,
      ).toBe(true);
      const responses = operation.responses ?? {};
      const errorStatuses = Object.keys(responses).filter((status) => Number(status) >= 400);
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
      if (!isPublic) expect(errorStatuses, `${key} needs a token, so it can answer 401`).toContain('401');
      for (const status of errorStatuses) expect(responses[status], `${key} ${status}`).toHaveProperty('$ref');
    }
    // The shared error answers are problem+json with the Problem schema the error handler sends.
    const notFound = doc.components!.responses!.NotFound as { content: Record<string, { schema: { $ref: string } }> };
    expect(notFound.content['application/problem+json'].schema.$ref).toBe('#/components/schemas/Problem');
    // The spec's names: a few operations it lists by path, named in its terms.
    expect(doc.paths['/api/v3/studies/{id}'].get.operationId).toBe('getStudy');
    expect(doc.paths['/api/auth/refresh_token'].get.operationId).toBe('refreshToken');
    expect(doc.paths['/api/client/{id}/revoke_project_access'].post.operationId).toBe('revokeProjectAccess');
    // Public operations say so (no token, no 401): sign-in and the public showreel page.
    expect(doc.paths['/api/auth/login'].post.security).toEqual([]);
    expect(Object.keys(doc.paths['/api/v1/public/published_showreels/{id}'].get.responses ?? {})).not.toContain('401');
    // An answer that is not JSON is described as what it is.
    expect(Object.keys(doc.paths['/api/v1/insights/export'].post.responses!['200'] as object)).toContain('content');
  });

  it('is valid OpenAPI by a third-party validator (@readme/openapi-parser)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Parameters<typeof validate>[0];
    const result = await validate(doc);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it("generates a typed client (openapi-typescript) that compiles against the web's resources-layer calls", { timeout: 240_000 }, async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Parameters<typeof openapiTS>[0];
    const dir = await mkdtemp(path.join(os.tmpdir(), 'insight-openapi-client-'));
    try {
      await writeFile(path.join(dir, 'schema.d.ts'), astToString(await openapiTS(doc)));
      await writeFile(path.join(dir, 'web-calls.ts'), webCallsSource());
      await writeFile(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({
          extends: path.join(root, 'tsconfig.base.json'),
          compilerOptions: { typeRoots: [path.join(root, 'node_modules/@types')] },
          files: ['web-calls.ts'],
        }),
      );
      const tsc = path.join(root, 'node_modules/.bin/tsc');
      const outcome = await promisify(execFile)(tsc, ['-p', dir], { cwd: dir }).then(
        () => '',
        (error: { stdout?: string }) => error.stdout ?? String(error),
      );
      expect(outcome, 'type errors of the web calls against the generated client').toBe('');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
