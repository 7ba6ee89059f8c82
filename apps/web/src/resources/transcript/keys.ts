/** Query-key factory of interview transcripts (keys start with the active client id, so switching clients refetches). */
export const transcriptKeys = {
  detail: (clientId: string, interviewId: string, translation: string) => ['transcripts', clientId, interviewId, translation] as const,
};
