import { describe, expect, it } from 'vitest';
import { rankPopularStudies } from './popular-studies';

const study = (id: string, status: string, completed: string | null, interviews: number) => ({
  id,
  display_status_code: status,
  completed_at: completed,
  counts: { interviews },
});

describe('rankPopularStudies', () => {
  it('puts completed studies with interviews first, newest completion first, then the rest', () => {
    const ranked = rankPopularStudies(
      [
        study('draft', 'IN_PREPARATION', null, 0),
        study('old', 'COMPLETED', '2026-01-01T00:00:00Z', 5),
        study('empty', 'COMPLETED', '2026-06-01T00:00:00Z', 0),
        study('new', 'COMPLETED', '2026-03-01T00:00:00Z', 2),
      ],
      3,
    );
    expect(ranked.map((item) => item.id)).toEqual(['new', 'old', 'draft']);
  });
});
