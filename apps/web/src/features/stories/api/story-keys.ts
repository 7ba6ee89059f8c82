/** Query keys of the stories feature: every key starts with 'stories' and the active client id. */

/** Filters of a story list (SPEC §2 /stories; a board's or a segment group's stories). */
export type StoriesFilter = { boardId?: string; segmentGroupId?: string; q?: string; tag?: string };

/** Key factory of stories. */
export const storyKeys = {
  all: (clientId: string) => ['stories', clientId] as const,
  list: (clientId: string, filter: StoriesFilter) => ['stories', clientId, 'list', filter] as const,
  detail: (clientId: string, storyId: string) => ['stories', clientId, 'detail', storyId] as const,
  objectives: (clientId: string, storyId: string, translation: string) => ['stories', clientId, 'objectives', storyId, translation] as const,
};
