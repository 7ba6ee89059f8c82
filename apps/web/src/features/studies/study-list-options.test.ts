import { describe, expect, it } from 'vitest';
import { readStudiesSearch, sortOptionOf, sortParams } from './study-list-options';

describe('studies list options', () => {
  it('maps sort choices to query values and back; newest first leaves the URL clean', () => {
    expect(sortParams('title')).toEqual({ sort_by: 'title', sort_order: 'asc' });
    expect(sortParams('newest')).toEqual({});
    expect(sortOptionOf({ sort_by: 'completed_at' }).label).toBe('Recently completed');
    expect(sortOptionOf({ sort_by: 'title' }).label).toBe('Title A–Z');
    expect(sortOptionOf({}).label).toBe('Newest first');
  });

  it('reads the search from the URL and drops values the API would refuse', () => {
    const search = readStudiesSearch(new URLSearchParams('q=oat&status=COMPLETED&language=da&created_from=2026-01-01&created_to=soon&sort_by=price&page=2'));
    expect(search).toMatchObject({ q: 'oat', status: 'COMPLETED', language: 'da', created_from: '2026-01-01', page: 2 });
    expect(search.created_to).toBeUndefined();
    expect(search.sort_by).toBeUndefined();
  });
});
