/** Zod-free findings rules both sides share (SPEC §9 filter limits): the web builds analyze-results URLs with them. */

/** Analyze-results filter limits (SPEC §9): values per filter, and the cap over all filters together. */
export const FILTER_LIMITS = { user: 1000, role: 100, language: 1000, audienceAnswer: 1000, task: 20, overall: 10_000 } as const;

/** How many values a set of analyze-results filter lists holds together (compared with {@link FILTER_LIMITS}.overall). */
export function filterSize(filters: Record<string, readonly string[] | undefined>): number {
  return Object.values(filters).reduce((sum, list) => sum + (list?.length ?? 0), 0);
}
