import { MAX_UPCOMING_EVENTS, upcomingEvents } from '@uniform/style-engine';
import { founderAnalysis } from '../../../testing/personas';
import { namedEvents } from './named-events';

describe('namedEvents', () => {
  test('When the user named more events than the brand summary shows, then every one is listed in their order with the engine outfit', () => {
    const analysis = founderAnalysis();
    const environments = analysis.personalityProfile.environments!;
    expect(environments.length).toBeGreaterThan(MAX_UPCOMING_EVENTS);

    const events = namedEvents(analysis);

    expect(events.map((event) => event.title)).toEqual([
      'Investor Pitch',
      'Industry Conference',
      'Industry Dinner',
      'Board offsite',
    ]);
    const shown = upcomingEvents(environments);
    for (const event of shown) {
      expect(events.find((own) => own.id === event.id)).toMatchObject({
        title: event.title,
        outfitType: event.outfitType,
      });
    }
    expect(events.find((event) => event.title === 'Board offsite')?.outfitType).toBe('pitchMeeting');
  });

  test('When an event is named twice or left blank, then it is listed once and blanks are skipped', () => {
    const analysis = founderAnalysis();
    const events = namedEvents({
      personalityProfile: {
        ...analysis.personalityProfile,
        environments: ['Conferences', ' ', 'conferences', 'Book club'],
      },
    });
    expect(events.map((event) => event.title)).toEqual(['Industry Conference', 'Book club']);
    expect(events[1]!.outfitType).toBe('networking');
  });
});
