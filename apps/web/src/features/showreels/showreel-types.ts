/**
 * Showreel wire shapes the SPA reads (SPEC §3 Showreel, §7 Showreels v3/v1 and published showreels): type-only
 * re-exports of `@insight/contracts` (erased at build, so no zod reaches the bundle). Times inside media are seconds.
 */
import type { ShowreelSortField } from '@insight/contracts/enums';

export type { EditList, PublicShowreel, Showreel, ShowreelQuote, ShowreelStatus, ShowreelType } from '@insight/contracts';

/** One sort key of the showreel lists (SPEC §3 List params sort_by). */
export type ShowreelSortKey = ShowreelSortField;

/** Sort direction of a list (SPEC §3 List params sort_order). */
export type SortOrder = 'asc' | 'desc';
