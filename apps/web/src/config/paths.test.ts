import { describe, expect, it } from 'vitest';
import { keepClientId, paths } from './paths';

describe('paths of the project and client pages', () => {
  it('builds the project summary link with its showreel search, sort and page', () => {
    expect(paths.project.summary.getHref('p 1')).toBe('/projects/p%201/summary');
    expect(paths.project.summary.getHref('p1', { q: 'oat milk', sort_by: 'title', sort_order: 'asc', page: 2 })).toBe(
      '/projects/p1/summary?q=oat+milk&sort_by=title&sort_order=asc&page=2',
    );
  });
  it('builds the client page link and keeps client_id on it', () => {
    expect(paths.client.getHref()).toBe('/client');
    expect(keepClientId(paths.client.getHref({ q: 'a' }), 'c1')).toBe('/client?q=a&client_id=c1');
  });
});
