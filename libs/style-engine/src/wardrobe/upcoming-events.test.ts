import { DEFAULT_DATE_LABELS, upcomingEvents } from './upcoming-events';

describe('upcomingEvents', () => {
  test('When there are no environments, then there are no events', () => {
    expect(upcomingEvents([])).toEqual([]);
  });

  test('When the environments are all custom, then the first three get the default labels in order', () => {
    const events = upcomingEvents(['Book launch', 'Gallery opening', 'Board review', 'Yoga retreat']);

    expect(events.map((event) => event.dateLabel)).toEqual(['This Week', 'This Weekend', 'Next Week']);
    expect(DEFAULT_DATE_LABELS).toEqual([
      'This Week',
      'This Weekend',
      'Next Week',
      'This Month',
      'Next Month',
    ]);
    expect(events.map((event) => event.title)).toEqual(['Book launch', 'Gallery opening', 'Board review']);
    expect(events[2]!.outfitType).toBe('pitchMeeting');
  });

  test('When base events are chosen, then they get their own titles, labels and outfits, one of each outfit first', () => {
    const events = upcomingEvents([
      'Office work',
      'Team meetings',
      'Investor pitches',
      'Weekend social',
      'Conferences',
    ]);

    expect(events).toEqual([
      { id: 'office-work', title: 'Office Day', dateLabel: 'This Week', outfitType: 'conference' },
      { id: 'weekend-social', title: 'Weekend Social', dateLabel: 'This Weekend', outfitType: 'networking' },
      { id: 'investor-pitches', title: 'Investor Pitch', dateLabel: 'Next Week', outfitType: 'pitchMeeting' },
    ]);
  });

  test('When environments repeat in another case or are blank, then each counts once and at most 3 come back', () => {
    const events = upcomingEvents([
      'Conferences',
      'conferences',
      ' ',
      'Speaking engagements',
      'Video calls',
      'Date nights',
    ]);

    expect(events).toHaveLength(3);
    expect(new Set(events.map((event) => event.id)).size).toBe(3);
    expect(events.map((event) => event.title)).toEqual(['Video Call', 'Date Night', 'Industry Conference']);
  });

  test('When the chosen events fall on different dates, then they are listed soonest first whatever the answer order', () => {
    const events = upcomingEvents(['Networking events', 'Conferences', 'Industry dinners', 'Yoga retreat']);

    expect(events.map((event) => `${event.title} · ${event.dateLabel}`)).toEqual([
      'Networking Event · Next Week',
      'Industry Dinner · This Month',
      'Industry Conference · Next Month',
    ]);
  });

  test('When a custom event has no letters to build an id from, then it gets a positional id', () => {
    expect(upcomingEvents(['展示会'])).toEqual([
      { id: 'event-1', title: '展示会', dateLabel: 'This Week', outfitType: 'networking' },
    ]);
  });
});
