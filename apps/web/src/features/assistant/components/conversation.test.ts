import { describe, expect, it } from 'vitest';
import { examplesFor } from './conversation';

describe('the assistant’s example questions', () => {
  it('ask about the client’s latest completed studies, and name no topic without one', () => {
    expect(examplesFor(['Oat drink at home in Sweden', 'Meal-kit subscriptions in Spain'])).toEqual([
      'Summarise what we learned in “Oat drink at home in Sweden”',
      'What do participants say in “Meal-kit subscriptions in Spain”?',
      'Draft a new study brief building on “Oat drink at home in Sweden”',
    ]);
    expect(examplesFor(['Oat drink at home in Sweden'])[1]).toBe('What do participants mention most often?');
    expect(examplesFor([]).join(' ')).not.toMatch(/“/);
  });
});
