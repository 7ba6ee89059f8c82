/** Maps quote rows to packages/contracts/src/quote.ts (SPEC §3 Quote: original and English versions). Pure. */
import type { Quote, Translation } from '@insight/contracts';
import type { MediaUrls } from '../../core/media-urls';
import type { QuoteRow } from './quotes.repository';

/**
 * A quote on the wire in the `translation` asked for: `en` answers the English text when there is one
 * (else the original, and `translation` says so) and the task's English question where the study has one; times in
 * seconds; thumbnail signed (quote's, else the interview's); tags and version (issue 14).
 */
export function presentQuote(row: QuoteRow, translation: Translation, urls: MediaUrls): Quote {
  const { quote, interview, task } = row;
  const english = translation === 'en' ? (quote.contentEn ?? (quote.language === 'en' ? quote.contentOriginal : null)) : null;
  return {
    id: quote.id,
    content: english ?? quote.contentOriginal,
    language: english !== null ? 'en' : quote.language,
    original_language: quote.language,
    translation: english !== null ? 'en' : 'original',
    participant: {
      name: quote.participantName || interview.participantName,
      age: interview.participantAge,
      country: interview.participantCountry,
    },
    task: task?.id
      ? { id: task.id, html: (translation === 'en' && task.htmlEn) || task.html, text: (translation === 'en' && task.textEn) || task.text, type: task.type }
      : null,
    business_question: (quote.businessQuestionId ?? task?.businessQuestionId) ? { id: (quote.businessQuestionId ?? task?.businessQuestionId)! } : null,
    thumbnail: urls.url(quote.thumbnailKey ?? interview.thumbnailKey),
    start: quote.start,
    end: quote.end,
    segment: { id: quote.segmentId },
    interview: { id: quote.interviewId },
    study: { id: quote.studyId },
    tags: row.tags,
    created_at: quote.createdAt.toISOString(),
    updated_at: quote.updatedAt.toISOString(),
  };
}
