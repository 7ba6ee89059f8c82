import { describe, expect, it } from 'vitest';
import { isId, requireIdParam } from './route-params';

const id = '0b6a3c8e-9a4f-4a51-8f0e-2c7d1b9e4f11';

describe('requireIdParam', () => {
  it('answers a well-formed id', () => {
    expect(isId(id)).toBe(true);
    expect(requireIdParam({ study: id }, 'study')).toBe(id);
  });

  it.each(['x', 'create', '', undefined, `${id}x`])('turns %s into a 404 route answer with the spec text', (value) => {
    let thrown: unknown;
    try {
      requireIdParam({ study: value }, 'study');
    } catch (error) {
      thrown = error;
    }
    // react-router turns a thrown data() into the error response the error boundary reads.
    expect(thrown).toMatchObject({ data: 'Study not found', init: { status: 404 } });
  });
});
