import { describe, expect, it } from 'vitest';
import { hrefAfterClientSwitch } from './active-client';

describe('hrefAfterClientSwitch', () => {
  it('stays on a page every client has, keeping its search but not this client’s ids', () => {
    expect(hrefAfterClientSwitch('/studies', '?q=oat&project_id=p1&page=3&client_id=a', 'b')).toBe('/studies?q=oat&client_id=b');
    expect(hrefAfterClientSwitch('/users/', '', 'b')).toBe('/users?client_id=b');
  });

  it('goes home from a page that holds one client’s ids', () => {
    expect(hrefAfterClientSwitch('/studies/s1/quotes', '?client_id=a', 'b')).toBe('/home?client_id=b');
    expect(hrefAfterClientSwitch('/study-segments/x/summary', '', 'b', '/stories')).toBe('/stories?client_id=b');
  });
});
