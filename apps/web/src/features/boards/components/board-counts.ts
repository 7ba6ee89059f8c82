/** Board counts as text (SPEC §3 Board counts: stories, markets, interviews). */
import type { Board } from '../../../lib/api-types';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 stories · 3 markets · 14 interviews". */
export function boardCounts(counts: Board['counts']): string {
  return [count(counts.stories, 'story', 'stories'), count(counts.markets, 'market', 'markets'), count(counts.interviews, 'interview', 'interviews')].join(
    ' · ',
  );
}
