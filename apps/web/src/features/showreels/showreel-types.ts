/**
 * Showreel wire shapes the SPA reads (SPEC §3 Showreel, §7 Showreels v3/v1 and published showreels): type-only
 * re-exports of `@insight/contracts` (erased at build, so no zod reaches the bundle). Times inside media are seconds.
 */
import type { SHOWREEL_SORT_FIELDS } from '@insight/contracts';

export type {
  EditList,
  EditListClip,
  PublicShowreel,
  Showreel,
  ShowreelQuote,
  ShowreelStatus,
  ShowreelType,
  SubtitleCue,
} from '@insight/contracts';

/** One sort key of the showreel lists (SPEC §3 List params sort_by). */
export type ShowreelSortKey = (typeof SHOWREEL_SORT_FIELDS)[number];

/**
 * The sort keys in menu order: the contract's `SHOWREEL_SORT_FIELDS` lives beside zod schemas, so the list is
 * repeated here and checked against the contract's type both ways (a key added there fails to compile here).
 */
export const SHOWREEL_SORT_KEYS = ['title', 'description', 'created_at', 'updated_at'] as const satisfies readonly ShowreelSortKey[];
type MissingSortKey = Exclude<ShowreelSortKey, (typeof SHOWREEL_SORT_KEYS)[number]>;
/** Compile-time check that {@link SHOWREEL_SORT_KEYS} names every contract sort key (never when complete). */
export const SORT_KEYS_COMPLETE: [MissingSortKey] extends [never] ? true : never = true;

/** Sort direction of a list (SPEC §3 List params sort_order). */
export type SortOrder = 'asc' | 'desc';
