/** Query keys of the boards feature: every key starts with 'boards' (or 'categories') and the active client id. */

/** Key factory of boards and categories. */
export const boardKeys = {
  all: (clientId: string) => ['boards', clientId] as const,
  list: (clientId: string, categoryIds: readonly string[]) => ['boards', clientId, 'list', [...categoryIds].sort()] as const,
  detail: (clientId: string, boardId: string) => ['boards', clientId, 'detail', boardId] as const,
  categories: (clientId: string) => ['categories', clientId] as const,
};
