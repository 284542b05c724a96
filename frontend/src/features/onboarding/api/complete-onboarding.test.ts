import { buildInsufficientAnalysis, type Analysis, type QuestionnaireAnswers } from '@uniform/contracts';
import { completeOnboarding, INCOMPLETE_ANALYSIS_MESSAGE } from './complete-onboarding';

/** A full analysis as the service would answer it: no archetype selection asked for. */
const { showArchetypeSelection: _placeholderOnly, ...empty } = buildInsufficientAnalysis();
const ANALYSIS: Analysis = {
  ...empty,
  styleArchetype: 'The Quiet Strategist',
  styleLanguage: ['precise', 'warm'],
};

function fakes(response: unknown = ANALYSIS) {
  const stored: Analysis[] = [];
  const storedAnswers: QuestionnaireAnswers[] = [];
  const calls: QuestionnaireAnswers[] = [];
  return {
    stored,
    storedAnswers,
    calls,
    deps: {
      analyze: async (answers: QuestionnaireAnswers) => {
        calls.push(answers);
        return response;
      },
      store: {
        set: (analysis: Analysis, answers: QuestionnaireAnswers) => {
          stored.push(analysis);
          storedAnswers.push(answers);
        },
      },
    },
  };
}

const coloring: QuestionnaireAnswers = {
  skinTone: 'Olive',
  hairColor: ['Black', 'Grey / Silver'],
  eyeColor: 'Dark Brown',
  veinColor: 'green',
  sunReaction: 'tan',
  jewelryPreference: 'gold',
};

describe('completing the questionnaire (spec 1 §4)', () => {
  test('When neither the colouring group nor any preference list is given, then no call is made and the placeholder is stored', async () => {
    const { deps, calls, stored } = fakes();
    const answers: QuestionnaireAnswers = {
      whatBuilding: 'A ceramics studio',
      budget: 1000,
      zipCode: '94110',
    };

    const result = await completeOnboarding(answers, deps);

    expect(calls).toEqual([]);
    expect(result.placeholder).toBe(true);
    expect(stored).toEqual([result.analysis]);
    expect(result.analysis.showArchetypeSelection).toBe(true);
    expect(result.analysis.styleLanguage).toEqual([]);
    expect(result.analysis.brandRecommendations).toEqual([]);
  });

  test('When the colouring group is incomplete and the preference lists are empty, then it is still the placeholder', async () => {
    const { deps, calls } = fakes();
    const { jewelryPreference: _missing, ...partial } = coloring;
    const result = await completeOnboarding({ ...partial, coreValues: [], environments: [] }, deps);
    expect(calls).toHaveLength(0);
    expect(result.placeholder).toBe(true);
  });

  test('When the whole colouring group is given, then the analysis is requested and stored with the answers', async () => {
    const { deps, calls, stored, storedAnswers } = fakes();
    const result = await completeOnboarding({ ...coloring }, deps);
    expect(calls).toEqual([coloring]);
    expect(result.placeholder).toBe(false);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.styleArchetype).toBe(ANALYSIS.styleArchetype);
    expect(storedAnswers).toEqual([coloring]);
  });

  test.each(['styleFilms', 'styleMusic', 'environments', 'coreValues'] as const)(
    'When only %s is non-empty, then the analysis is requested',
    async (field) => {
      const { deps, calls } = fakes();
      const value = {
        styleFilms: ['bold and glam'],
        styleMusic: ['edgy and hype'],
        environments: ['Office work'],
        coreValues: ['Joy', 'Faith', 'Wisdom'],
      }[field];
      await completeOnboarding({ [field]: value }, deps);
      expect(calls).toHaveLength(1);
    },
  );

  test('When the service answers something that is not an analysis, then it fails and nothing is stored', async () => {
    const { deps, stored } = fakes({ styleArchetype: 42 });
    await expect(completeOnboarding({ ...coloring }, deps)).rejects.toThrow(INCOMPLETE_ANALYSIS_MESSAGE);
    expect(stored).toEqual([]);
  });

  test('When the call fails, then the error reaches the caller and nothing is stored', async () => {
    const { deps, stored } = fakes();
    deps.analyze = async () => {
      throw new Error('503: {"message":"The analysis service is busy"}');
    };
    await expect(completeOnboarding({ ...coloring }, deps)).rejects.toThrow('503');
    expect(stored).toEqual([]);
  });
});
