import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InterviewsQuery } from './interview';
import { ProjectsQuery } from './project';
import { QuotesQuery } from './quote';
import { StudiesQuery } from './study';

const A = '3f0c1c56-7d4e-4a43-9a53-0c4f0f5d8c11';
const B = '9b2e4d8a-1c3f-4b5e-8d7a-2e6f9c0b1a22';
const C = '00000000-0000-0000-0000-000000000003';

describe('query contracts', () => {
  it('parses id lists given comma-separated, repeated, or both', () => {
    const parsed = QuotesQuery.parse({ segment_ids: `${A}, ${B},`, task_ids: [A, `${B},${C}`] });
    expect(parsed.segment_ids).toEqual([A, B]);
    expect(parsed.task_ids).toEqual([A, B, C]);
    expect(parsed).toMatchObject({ limit: 20, translation: 'original' });
  });

  it('names the field and reason of a bad id, limit or translation', () => {
    const result = QuotesQuery.safeParse({ segment_ids: `${A},nope`, limit: '1000', translation: 'fr' });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        'segment_ids.1: segment_ids must hold UUIDs separated by commas',
        'limit: limit must be at most 100',
        "translation: translation must be 'en' or 'original'",
      ]),
    );
  });

  it('rejects more ids than a filter may carry', () => {
    const many = Array.from({ length: 101 }, () => A).join(',');
    expect(QuotesQuery.safeParse({ quote_ids: many }).success).toBe(false);
  });

  it('coerces page numbers and rejects non-numbers', () => {
    expect(StudiesQuery.parse({ page: '2', per_page: '5', q: '  bikes ' })).toMatchObject({ page: 2, per_page: 5, q: 'bikes' });
    expect(StudiesQuery.safeParse({ page: 'two' }).error?.issues[0].message).toBe('page must be a number');
    expect(InterviewsQuery.safeParse({ study_id: '12' }).error?.issues[0].message).toBe('must be a UUID');
  });

  it('accepts the spec camelCase project params and defaults to 5 per page', () => {
    expect(ProjectsQuery.parse({ clientId: A, fields: 'studies' })).toEqual({
      client_id: A,
      page: 1,
      per_page: 5,
      id: undefined,
      fields: ['studies'],
      archived: false,
    });
    expect(ProjectsQuery.parse({ perPage: '3' }).per_page).toBe(3);
  });

  it('describes query inputs as JSON Schema for OpenAPI', () => {
    const schema = z.toJSONSchema(QuotesQuery, { io: 'input', unrepresentable: 'any' }) as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['segment_ids', 'objective_ids', 'search', 'cursor', 'limit', 'translation']));
    expect(JSON.stringify(schema.properties.segment_ids)).toContain('anyOf');
  });
});
