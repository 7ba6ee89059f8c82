/** Type-ahead suggestions for the search fields (SPEC §7 GET suggestions/{x}) and GET user_exists (SPEC §7 client group). */
import { z } from 'zod';
import { SearchText, Uuid, dataResponse } from './common';
import { ERROR_TEXTS } from './error-texts';
import { isEmailAddress } from './validation';

/** What `{x}` of GET /suggestions/{x} suggests: study titles, tags, participants' countries, or users of the client. */
export const SUGGESTION_KINDS = ['studies', 'tags', 'countries', 'users'] as const;
/** One suggestion kind. */
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** Path of GET /suggestions/{x}. */
export const SuggestionParams = z.object({ x: z.enum(SUGGESTION_KINDS, { error: `must be one of ${SUGGESTION_KINDS.join(', ')}` }) });

/** Most suggestions one call answers. */
export const SUGGESTIONS_MAX = 20;

/** Query of GET /suggestions/{x}: `q` (what was typed so far; empty: the first ones by name), `limit` (1–20, default 10), `client_id`. */
export const SuggestionQuery = z.object({
  q: SearchText.optional().default(''),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(SUGGESTIONS_MAX, { error: `limit must be at most ${SUGGESTIONS_MAX}` })
    .default(10),
  client_id: Uuid.optional(),
});

/** One suggestion: `value` goes into the field, `label` is shown, `id` names the row when there is one (study, tag, user). */
export const Suggestion = z.object({ value: z.string(), label: z.string(), id: z.string().nullable() });
/** One suggestion. */
export type Suggestion = z.infer<typeof Suggestion>;

/** Answer of GET /suggestions/{x}: those starting with `q` first, then those containing it, each by name. */
export const SuggestionsResponse = dataResponse(z.array(Suggestion));
/** Answer of GET /suggestions/{x}. */
export type SuggestionsResponse = z.infer<typeof SuggestionsResponse>;

/** Query of GET /client/{id}/user_exists: the e-mail address to check. */
export const UserExistsQuery = z.object({
  email: z.string().trim().max(320, { error: ERROR_TEXTS.invalidEmail }).refine(isEmailAddress, { error: ERROR_TEXTS.invalidEmail }),
});

/**
 * Answer of GET /client/{id}/user_exists: whether any account has the address (an invitation would be refused), and
 * its status in this client (Active, Pending) when it is a member, else null.
 */
export const UserExistsResponse = dataResponse(z.object({ exists: z.boolean(), status: z.enum(['Active', 'Pending']).nullable() }));

/** Path of GET /participate/{token}: the token of a self-recruit study's shareable link. */
export const ParticipationParams = z.object({
  token: z
    .string()
    .min(8, { error: 'must be a participant link token' })
    .max(100)
    .regex(/^[\w-]+$/, { error: 'must be a participant link token' }),
});

/**
 * Answer of GET /participate/{token} (public): the study's title and whether it still takes participants; when closed,
 * `message` is SPEC §8 'This study is now closed. Thanks for your interest.'.
 */
export const ParticipationResponse = dataResponse(z.object({ title: z.string(), is_open: z.boolean(), message: z.string().nullable() }));
/** Answer of GET /participate/{token}. */
export type ParticipationResponse = z.infer<typeof ParticipationResponse>;
