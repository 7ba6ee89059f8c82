import { describe, expect, it } from 'vitest';
import { highlightPieces } from './highlight';

describe('search hit highlighting', () => {
  it('marks words that start like a search word, inflections included, in any case', () => {
    expect(highlightPieces('Jeg cykler hver dag. Cyklen er ny.', 'cykle')).toEqual([
      { text: 'Jeg ', isHit: false },
      { text: 'cykler', isHit: true },
      { text: ' hver dag. ', isHit: false },
      { text: 'Cyklen', isHit: true },
      { text: ' er ny.', isHit: false },
    ]);
  });

  it('keeps a stem of at least four letters, so a short word does not mark unrelated words that share three', () => {
    const hits = (text: string, q: string) =>
      highlightPieces(text, q)
        .filter((p) => p.isHit)
        .map((p) => p.text);
    expect(hits('Con la mitad de precio la primera semana', 'price')).toEqual([]);
    expect(hits('Prices rose; the priced-in pricing', 'price')).toEqual(['Prices', 'priced', 'pricing']);
  });

  it('ignores excluded words, "or" and quotes; no words, no hits', () => {
    expect(
      highlightPieces('price or value', '"price" or -value')
        .filter((p) => p.isHit)
        .map((p) => p.text),
    ).toEqual(['price']);
    expect(highlightPieces('anything', '  ')).toEqual([{ text: 'anything', isHit: false }]);
  });
});
