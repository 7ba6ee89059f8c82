import { describe, expect, it } from 'vitest';
import { outlineBuiltin } from './builtin-provider';
import { nounPhrases, subjectOf } from './text';

const GAMING = 'Energy drink advertising in gaming: what do Gen Z gamers notice and remember?';

describe('the built-in provider picks nouns and phrases with the compromise NLP library', () => {
  it('finds the noun phrases of a brief, without determiners', () => {
    expect(nounPhrases(GAMING)).toEqual(expect.arrayContaining(['energy drink advertising', 'gen z gamers']));
    expect(nounPhrases('Test the onboarding flow of our new banking app with first-time users.')).toContain('onboarding flow');
    // The tagger splits hyphenated words; the phrase keeps them whole.
    expect(nounPhrases('Plant-based snacks.')).toEqual(['plant-based snacks']);
    expect(subjectOf('Plant-based snacks.')).toBe('plant-based snacks');
    // A title-like opening names the subject, though the tagger reads "drinks" as a verb there.
    expect(subjectOf('Oat drinks for families.')).toBe('oat drinks');
    expect(subjectOf('Measure brand awareness of oat drinks in Spain.')).toBe('oat drinks');
    expect(nounPhrases('We test plant-based snacks and gluten-free bread.')).toEqual(expect.arrayContaining(['plant-based snacks', 'gluten-free bread']));
  });

  it('takes the subject of a brief without "about / for / of" from its first noun phrase that is not an audience', () => {
    expect(subjectOf(GAMING)).toBe('energy drink advertising');
    // Briefs that name their subject after "about / for / of …" keep it.
    expect(subjectOf('Explore what commuters in Germany think about e-bikes for the daily trip to work.')).toBe('e-bikes');
  });

  it('builds an outline about that subject', () => {
    const outline = outlineBuiltin({ brief: GAMING, stimuli: [], studyType: null, language: 'en', templates: [] });
    expect(outline.business_questions.length).toBeGreaterThanOrEqual(4);
    for (const q of outline.business_questions) expect(q.title).toContain('energy drink advertising');
  });
});
