/** Maps board rows to packages/contracts/src/board.ts (SPEC §3 Board); media URLs signed, durations in seconds. Pure. */
import type { Board } from '@insight/contracts';
import type { MediaUrls } from '../../core/media-urls';
import { presentHighlightedInterview, presentVideo } from '../stories';
import type { BoardView } from './boards.service';

/** A board on the wire with its categories, counts, cover and highlighted interviews. */
export function presentBoard(view: BoardView, urls: MediaUrls): Board {
  const { board } = view;
  return {
    id: board.id,
    title: board.title,
    label: board.label,
    description: board.description,
    client_id: board.clientId,
    cover_image: urls.url(board.coverImageKey),
    cover_video: presentVideo(board.coverVideo, view.videos, urls),
    counts: view.counts,
    categories: view.categories,
    always_on: board.alwaysOn,
    highlighted_interviews: view.highlighted.map((row) => presentHighlightedInterview(row, view.videos, urls)),
    created_at: board.createdAt.toISOString(),
    updated_at: board.updatedAt.toISOString(),
  };
}
