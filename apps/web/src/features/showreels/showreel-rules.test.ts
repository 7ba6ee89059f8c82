import { describe, expect, it } from 'vitest';
import { showreelFieldErrors } from './showreel-rules';

describe('showreel field rules', () => {
  it('needs a title of at most 200 characters once trimmed and a description of at most 5000', () => {
    expect(showreelFieldErrors({ title: 'Morning routines', description: '' })).toEqual({});
    expect(showreelFieldErrors({ title: '   ', description: '' })).toEqual({ title: 'Enter a title.' });
    expect(showreelFieldErrors({ title: ` ${'t'.repeat(200)} `, description: 'd'.repeat(5000) })).toEqual({});
    expect(showreelFieldErrors({ title: 't'.repeat(201), description: 'd'.repeat(5001) })).toEqual({
      title: 'The title must be at most 200 characters.',
      description: 'The description must be at most 5000 characters.',
    });
  });
});
