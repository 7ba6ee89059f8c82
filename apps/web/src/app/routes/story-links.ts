/** Where a story's highlights and interviews link for this reader (route helper: study pages are staff-only, SPEC §6). */
import { paths } from '../../config/paths';
import type { HighlightedInterview, StorySlide } from '../../lib/api-types';
import { useClientHref } from '../../lib/session';

/**
 * Links of a story page: a highlight opens its insight's page, its quote's study quotes or its study; a highlighted
 * interview its interview page. Consumers, who see only stories, get none (they play in place).
 */
export function useStoryLinks(isConsumer: boolean) {
  const clientHref = useClientHref();
  return {
    slideHref: (slide: StorySlide): string | null => {
      if (isConsumer || !slide.link) return null;
      const { type, study_id: studyId } = slide.link;
      if (type === 'insight') return clientHref(paths.study.insight.getHref(studyId, slide.link.id));
      return clientHref(type === 'quote' ? paths.study.quotes.getHref(studyId) : paths.study.summary.getHref(studyId));
    },
    interviewHref: (interview: HighlightedInterview): string | null =>
      isConsumer ? null : clientHref(paths.study.interview.getHref(interview.study_id, interview.id)),
  };
}
