import { describe, expect, it } from 'vitest';
import { RouteParamError, keepClientId, paths, setRouteParamChecks } from './paths';

const PROJECT = '0b6f3a52-1c1e-4a57-9a53-6f1f3b1d2c10';
const STUDY = '5d0c7c6e-3f4b-4e0a-8f5e-0d8f6b2a9c11';

describe('paths of the project and client pages', () => {
  it('builds the project summary link with its showreel search, sort and page', () => {
    expect(paths.project.summary.getHref(PROJECT)).toBe(`/projects/${PROJECT}/summary`);
    expect(paths.project.summary.getHref(PROJECT, { q: 'oat milk', sort_by: 'title', sort_order: 'asc', page: 2 })).toBe(
      `/projects/${PROJECT}/summary?q=oat+milk&sort_by=title&sort_order=asc&page=2`,
    );
  });
  it('builds the client page link and keeps client_id on it', () => {
    expect(paths.client.getHref()).toBe('/client');
    expect(keepClientId(paths.client.getHref({ q: 'a' }), 'c1')).toBe('/client?q=a&client_id=c1');
  });
});

describe('route parameters match their pattern when a path is built (SPEC §5)', () => {
  it('throws for a malformed id while checks are on (development and tests), naming the parameter', () => {
    expect(() => paths.study.summary.getHref('p 1')).toThrow(RouteParamError);
    expect(() => paths.study.interview.getHref(STUDY, '../admin')).toThrow(/"interview"/);
    expect(() => paths.segment.section.getHref('', 'quotes')).toThrow(RouteParamError);
    expect(() => paths.story.objective.getHref(STUDY, 'objective-1')).toThrow(/"objective"/);
  });
  it('builds links with well-formed ids, and with tokens that are not ids', () => {
    expect(paths.study.interview.getHref(STUDY, PROJECT, { autoPlay: true })).toBe(`/studies/${STUDY}/videos/${PROJECT}?auto_play=true`);
    expect(paths.auth.resetPassword.getHref('a token/1')).toBe('/auth/reset_password/a%20token%2F1');
  });
  it('lets a malformed id through (encoded) when the production build turns the checks off', () => {
    setRouteParamChecks(false);
    try {
      expect(paths.study.summary.getHref('p 1')).toBe('/studies/p%201/summary');
    } finally {
      setRouteParamChecks(true);
    }
  });
});
