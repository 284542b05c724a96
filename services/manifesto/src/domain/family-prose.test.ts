import { answerForm, continuing, voiced, weave, type Framing } from './family-prose';

const FRAMING: Framing = {
  lead: 'This is how we began.',
  noun: 'It begins with',
  ing: 'We see ourselves',
  that: 'We know',
  imperative: 'We tell ourselves:',
};

/** The sentence that carries the answer: the woven paragraph without our lead. */
const woven = (answer: string) => weave(answer, FRAMING)!.slice(FRAMING.lead.length + 1);

describe('answerForm', () => {
  test.each([
    ['Our grandparents came from Oaxaca.', 'clause'],
    ['Home is wherever the bread is rising.', 'clause'],
    ['The night the oven broke before Easter.', 'noun'],
    ['Saturday pancakes with the radio loud.', 'noun'],
    ['To make every person feel like they belong.', 'infinitive'],
    ['That we showed up early with bread.', 'that'],
    ['Opening a second bakery.', 'gerund'],
    ['Never go to bed angry.', 'imperative'],
    ['Keep the table long and the door open.', 'imperative'],
  ])('When the answer is "%s", then it reads as a %s', (answer, form) => {
    expect(answerForm(voiced(answer))).toBe(form);
  });
});

describe('weave', () => {
  test.each([
    // A noun phrase, a "that" clause, "to …" or an instruction continues our sentence.
    ['The night the oven broke.', 'It begins with the night the oven broke.'],
    ['That we showed up early with bread.', 'We know we showed up early with bread.'],
    ['To make every person feel welcome.', 'We see ourselves making every person feel welcome.'],
    ['Keep the table long.', 'We tell ourselves: keep the table long.'],
    // Two long clauses joined by "and" become two sentences, or keep their subject.
    [
      'We get loud fast, and then everyone goes quiet in a different room.',
      'We get loud fast. Then everyone goes quiet in a different room.',
    ],
    [
      'My grandparents came from Oaxaca and opened a bakery in San Antonio in 1961.',
      'Our grandparents came from Oaxaca, and they opened a bakery in San Antonio in 1961.',
    ],
    [
      'I hope my daughter finds a career she loves and my son finds peace at last.',
      'We hope our daughter finds a career she loves, and we hope our son finds peace at last.',
    ],
    // A closing time, a "when" or "wherever" clause, or the lesson itself moves to the front.
    [
      'They carried faith, hard work and a stubborn sense of humor through every lean year.',
      'Through every lean year, they carried faith, hard work and a stubborn sense of humor.',
    ],
    [
      'Home is wherever the bread is rising and someone is arguing about football.',
      'Wherever the bread is rising and someone is arguing about football, that is home.',
    ],
    [
      'We go for a walk together and say sorry out loud, even when it is hard.',
      'Even when it is hard, we go for a walk together and say sorry out loud.',
    ],
    [
      'I learned the hard way that money problems grow when you hide them from each other.',
      'Money problems grow when you hide them from each other. We learned that the hard way.',
    ],
    // A long noun phrase that lists things reads as one sentence of ours.
    [
      'Christmas Eve tamales: three generations in one kitchen, nobody allowed to leave early.',
      'It begins with Christmas Eve tamales, with three generations in one kitchen, nobody allowed to leave early.',
    ],
    [
      'My dad’s village in Punjab and the apartment in Queens where I grew up as a kid.',
      'It begins with our dad’s village in Punjab, and with the apartment in Queens where we grew up as a kid.',
    ],
    [
      'The night the oven broke before Easter and the whole street brought their own ovens.',
      'It begins with the night the oven broke before Easter, when the whole street brought their own ovens.',
    ],
  ])('When the answer is "%s", then it is woven in as "%s"', (answer, sentence) => {
    expect(woven(answer)).toBe(sentence);
  });

  test('When the answer is empty or only filler, then there is no paragraph to write', () => {
    expect(weave('   ', FRAMING)).toBeNull();
    expect(weave('Well, ', FRAMING)).toBeNull();
  });

  test('When their words continue our sentence, then only a plain first word loses its capital', () => {
    expect(continuing('The night we met')).toBe('the night we met');
    expect(continuing('Grit and faith')).toBe('grit and faith');
    expect(continuing('Rosa and her sisters')).toBe('Rosa and her sisters');
    expect(continuing('Oaxaca in the spring')).toBe('Oaxaca in the spring');
  });
});
