import { personalityReadingResponseSchema, SIDEREAL_SIGNS, ZODIAC_SIGNS } from '@uniform/contracts';
import { personalityReading } from './personality-reading';
import { SIGN_PROFILES } from './zodiac.data';

const traits = { extraversion: 4.5, agreeableness: 2, conscientiousness: 3, neuroticism: 3.5, openness: 5 };

describe('personalityReading', () => {
  it.each([
    {
      when: 'When the three signs differ, then the reading names all three and explains the gap',
      signs: { actualSign: 'Aries', siderealSign: 'Pisces', closestSign: 'Virgo' },
      mentions: ['Aries', 'Pisces', 'Virgo', 'neither of your birth signs', 'from fire to water'],
    },
    {
      when: 'When the sidereal sign is Ophiuchus, then the reading explains the thirteenth sign',
      signs: { actualSign: 'Sagittarius', siderealSign: 'Ophiuchus', closestSign: 'Ophiuchus' },
      mentions: [
        'Ophiuchus, the Serpent Bearer',
        'tropical zodiac leaves out',
        'your sidereal sign rather than your tropical Sagittarius',
      ],
    },
    {
      when: 'When all three signs agree, then the reading says so',
      signs: { actualSign: 'Leo', siderealSign: 'Leo', closestSign: 'Leo' },
      mentions: ['both zodiacs agree on Leo', 'all agree'],
    },
    {
      when: 'When the closest sign is the tropical sign, then the reading says the personality matches the birthday',
      signs: { actualSign: 'Taurus', siderealSign: 'Aries', closestSign: 'Taurus' },
      mentions: ['your tropical sign', 'matches your birthday sign'],
    },
  ] as const)('$when', ({ signs, mentions }) => {
    const reading = personalityReading(signs);

    for (const mention of mentions) expect(reading).toContain(mention);
  });

  it('When the quiz traits are given, then each shows in the reading and different scores change the text', () => {
    const signs = { actualSign: 'Gemini', siderealSign: 'Taurus', closestSign: 'Libra' } as const;
    const without = personalityReading(signs);
    const outgoing = personalityReading({ ...signs, traits });
    const reserved = personalityReading({
      ...signs,
      traits: { extraversion: 1, agreeableness: 5, conscientiousness: 5, neuroticism: 1, openness: 1.5 },
    });

    expect(without).not.toContain('Extraversion');
    expect(outgoing).toContain('Extraversion 4.5/5');
    expect(outgoing).toContain('Openness 5/5');
    for (const label of [
      'Extraversion',
      'Agreeableness',
      'Conscientiousness',
      'Emotional sensitivity',
      'Openness',
    ]) {
      expect(outgoing).toContain(label);
    }
    expect(outgoing).toContain('your clothes can be louder');
    expect(reserved).toContain('you recharge alone');
    expect(reserved).toContain('proven classics');
    expect(reserved).not.toBe(outgoing);
  });

  it.each(ZODIAC_SIGNS.flatMap((actual) => SIDEREAL_SIGNS.map((sidereal) => [actual, sidereal] as const)))(
    'When the signs are %s and %s, then the reading has 3–5 paragraphs and fits the response',
    (actualSign, siderealSign) => {
      const reading = personalityReading({ actualSign, siderealSign, closestSign: 'Ophiuchus', traits });
      const paragraphs = reading.split('\n\n');

      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(5);
      expect(personalityReadingResponseSchema.safeParse({ reading }).success).toBe(true);
      expect(reading).not.toMatch(/undefined/);
    },
  );

  it('There is a sign profile for each of the 13 sidereal signs, Ophiuchus without a classical element', () => {
    expect(Object.keys(SIGN_PROFILES).sort()).toEqual([...SIDEREAL_SIGNS].sort());
    expect(SIGN_PROFILES.Ophiuchus.element).toBeUndefined();
    for (const sign of ZODIAC_SIGNS) expect(SIGN_PROFILES[sign].element).toBeDefined();
  });
});
