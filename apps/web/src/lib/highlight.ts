/** Search hit highlighting (issue 14): which parts of a text match the words of a search, inflections included. */

/** One piece of a text: `isHit` when it matches a search word. */
export type TextPiece = { text: string; isHit: boolean };

/** The words of a web-search query (quotes, `or` and `-excluded` words left out), lower case. */
function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .replace(/"/g, ' ')
    .split(/\s+/)
    .filter((word) => word && word !== 'or' && !word.startsWith('-'))
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word.length >= 2);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` cut into pieces, the words that start like a search word marked as hits. A search word of five letters or more
 * matches by its stem (all but its last two letters, at least four), so "cykler" marks "cykle" and "cyklede" the way
 * the full-text search found them, while "price" ("pric") does not mark the Spanish "primera".
 */
export function highlightPieces(text: string, q: string): TextPiece[] {
  const stems = [...new Set(searchWords(q).map((word) => (word.length >= 5 ? word.slice(0, Math.max(4, word.length - 2)) : word)))];
  if (stems.length === 0) return [{ text, isHit: false }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${stems.map(escape).join('|')})[\\p{L}\\p{N}]*`, 'giu');
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) pieces.push({ text: text.slice(at, match.index), isHit: false });
    pieces.push({ text: match[0], isHit: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), isHit: false });
  return pieces;
}
