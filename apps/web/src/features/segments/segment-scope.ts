import { useOutletContext } from 'react-router';
import type { InterviewLinkOptions, SegmentSection } from '../../config/paths';
import type { CountsLike, KeyTakeaways } from '../../lib/api-types';

/**
 * What a segment-area page (SPEC §2 /study-segments/{segment}/{section} and /study-segment-groups/{group}/{section})
 * shows: the segments in scope (one segment, its study's segments in cross-segment mode, or a group's segments) and
 * how to link its sections and interviews.
 */
export type SegmentScope = {
  kind: 'segment' | 'segmentGroup';
  id: string;
  title: string;
  description: string | null;
  keyTakeaways: KeyTakeaways | null;
  businessQuestions: { id: string; title: string }[];
  counts: CountsLike | undefined;
  studyId: string | null;
  /** The segments in scope, in position order. */
  segments: { id: string; title: string }[];
  segmentIds: string[];
  isCrossSegments: boolean;
  getSectionHref: (section: SegmentSection) => string;
  getInterviewHref: (interviewId: string, options?: InterviewLinkOptions) => string;
};

/** The scope given by the segment-area layout route to its section routes. */
export function useSegmentScope(): SegmentScope {
  return useOutletContext<SegmentScope>();
}
