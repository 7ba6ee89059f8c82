import { describe, expect, it } from 'vitest';
import { isCustomShowreelAllowed } from '@insight/contracts/permissions';
import { canSeeBoards, canSeeStories, parseFlagCookie, resolveFeatureFlags } from './feature-flags';

describe('feature flags', () => {
  it('reads comma-separated names from the cookie, ignoring unknown names, blanks and case', () => {
    expect(parseFlagCookie('a=1; feature_flags=stories, BOARDS,,nope ; b=2')).toEqual(['stories', 'boards']);
  });
  it('reads a URL-encoded value', () => {
    expect(parseFlagCookie('feature_flags=custom_showreel%2Cnew_insights_experience')).toEqual(['custom_showreel', 'new_insights_experience']);
  });
  it('answers nothing without the cookie or with a malformed escape of unknown names', () => {
    expect(parseFlagCookie('')).toEqual([]);
    expect(parseFlagCookie('xfeature_flags=stories')).toEqual([]);
    expect(parseFlagCookie('feature_flags=%E0%A4%A')).toEqual([]);
  });
  it('adds the client features to the cookie flags', () => {
    expect([...resolveFeatureFlags('feature_flags=boards', ['stories', 'unknown'])].sort()).toEqual(['boards', 'stories']);
  });
  it('lets consumers see stories only with the stories flag (cookie or client), staff always', () => {
    expect(canSeeStories('Consumer', resolveFeatureFlags('', []))).toBe(false);
    expect(canSeeStories('Consumer', resolveFeatureFlags('feature_flags=boards', []))).toBe(false);
    expect(canSeeStories('Consumer', resolveFeatureFlags('feature_flags=stories', []))).toBe(true);
    expect(canSeeStories('Consumer', resolveFeatureFlags('', ['stories']))).toBe(true);
    expect(canSeeStories('Researcher', resolveFeatureFlags('', []))).toBe(true);
  });
  it('shows boards with the boards flag of the cookie or the client', () => {
    expect(canSeeBoards(resolveFeatureFlags('', []))).toBe(false);
    expect(canSeeBoards(resolveFeatureFlags('feature_flags=boards', []))).toBe(true);
    expect(canSeeBoards(resolveFeatureFlags('', ['boards']))).toBe(true);
  });
  it('turns custom showreels on for older studies by the custom_showreel flag of the cookie or the client (rule and dates: contracts)', () => {
    expect(isCustomShowreelAllowed('2022-10-21T00:00:00Z', resolveFeatureFlags('', []))).toBe(true);
    expect(isCustomShowreelAllowed('2022-10-20T23:59:59Z', resolveFeatureFlags('', []))).toBe(false);
    expect(isCustomShowreelAllowed('2020-01-01T00:00:00Z', resolveFeatureFlags('feature_flags=custom_showreel', []))).toBe(true);
    expect(isCustomShowreelAllowed('2020-01-01T00:00:00Z', resolveFeatureFlags('', ['custom_showreel']))).toBe(true);
  });
});
