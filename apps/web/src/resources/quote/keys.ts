/** Query-key factory of quotes (keys start with the active client id, so switching clients refetches). */
export const quoteKeys = {
  all: (clientId: string) => ['quotes', clientId] as const,
  ofInterview: (clientId: string, interviewId: string) => ['quotes', clientId, 'interview', interviewId] as const,
  one: (clientId: string, quoteId: string, translation: string) => ['quotes', clientId, 'one', quoteId, translation] as const,
};
