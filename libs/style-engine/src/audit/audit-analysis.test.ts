import {
  buildAnalysisFixture,
  buildAnswersFixture,
  buildCreativeDirectorAnswers,
  buildFintechFounderAnswers,
  questionnaireAnswersSchema,
  type Analysis,
  type QuestionnaireAnswers,
  type UniformPiece,
} from '@uniform/contracts';
import { answersArbitrary } from '@uniform/test-kit';
import fc from 'fast-check';
import { auditAnalysis } from './audit-analysis';
import { startsWithVowelSound } from './text-faults';
import { VIOLATION_KINDS, type ViolationKind } from './violation';

/**
 * Each check of the audit, on hand-made analyses: a case it must find and a near miss it must
 * leave alone. The starting pair is clean (a test below says so), so every finding comes from the
 * one edit a test makes.
 */

/** The fixture founder (male, expression 70) at the fixture analysis's $900, with its three events. */
const answersWith = (overrides: Partial<QuestionnaireAnswers> = {}) =>
  buildAnswersFixture({
    budget: 900,
    environments: ['Investor pitches', 'Conferences', 'Networking events'],
    ...overrides,
  });

/** The fixture analysis (Soft Summer, entry tier) with looks and uniform written in its own palette. */
function analysisWith(overrides: Partial<Analysis> = {}): Analysis {
  const base = buildAnalysisFixture();
  return {
    ...base,
    uniformSuggestions: { ...base.uniformSuggestions, footwear: 'Leather loafers, low suede boots' },
    eventLooks: {
      pitchMeeting: 'A dove gray blazer over a dusty-blue knit, straight trousers and loafers.',
      conference: 'A soft plum knit with a longline cardigan, straight trousers and low boots.',
      networking: 'A dusty blue knit with dove gray trousers and a silver pendant.',
    },
    ...overrides,
  };
}

const kindsOf = (answers: QuestionnaireAnswers, analysis: Analysis) =>
  auditAnalysis(answers, analysis).map((violation) => violation.kind);

const found = (kind: ViolationKind, answers: QuestionnaireAnswers, analysis: Analysis) =>
  auditAnalysis(answers, analysis).filter((violation) => violation.kind === kind);

const piece = (name: string, prices: UniformPiece['prices'], basePrice = prices.entry): UniformPiece => ({
  id: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  category: 'foundation',
  description: 'A piece for the test.',
  basePrice,
  prices,
});

describe('auditAnalysis', () => {
  it('When the analysis follows every answer, then the audit finds nothing', () => {
    expect(auditAnalysis(answersWith(), analysisWith())).toEqual([]);
  });

  it('When every kind is listed, then each is a distinct name', () => {
    expect(new Set(VIOLATION_KINDS).size).toBe(VIOLATION_KINDS.length);
  });

  describe('disliked-brand', () => {
    it('When an insider brand is one the user disliked, then it is found where it appears', () => {
      const violations = found(
        'disliked-brand',
        answersWith({ brandPreferences: { Filson: 'dislike' } }),
        analysisWith(),
      );
      expect(violations).toEqual([expect.objectContaining({ where: 'regionalStyle.insiderBrands[0].name' })]);
    });

    it('When a moodboard names a disliked brand without its accent, then it is found', () => {
      const analysis = analysisWith({
        moodboardPrompts: ['A loft in SoHo, an Aime Leon Dore knit on a chair'],
      });
      const violations = found(
        'disliked-brand',
        answersWith({ brandPreferences: { 'Aimé Leon Dore': 'dislike' } }),
        analysis,
      );
      expect(violations.map((violation) => violation.where)).toEqual(['moodboardPrompts[0]']);
    });

    it('When the brand was liked, or a disliked brand name is only a common word in prose, then nothing is found', () => {
      const analysis = analysisWith({ styleStrategy: 'Color theory says soft, muted shades flatter you.' });
      expect(
        found('disliked-brand', answersWith({ brandPreferences: { Filson: 'like' } }), analysis),
      ).toEqual([]);
      expect(
        found('disliked-brand', answersWith({ brandPreferences: { Theory: 'dislike' } }), analysis),
      ).toEqual([]);
    });

    it('When the analysis only reports the dislike back, then that is not a recommendation', () => {
      const analysis = analysisWith({
        brandSummary: 'We read it from your answers: you liked COS; you disliked Aimé Leon Dore and Uniqlo.',
      });
      const answers = answersWith({ brandPreferences: { 'Aimé Leon Dore': 'dislike', Uniqlo: 'dislike' } });
      expect(found('disliked-brand', answers, analysis)).toEqual([]);
    });
  });

  describe('gender-mismatch', () => {
    const feminine = { genderIdentity: 'Female', genderExpression: 30 } as const;

    it('When a feminine-expressing user gets a silk tie on a moodboard, then it is found', () => {
      const analysis = analysisWith({
        moodboardPrompts: ['Flat lay of a silk tie and a dove gray notebook'],
      });
      const violations = found('gender-mismatch', answersWith(feminine), analysis);
      expect(violations).toEqual([
        expect.objectContaining({
          where: 'moodboardPrompts[0]',
          detail: expect.stringContaining('silk tie'),
        }),
      ]);
    });

    it('When the same moodboard goes to a neutral expression, then either side is allowed', () => {
      const analysis = analysisWith({
        moodboardPrompts: ['Flat lay of a silk tie and a dove gray notebook'],
      });
      const neutral = answersWith({ genderIdentity: 'Nonbinary', genderExpression: 50 });
      expect(found('gender-mismatch', neutral, analysis)).toEqual([]);
    });

    it('When a feminine-expressing user is sent to a menswear-only brand, then it is found unless she liked it', () => {
      const base = analysisWith();
      const analysis = analysisWith({
        regionalStyle: {
          ...base.regionalStyle,
          insiderBrands: [{ ...base.regionalStyle.insiderBrands[0]!, name: 'Todd Snyder' }],
        },
      });
      expect(found('gender-mismatch', answersWith(feminine), analysis)).toEqual([
        expect.objectContaining({ where: 'regionalStyle.insiderBrands[0].name' }),
      ]);
      const liked = answersWith({ ...feminine, brandPreferences: { 'Todd Snyder': 'like' } });
      expect(found('gender-mismatch', liked, analysis)).toEqual([]);
    });

    it('When a masculine-expressing user gets a womenswear brand or a dress, then each is found', () => {
      const base = analysisWith();
      const analysis = analysisWith({
        brandRecommendations: [{ ...base.brandRecommendations[0]!, name: '& Other Stories' }],
        eventLooks: { ...base.eventLooks, conference: 'A soft plum knit dress with low boots.' },
      });
      expect(found('gender-mismatch', answersWith(), analysis).map((violation) => violation.where)).toEqual([
        'brandRecommendations[0].name',
        'eventLooks.conference',
      ]);
    });

    it('When "dress" is the verb or part of "dress shoes", then it is not a garment', () => {
      const analysis = analysisWith({
        styleStrategy:
          'Dress one notch above the room. In software, dress for the meeting, with dress shoes.',
      });
      expect(found('gender-mismatch', answersWith(), analysis)).toEqual([]);
    });
  });

  describe('avoided-item', () => {
    const avoids = answersWith({ avoidWearing: 'pleated midi skirts, big logos, very high heels' });

    it('When the footwear names what the user avoids, then it is found', () => {
      const base = analysisWith();
      const analysis = analysisWith({
        uniformSuggestions: { ...base.uniformSuggestions, footwear: 'Leather loafers, pointed high heels' },
      });
      expect(found('avoided-item', avoids, analysis)).toEqual([
        expect.objectContaining({ where: 'uniformSuggestions.footwear' }),
      ]);
    });

    it('When a piece only says it has no logo, then it does not name the avoided logo', () => {
      const analysis = analysisWith({
        uniformPieces: [piece('Minimal Leather Sneakers', { entry: 85, mid: 195, luxury: 550 })].map(
          (item) => ({
            ...item,
            description: 'Clean low-top sneakers with no visible logo.',
          }),
        ),
      });
      expect(found('avoided-item', avoids, analysis)).toEqual([]);
    });

    // A model rewrites the narrative; its advice must obey the answers as the wardrobe does.
    const avoidsTurtlenecks = answersWith({ avoidWearing: 'turtlenecks' });
    it.each([
      ['brandSummary', { brandSummary: 'A black turtleneck says focus without losing warmth.' }],
      ['styleStrategy', { styleStrategy: 'Build a uniform around a fine turtleneck.' }],
      ['platformCues.LinkedIn', { platformCues: { LinkedIn: 'In your headshot, wear a mock-neck.' } }],
    ] as [string, Partial<Analysis>][])(
      'When the narrative field %s recommends what the user avoids, then it is found',
      (where, narrative) => {
        expect(found('avoided-item', avoidsTurtlenecks, analysisWith(narrative))).toEqual([
          expect.objectContaining({ where }),
        ]);
      },
    );

    it('When the narrative only uses "suit" and "dress" as verbs or names what to skip, then nothing is found', () => {
      const analysis = analysisWith({
        brandSummary: 'Live formats suit you. Dress so the first impression is trust.',
        styleStrategy: 'On camera, skip heels and suits; how you dress for the room is what people remember.',
      });
      const inNarrative = found(
        'avoided-item',
        answersWith({ avoidWearing: 'suits, dresses, heels' }),
        analysis,
      )
        .map((violation) => violation.where)
        .filter((where) => where === 'brandSummary' || where === 'styleStrategy');
      expect(inNarrative).toEqual([]);
    });
  });

  describe('off-palette-colour', () => {
    it('When a look names a colour far from the season, then it is found', () => {
      const base = analysisWith();
      const analysis = analysisWith({
        eventLooks: { ...base.eventLooks, networking: 'A camel coat over a knit.' },
      });
      expect(found('off-palette-colour', answersWith(), analysis)).toEqual([
        expect.objectContaining({ where: 'eventLooks.networking', detail: expect.stringContaining('camel') }),
      ]);
    });

    it("When a piece names a colour on the season's avoid list, then it is found as one to avoid", () => {
      const analysis = analysisWith({ moodboardPrompts: ['A jet black turtleneck in a sunlit classroom'] });
      expect(found('off-palette-colour', answersWith(), analysis)).toEqual([
        expect.objectContaining({
          where: 'moodboardPrompts[0]',
          detail: expect.stringContaining('avoid list'),
        }),
      ]);
    });

    it("When colours are the palette's own names, hyphenated or not, then nothing is found", () => {
      const base = analysisWith();
      const analysis = analysisWith({
        eventLooks: {
          ...base.eventLooks,
          networking: 'A soft-plum knit, a dusty blue scarf and dove gray trousers.',
        },
      });
      expect(found('off-palette-colour', answersWith(), analysis)).toEqual([]);
    });

    it('When a swatch of the palette has a hyphenated name, then the text naming it is not read as two colours', () => {
      const base = analysisWith();
      const swatches = base.colorAnalysis.recommendedColors;
      const analysis = analysisWith({
        colorAnalysis: {
          ...base.colorAnalysis,
          recommendedColors: [...swatches, { ...swatches[0]!, name: 'Smoky Blue-Gray', hex: '#6E7F8C' }],
        },
        eventLooks: { ...base.eventLooks, networking: 'A smoky blue-gray knit over dark trousers.' },
      });
      expect(found('off-palette-colour', answersWith(), analysis)).toEqual([]);
    });
  });

  describe('unchosen-event', () => {
    it('When there is a networking look but the user chose no networking event, then it is found', () => {
      const answers = answersWith({ environments: ['Investor pitches', 'Conferences'] });
      expect(found('unchosen-event', answers, analysisWith())).toEqual([
        expect.objectContaining({ where: 'eventLooks.networking' }),
      ]);
    });

    it('When a custom event stands for the look, or the step was skipped, then nothing is found', () => {
      const custom = answersWith({ environments: ['Investor pitches', 'Conferences', 'Founder dinners'] });
      expect(found('unchosen-event', custom, analysisWith())).toEqual([]);
      expect(found('unchosen-event', answersWith({ environments: undefined }), analysisWith())).toEqual([]);
    });
  });

  describe('over-budget', () => {
    const pieces = [
      piece('Wool Overcoat', { entry: 500, mid: 900, luxury: 1500 }),
      piece('Fine Knit', { entry: 400, mid: 500, luxury: 800 }),
    ];

    it('When the capsule at the user tier costs more than the budget and no plan is given, then it is found', () => {
      const violations = found(
        'over-budget',
        answersWith({ budget: 800 }),
        analysisWith({ uniformPieces: pieces }),
      );
      expect(violations).toEqual([
        expect.objectContaining({ where: 'uniformPieces', detail: expect.stringContaining('$900') }),
      ]);
    });

    it('When the analysis says what to buy first and what next, or the capsule fits, then nothing is found', () => {
      const phased = analysisWith({
        uniformPieces: pieces,
        styleStrategy: 'Your first $800: the Wool Overcoat; next: the Fine Knit.',
      });
      expect(found('over-budget', answersWith({ budget: 800 }), phased)).toEqual([]);
      expect(
        found('over-budget', answersWith({ budget: 900 }), analysisWith({ uniformPieces: pieces })),
      ).toEqual([]);
    });
  });

  describe('two-prices', () => {
    const blazer = piece('Soft-shouldered blazer', { entry: 95, mid: 295, luxury: 650 });

    it('When a piece shows a price other than its price at the user tier, then it is found', () => {
      const analysis = analysisWith({ uniformPieces: [{ ...blazer, basePrice: 150 }] });
      expect(found('two-prices', answersWith(), analysis)).toEqual([
        expect.objectContaining({ where: 'uniformPieces[0].basePrice' }),
      ]);
    });

    it('When prose quotes a piece at another price than the pieces list, then it is found', () => {
      const analysis = analysisWith({
        uniformPieces: [blazer],
        styleStrategy: 'Start with the Soft-shouldered blazer ($295) and build from there.',
      });
      expect(found('two-prices', answersWith(), analysis)).toEqual([
        expect.objectContaining({ where: 'styleStrategy', detail: expect.stringContaining('$295') }),
      ]);
    });

    it('When prose quotes the same price, or names the tier it quotes, then nothing is found', () => {
      const analysis = analysisWith({
        uniformPieces: [blazer],
        styleStrategy:
          'Start with the Soft-shouldered blazer ($95). At the luxury tier the Soft-shouldered blazer is $650.',
      });
      expect(found('two-prices', answersWith(), analysis)).toEqual([]);
    });
  });

  describe('doubled-punctuation', () => {
    it("When a full stop follows the user's own, then it is found", () => {
      const answers = answersWith({ whatBuilding: 'Payments for clinics; we just closed our Series A.' });
      const analysis = analysisWith({
        audienceId:
          'Investors who hear "Payments for clinics; we just closed our Series A.." You meet them often.',
      });
      expect(found('doubled-punctuation', answers, analysis)).toEqual([
        expect.objectContaining({ where: 'audienceId' }),
      ]);
    });

    it('When punctuation is an ellipsis, an abbreviation before a comma, or inside the user text, then nothing is found', () => {
      const answers = answersWith({ whatBuilding: 'Cloud costs, made legible.. finally' });
      const analysis = analysisWith({
        audienceId:
          'Wait for it... Theory, COS and A.P.C., all quiet. You said: Cloud costs, made legible.. finally',
      });
      expect(found('doubled-punctuation', answers, analysis)).toEqual([]);
    });
  });

  describe('article', () => {
    it('When "a" comes before a vowel sound or "an" before a consonant sound, then each is found', () => {
      const analysis = analysisWith({
        audienceId: 'As a advertising lead you speak to an user who needs a MBA-level brief.',
      });
      expect(found('article', answersWith(), analysis)).toHaveLength(3);
    });

    it('When the user\'s text that began with "A" is pasted mid-sentence, then the capital article is found', () => {
      const answers = answersWith({ whatBuilding: 'A B2B payments platform' });
      const analysis = analysisWith({ brandSummary: 'You are building A B2B payments platform.' });
      expect(found('article', answers, analysis)).toEqual([
        expect.objectContaining({ where: 'brandSummary' }),
      ]);
    });

    it('When the article fits the sound (an hour, a user, a one-off, an MBA, a B2B, plan A), then nothing is found', () => {
      const analysis = analysisWith({
        audienceId:
          'In an hour a user with a one-off question, an MBA and a B2B product meets an 8-person team. A calm plan A helps.',
      });
      expect(found('article', answersWith(), analysis)).toEqual([]);
    });

    it('When words are read aloud, then their first sound decides the article', () => {
      const vowelSounds = ['hour', 'MBA', 'honest', '8-week', 'umbrella', 'SVP', 'idea', '11'];
      const consonantSounds = ['user', 'one-off', 'unique', 'European', 'B2B', 'CEO', 'historic', '100'];
      expect(vowelSounds.filter((word) => !startsWithVowelSound(word))).toEqual([]);
      expect(consonantSounds.filter((word) => startsWithVowelSound(word))).toEqual([]);
    });
  });

  describe('recased-user-text', () => {
    const answers = answersWith({ occupation: 'Founder & CEO' });

    it("When the user's words are re-cased mid-sentence, then it is found", () => {
      const analysis = analysisWith({ brandSummary: 'As a founder & ceo in software, you lead by editing.' });
      expect(found('recased-user-text', answers, analysis)).toEqual([
        expect.objectContaining({ where: 'brandSummary', detail: expect.stringContaining('founder & ceo') }),
      ]);
    });

    it('When only the first letter changes to fit the sentence, then nothing is found', () => {
      const analysis = analysisWith({ brandSummary: 'As a founder & CEO in software, you lead by editing.' });
      expect(found('recased-user-text', answers, analysis)).toEqual([]);
    });
  });

  describe('repeated-sentence', () => {
    it('When a sentence appears twice in a field or comes back in another narrative field, then each is found', () => {
      const sentence = 'Soft structure keeps you approachable.';
      const analysis = analysisWith({
        brandSummary: `${sentence} You lead calmly. ${sentence}`,
        styleStrategy: `Anchor every outfit in one neutral. ${sentence}`,
      });
      expect(found('repeated-sentence', answersWith(), analysis).map((violation) => violation.where)).toEqual(
        ['brandSummary', 'styleStrategy'],
      );
    });

    it('When sentences only share words, then nothing is found', () => {
      const analysis = analysisWith({
        brandSummary: 'Soft structure keeps you approachable. Soft color keeps you approachable too.',
      });
      expect(found('repeated-sentence', answersWith(), analysis)).toEqual([]);
    });
  });

  describe('unfinished-template', () => {
    it.each([
      ['a placeholder', 'Your {season} palette suits you.'],
      ['undefined', 'You work in undefined.'],
      ['null', 'Your icon is null.'],
      ['NaN', 'The capsule costs $NaN.'],
      ['an object', 'Your colours: [object Object].'],
      ['a doubled space', 'Wear soft  structure.'],
    ])('When the text holds %s, then it is found', (_, text) => {
      expect(found('unfinished-template', answersWith(), analysisWith({ styleStrategy: text }))).toEqual([
        expect.objectContaining({ where: 'styleStrategy' }),
      ]);
    });

    it('When the text is finished, then nothing is found', () => {
      const analysis = analysisWith({ styleStrategy: 'Wear soft structure; nothing is left unsaid.' });
      expect(found('unfinished-template', answersWith(), analysis)).toEqual([]);
    });
  });

  describe('british-spelling', () => {
    it.each([
      ['colour', 'Your colour story is soft and cool.', 'color'],
      ['a palette name', 'Anchor the look in Dove Grey and ink.', 'Gray'],
      ['jewellery', 'Keep jewellery quiet: one silver pendant.', 'jewelry'],
      ['favourite', 'Your favourite knit works in every season.', 'favorite'],
      ['personalised', 'A personalised plan for your week.', 'personalized'],
      ['an -ise verb', 'Prioritise fit before brand.', 'Prioritize'],
      ['centre', 'Put one piece at the centre of the outfit.', 'center'],
      ['behaviour', 'Investors read behaviour before slides.', 'behavior'],
      ['programme', 'A programme of six events.', 'program'],
      ['whilst', 'Stay warm whilst you pack light.', 'while'],
    ])('When the text writes %s, then it is found with its American form', (_, text, american) => {
      expect(found('british-spelling', answersWith(), analysisWith({ styleStrategy: text }))).toEqual([
        expect.objectContaining({ where: 'styleStrategy', detail: expect.stringContaining(`"${american}"`) }),
      ]);
    });

    it('When the same words are spelled the American way, then nothing is found', () => {
      const analysis = analysisWith({
        styleStrategy:
          'Your favorite colors center on dove gray; a personalized program, jewelry kept quiet, cancelled plans and analyses welcome.',
      });
      expect(found('british-spelling', answersWith(), analysis)).toEqual([]);
    });

    it("When a British spelling is the user's own words or a proper name, or part of a longer word, then nothing is found", () => {
      const answers = answersWith({ avoidWearing: 'grey suits and colourful prints' });
      const analysis = analysisWith({
        styleStrategy:
          'You avoid "grey suits and colourful prints"; dress like Jean Grey, lean as a Greyhound.',
        styleIcon: { ...analysisWith().styleIcon, name: 'Jean Grey' },
      });
      expect(found('british-spelling', answers, analysis)).toEqual([]);
    });
  });

  it("When the analysis echoes the user's own answers in the profile, then their text is not audited", () => {
    const analysis = analysisWith({
      personalityProfile: { ...analysisWith().personalityProfile, whatBuilding: 'a app for {teams}..  ' },
    });
    expect(kindsOf(answersWith({ whatBuilding: 'a app for {teams}..  ' }), analysis)).toEqual([]);
  });
});

describe('the answers of issue 19 and of the census', () => {
  it('When the two people of the issue are read by the questionnaire schema, then both parse unchanged', () => {
    for (const answers of [buildFintechFounderAnswers(), buildCreativeDirectorAnswers()]) {
      expect(questionnaireAnswersSchema.parse(answers)).toEqual(answers);
    }
  });

  it('When answer sets are generated for the census, then every one parses', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        expect(questionnaireAnswersSchema.safeParse(answers).error).toBeUndefined();
      }),
      { seed: 19, numRuns: 300 },
    );
  });
});
