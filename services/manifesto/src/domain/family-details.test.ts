import { familyDetails, pickDetail } from './family-details';

const named = (answer: string) => familyDetails(answer).map((d) => `${d.kind}: ${d.text}`);

describe('familyDetails', () => {
  test.each`
    answer                                                                    | detail
    ${'My grandmother Rosa crossed the ocean alone at nineteen.'}             | ${'person: your grandmother Rosa'}
    ${'The time Uncle Beto drove the wrong way to the wedding.'}              | ${'person: Uncle Beto'}
    ${'A habit of generosity and the recipe book in Abuela’s handwriting.'}   | ${'person: Abuela'}
    ${'My grandparents came from Oaxaca and opened a bakery in San Antonio.'} | ${'place: San Antonio'}
    ${'The hills outside Oaxaca, and the little house on Guadalupe Street.'}  | ${'place: the little house on Guadalupe Street'}
    ${'Christmas Eve tamales: three generations in one kitchen.'}             | ${'ritual: Christmas Eve tamales'}
    ${'Every Sunday we go to my aunt’s for lunch after Mass.'}                | ${'ritual: your Sundays'}
    ${'We always eat dinner together, phones in a basket.'}                   | ${'ritual: how you always eat dinner together'}
    ${'They carried faith and a stubborn sense of humour.'}                   | ${'value: humor'}
    ${'We get loud fast, and then everyone goes quiet.'}                      | ${'tension: the loud moments'}
    ${'We hope to buy land near the lake one day.'}                           | ${'hope: the dream of buying land near the lake one day'}
    ${'Opening a second bakery that the grandchildren help run.'}             | ${'thing: the second bakery'}
  `(
    'When the answer is "$answer", then it names $detail',
    ({ answer, detail }: { answer: string; detail: string }) => {
      expect(named(answer)).toContain(detail);
    },
  );

  test('When an answer names nothing specific, then nothing is found to build on', () => {
    expect(familyDetails('That pride costs more than an apology, every single time.')).toEqual([]);
    expect(familyDetails('idk')).toEqual([]);
  });

  test('When "I" or a sentence start is capitalised, then it is not taken for a place or a name', () => {
    expect(named('In the end I think we just stayed.')).toEqual([]);
  });
});

describe('pickDetail', () => {
  const answer = 'My grandmother Rosa baked every Sunday in the little house in Naples.';

  test('When a section has its own interests, then the detail it cares about most is picked', () => {
    expect(pickDetail('origins', answer)?.text).toBe('your grandmother Rosa');
    expect(pickDetail('geography', answer)?.text).toBe('the little house in Naples');
    expect(pickDetail('culture', answer)?.text).toBe('your Sundays');
  });

  test('When a detail was already picked up in the section, then the next one is taken', () => {
    const first = pickDetail('origins', answer)!;
    expect(pickDetail('origins', answer, [first.key])?.text).not.toBe(first.text);
  });
});
