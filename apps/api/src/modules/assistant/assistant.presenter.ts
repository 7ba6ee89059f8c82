/** Assistant rows → wire shapes (issue 12); clip media through the signed-URL lookup. Pure. */
import type { AssistantAction, AssistantMessage, AssistantThread, Citation } from '@insight/contracts';
import type { MediaUrls } from '../../core/media-urls';
import type { MessageRow, ThreadRow } from './assistant.repository';
import type { StoredCitation } from './assistant.service';

/** A thread. */
export function presentThread(row: ThreadRow): AssistantThread {
  return { id: row.id, client_id: row.clientId, title: row.title, created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() };
}

/** A citation with its clip's URLs signed. */
export function presentCitation(c: StoredCitation, urls: MediaUrls): Citation {
  return {
    n: c.n,
    kind: c.kind,
    id: c.id,
    title: c.title,
    snippet: c.snippet,
    study_id: c.study_id,
    study_title: c.study_title,
    language: c.language,
    clip: c.clip
      ? {
          interview_id: c.clip.interviewId,
          // Citations stored before the clip knew its video's language: the passage's language.
          language: c.clip.videoLanguage ?? c.language,
          start: c.clip.start,
          end: c.clip.end,
          video_url: urls.url(c.clip.videoKey),
          thumbnail_url: urls.url(c.clip.thumbnailKey),
          subtitles: { original: urls.url(c.clip.subtitlesOriginalKey), en: urls.url(c.clip.subtitlesEnKey) },
        }
      : null,
  };
}

/** A message. */
export function presentMessage(row: MessageRow, urls: MediaUrls): AssistantMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    citations: (row.citations as unknown as StoredCitation[]).map((c) => presentCitation(c, urls)),
    action: (row.action as AssistantAction | null) ?? null,
    provider: row.provider,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}
