import {
  buildAnalysisFixture,
  buildInsufficientAnalysis,
  personalBrandSchema,
  type Analysis,
} from '@uniform/contracts';
import { buildPersonalBrand, parseStylingRules, stylingRulesText } from './personal-brand';

/** The fixture without the narrative fields, so the brand builds them itself. */
function analysisWith(overrides: Partial<Analysis> = {}): Analysis {
  return buildAnalysisFixture({
    styleStrategy: undefined,
    audienceId: undefined,
    platformCues: undefined,
    ...overrides,
  });
}

/** Same archetype as the fixture, different person: an ENTJ 8w7 founder in fintech, Deep Winter, warm metals. */
function otherPersonWithTheSameArchetype(): Analysis {
  const base = analysisWith();
  return analysisWith({
    colorAnalysis: {
      ...base.colorAnalysis,
      season: 'Deep Winter',
      undertone: 'Warm',
      recommendedColors: [
        { name: 'Emerald', hex: '#046307', category: 'statement' },
        { name: 'True Red', hex: '#BF1932', category: 'accent' },
        { name: 'Sapphire', hex: '#0F52BA', category: 'professional' },
      ],
      neutrals: [{ name: 'Charcoal', hex: '#36454F', category: 'dark' }],
      avoid: [{ name: 'Dusty Peach', hex: '#E8B89A', reason: 'Washes out high-contrast colouring.' }],
    },
    personalityProfile: {
      industry: 'Fintech',
      occupation: 'Founder',
      whatBuilding: 'A payments API for small lenders',
      myersBriggs: 'ENTJ',
      enneagram: '8w7',
      ageBracket: '25-34',
      environments: ['Investor pitches', 'Board dinners'],
    },
  });
}

function dosAndDonts(rules: string): { dos: string[]; donts: string[] } {
  const [dosPart = '', dontsPart = ''] = rules.split("DON'TS:");
  const bullets = (part: string) => part.split('\n').filter((line) => line.startsWith('- '));
  return { dos: bullets(dosPart), donts: bullets(dontsPart) };
}

describe('buildPersonalBrand', () => {
  it('When built from a full analysis, then it validates against the PersonalBrand schema and says the offline engine wrote it', () => {
    const brand = buildPersonalBrand(analysisWith());

    expect(personalBrandSchema.parse(brand)).toEqual(brand);
    expect(brand.engine).toBe('offline');
    for (const value of Object.values(brand)) {
      expect(value).not.toMatch(/undefined|null|\[object Object\]/);
      expect(value.trim()).not.toBe('');
    }
  });

  it("When built, then the styling rules have a DO'S section, then a DON'TS section, each with bullet lines", () => {
    const { stylingRules } = buildPersonalBrand(analysisWith());

    expect(stylingRules.startsWith("DO'S:\n- ")).toBe(true);
    expect(stylingRules.indexOf("DON'TS:\n- ")).toBeGreaterThan(stylingRules.indexOf("DO'S:"));
    const { dos, donts } = dosAndDonts(stylingRules);
    expect(dos.length).toBeGreaterThanOrEqual(3);
    expect(donts.length).toBeGreaterThanOrEqual(3);
  });

  it("When built, then the user's own answers and season colours appear in it", () => {
    const brand = buildPersonalBrand(analysisWith());

    expect(brand.brandStatement).toContain('The Grounded Mentor');
    expect(brand.brandStatement).toContain('secondary-school teacher');
    expect(brand.brandStatement).toContain('Education');
    expect(brand.brandStatement).toContain('math tutoring collective');
    expect(brand.brandStatement).toContain('Soft Summer');
    expect(brand.brandStatement).toContain('Dusty Blue');
    expect(brand.brandStatement).toContain('Michelle Obama');
    expect(brand.enneagramMbtiVibes).toContain('INFJ');
    expect(brand.enneagramMbtiVibes).toContain('The Advocate');
    expect(brand.enneagramMbtiVibes).toContain('2w1');
    expect(brand.enneagramMbtiVibes).toContain('1 wing (The Reformer)');
    expect(brand.visualSignature).toContain('Dove Gray');
    expect(brand.visualSignature).toContain('silver');
    expect(brand.visualSignature).toContain('soft-shouldered blazer');
    expect(brand.brandWords.split(', ')).toEqual(expect.arrayContaining(['mentor', 'approachable']));
    expect(brand.stylingRules).toContain('Jet Black');
    expect(brand.stylingRules).toContain('too stark next to soft coloring');
    expect(brand.stylingRules).toContain('team meetings');
    expect(brand.audienceId).toContain('Students, parents');
  });

  it('When two users share an archetype but not their answers, then their brands differ visibly', () => {
    const teacher = buildPersonalBrand(analysisWith());
    const founder = buildPersonalBrand(otherPersonWithTheSameArchetype());

    expect(founder.brandStatement).toContain('The Grounded Mentor');
    expect(founder.brandStatement).not.toBe(teacher.brandStatement);
    expect(founder.brandStatement).toContain('Fintech');
    expect(founder.brandStatement).toContain('Emerald');
    expect(founder.brandStatement).toContain('Deep Winter');
    expect(founder.enneagramMbtiVibes).toContain('ENTJ');
    expect(founder.enneagramMbtiVibes).toContain('The Challenger');
    expect(founder.stylingRules).not.toBe(teacher.stylingRules);
    expect(founder.stylingRules).toContain('investor pitches');
    expect(founder.stylingRules).toContain('Dusty Peach');
    expect(founder.stylingRules).not.toContain('Dusty Blue');
    expect(founder.visualSignature).toContain('gold');
    expect(founder.voiceAndTone).not.toBe(teacher.voiceAndTone);
    expect(founder.styleStrategy).not.toBe(teacher.styleStrategy);
    expect(founder.audienceId).toContain('Investors, early adopters');
    expect(founder.platformCues).not.toBe(teacher.platformCues);
  });

  it('When the MBTI and Enneagram are missing, then the text says so in a sentence and never prints undefined', () => {
    const base = analysisWith();
    const brand = buildPersonalBrand(
      analysisWith({
        personalityProfile: { ...base.personalityProfile, myersBriggs: undefined, enneagram: undefined },
      }),
    );

    expect(personalBrandSchema.safeParse(brand).success).toBe(true);
    expect(brand.enneagramMbtiVibes).toContain('No Myers-Briggs type is on file');
    expect(brand.enneagramMbtiVibes).toContain('No Enneagram type is on file');
    expect(Object.values(brand).join(' ')).not.toMatch(/undefined/);
  });

  it('When the personality profile is empty, then the brand still reads as sentences', () => {
    const brand = buildPersonalBrand(analysisWith({ personalityProfile: {} }));

    expect(brand.brandStatement).toMatch(/^As a professional, you are The Grounded Mentor/);
    expect(Object.values(brand).join(' ')).not.toMatch(/undefined| in ,| {2}/);
  });

  it('When the analysis is the insufficient-data placeholder, then the brand is generic but valid and leaks no markers', () => {
    const brand = buildPersonalBrand(buildInsufficientAnalysis({ industry: 'Healthcare' }));

    expect(personalBrandSchema.safeParse(brand).success).toBe(true);
    const text = Object.values(brand).join(' ');
    expect(text).not.toMatch(/Insufficient Data|Unable to Determine|Not Available|undefined/);
    expect(brand.brandStatement).toContain('Healthcare');
    const { dos, donts } = dosAndDonts(brand.stylingRules);
    expect(dos.length).toBeGreaterThanOrEqual(3);
    expect(donts.length).toBeGreaterThanOrEqual(3);
  });

  it('When the analysis already has a strategy, audience and platform cues, then the brand starts from them', () => {
    const brand = buildPersonalBrand(buildAnalysisFixture());

    expect(brand.styleStrategy).toBe(
      'Anchor every outfit in one soft neutral and add a single muted accent.',
    );
    expect(brand.audienceId).toBe('Parents, students and fellow educators');
    expect(brand.platformCues).toBe('LinkedIn: Share classroom wins with a calm, warm headshot.');
  });

  it('When the user wrote very long answers, then every field stays within the schema limits', () => {
    const long = 'word '.repeat(600).trim();
    const brand = buildPersonalBrand(
      analysisWith({
        personalityProfile: {
          industry: long.slice(0, 200),
          occupation: long.slice(0, 200),
          whatBuilding: long.slice(0, 2000),
          environments: Array.from({ length: 40 }, (_, i) => `Event ${i} ${long.slice(0, 150)}`),
        },
        archetypeKeywords: Array.from({ length: 30 }, (_, i) => `keyword${i}`),
      }),
    );

    expect(personalBrandSchema.safeParse(brand).success).toBe(true);
  });

  it('When built twice from the same analysis, then the result is the same', () => {
    expect(buildPersonalBrand(analysisWith())).toEqual(buildPersonalBrand(analysisWith()));
  });
});

describe('environment tips', () => {
  it('When the rooms are a pitch and a dinner, then each gets its own look', () => {
    const base = buildAnalysisFixture();
    const brand = buildPersonalBrand(
      analysisWith({
        personalityProfile: { ...base.personalityProfile, environments: ['Board dinners', 'Board meetings'] },
      }),
    );

    expect(brand.styleStrategy).toContain('for board dinners, one conversation piece');
    expect(brand.styleStrategy).toContain('for board meetings, your most structured piece in Dusty Blue');
  });
});

describe('styling rules text', () => {
  it('When built, then the styling rules hold one whole rule per line, so a rule with a semicolon is one bullet', () => {
    const { stylingRules } = buildPersonalBrand(analysisWith());
    const lines = stylingRules.split('\n').filter((line) => line.trim());

    for (const line of lines) expect(line).toMatch(/^(DO'S:|DON'TS:|- \S.*[.!?])$/);
    const { dos, donts } = parseStylingRules(stylingRules);
    expect(dos.length + donts.length).toBe(lines.length - 2);
    const colourRule = dos.find((rule) => rule.startsWith('Wear '));
    expect(colourRule).toMatch(/near your face; (it is|they are) the strongest colors? of /);
  });
  it('When a rule holds a semicolon or a colon, then it stays one bullet and keeps its meaning', () => {
    const text =
      "DO'S:\n- Be yourself on camera; authenticity outperforms image.\n\nDON'TS:\n- Don’t copy a founder you admire: your audience can tell.";

    expect(parseStylingRules(text)).toEqual({
      dos: ['Be yourself on camera; authenticity outperforms image.'],
      donts: ['Don’t copy a founder you admire: your audience can tell.'],
    });
  });

  it('When rules are written as text and read back, then every rule comes back whole, a line break inside one included', () => {
    const rules = {
      dos: ['Wear navy near your face; it is your strongest colour.', 'Repeat one\nsilhouette.'],
      donts: ['Don’t wear orange - it fights your colouring.'],
    };

    const text = stylingRulesText(rules);

    expect(text).toBe(
      "DO'S:\n- Wear navy near your face; it is your strongest colour.\n- Repeat one silhouette.\n\nDON'TS:\n- Don’t wear orange - it fights your colouring.",
    );
    expect(parseStylingRules(text)).toEqual({
      dos: ['Wear navy near your face; it is your strongest colour.', 'Repeat one silhouette.'],
      donts: ['Don’t wear orange - it fights your colouring.'],
    });
  });

  it('When a writer numbers the rules, puts the first on the heading line or uses no headings, then the lists still read right', () => {
    expect(parseStylingRules("DOS: Wear navy.\n2) Press shirts.\nDON'TS:\n• Logos; ever.")).toEqual({
      dos: ['Wear navy.', 'Press shirts.'],
      donts: ['Logos; ever.'],
    });
    expect(parseStylingRules('Just one rule')).toEqual({ dos: ['Just one rule'], donts: [] });
  });
});
