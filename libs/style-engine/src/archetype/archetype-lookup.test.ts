import { fallbackArchetypesResponseSchema } from '@uniform/contracts';
import {
  archetypeSummary,
  expressionOf,
  fallbackArchetypes,
  findArchetype,
  pickStyleIcon,
} from './archetype-lookup';
import { ARCHETYPES } from './archetypes.data';

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

describe('the archetype set', () => {
  test('When the set is read, then it holds 10 distinct archetypes with kebab-case ids and "The …" names', () => {
    expect(ARCHETYPES).toHaveLength(10);
    expect(new Set(ARCHETYPES.map((archetype) => archetype.id)).size).toBe(10);
    expect(new Set(ARCHETYPES.map((archetype) => archetype.name)).size).toBe(10);
    for (const archetype of ARCHETYPES) {
      expect(archetype.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(archetype.name).toMatch(/^The [A-Z]/);
    }
  });

  test.each(ARCHETYPES.map((archetype) => [archetype.name, archetype] as const))(
    'When %s is read, then it has a 2–3 sentence description, 6–8 keywords, 5–6 style words and 3+ icons',
    (_name, archetype) => {
      expect(sentences(archetype.description).length).toBeGreaterThanOrEqual(2);
      expect(sentences(archetype.description).length).toBeLessThanOrEqual(3);
      expect(archetype.keywords.length).toBeGreaterThanOrEqual(6);
      expect(archetype.keywords.length).toBeLessThanOrEqual(8);
      expect(archetype.styleLanguage.length).toBeGreaterThanOrEqual(5);
      expect(archetype.styleLanguage.length).toBeLessThanOrEqual(6);
      expect(archetype.styleIcons.length).toBeGreaterThanOrEqual(3);
      for (const icon of archetype.styleIcons) expect(sentences(icon.description)).toHaveLength(1);
      // A mix of genders: someone on each side of the expression scale.
      expect(archetype.styleIcons.some((icon) => icon.expression < 50)).toBe(true);
      expect(archetype.styleIcons.some((icon) => icon.expression > 50)).toBe(true);
      expect(archetype.summaryTemplates.length).toBeGreaterThanOrEqual(2);
      expect(archetype.moodboardPrompts.length).toBeGreaterThanOrEqual(3);
    },
  );
});

describe('findArchetype', () => {
  test.each([
    'visionary-minimalist',
    'The Visionary Minimalist',
    'THE VISIONARY MINIMALIST',
    ' visionary minimalist ',
  ])('When looked up as %p, then the Visionary Minimalist is found', (query) => {
    expect(findArchetype(query)?.id).toBe('visionary-minimalist');
  });

  test('When the name is unknown or empty, then nothing is found', () => {
    expect(findArchetype('The Space Cowboy')).toBeUndefined();
    expect(findArchetype('   ')).toBeUndefined();
  });
});

describe('pickStyleIcon', () => {
  const creative = findArchetype('creative-maverick')!;

  test('When nothing is known about gender, then the first (default) icon is chosen', () => {
    expect(pickStyleIcon(creative, {}).name).toBe('Tilda Swinton');
  });

  test('When the expression is feminine or masculine, then the closest icon is chosen', () => {
    expect(pickStyleIcon(creative, { genderExpression: 5 }).name).toBe('Iris Apfel');
    expect(pickStyleIcon(creative, { genderExpression: 75 }).name).toBe('Pharrell Williams');
    expect(pickStyleIcon(creative, { genderIdentity: 'Female', genderExpression: 50 }).name).toBe(
      'Jenna Lyons',
    );
  });

  test('When the same answers are given twice, then the same icon comes back with its reason', () => {
    const first = pickStyleIcon(ARCHETYPES[0]!, { genderIdentity: 'Male' });

    expect(pickStyleIcon(ARCHETYPES[0]!, { genderIdentity: 'Male' })).toEqual(first);
    expect(first).toEqual({ name: expect.any(String), description: expect.any(String) });
  });

  test('When an archetype outside the set is given, then it still gets an icon', () => {
    const invented = { ...ARCHETYPES[1]!, id: 'made-up', name: 'The Made Up' };

    expect(pickStyleIcon(invented, {}).name).toBe(ARCHETYPES[0]!.styleIcons[0]!.name);
  });
});

describe('expressionOf', () => {
  test('When slider and identity are both given, then they are averaged; either alone is used as is', () => {
    expect(expressionOf({ genderIdentity: 'Male', genderExpression: 95 })).toBe(85);
    expect(expressionOf({ genderExpression: 30 })).toBe(30);
    expect(expressionOf({ genderIdentity: 'Female' })).toBe(25);
    expect(expressionOf({})).toBeUndefined();
  });
});

describe('fallbackArchetypes', () => {
  test('When listed, then it is the same set with icon names and matches the fallback schema', () => {
    const list = fallbackArchetypes();

    expect(fallbackArchetypesResponseSchema.parse(list)).toEqual(list);
    expect(list.map((entry) => entry.name)).toEqual(ARCHETYPES.map((archetype) => archetype.name));
    expect(list[0]!.styleIcons).toContain('Steve Jobs');
  });
});

describe('archetypeSummary', () => {
  test('When the occupation and industry are known, then they fill the sentences with the right article', () => {
    const summary = archetypeSummary(ARCHETYPES[0]!, { occupation: 'Engineer', industry: 'robotics' });

    expect(summary).toContain('As an Engineer in robotics');
    expect(summary).not.toMatch(/[{}]/);
  });

  test('When they are unknown, then neutral words stand in', () => {
    expect(archetypeSummary(ARCHETYPES[0]!, {})).toContain('As a leader in your industry');
  });
});
