import { BASE_EVENTS } from '@uniform/contracts';
import { suggestEvents, uniqueEvents } from './event-suggestions';

describe('event suggestions of step 8 (spec 1 §9)', () => {
  test('When nothing is known about the work, then the 12 base events are offered', () => {
    expect(BASE_EVENTS).toHaveLength(12);
    expect(suggestEvents()).toEqual([...BASE_EVENTS]);
    expect(suggestEvents('Artist', 'Fine art')).toEqual([...BASE_EVENTS]);
  });

  test('When the occupation names a manager, lead, senior or corporate role, then team meetings, project presentations and professional conferences are offered once each', () => {
    for (const occupation of ['Product Manager', 'Tech lead', 'Senior designer', 'Corporate counsel']) {
      const events = suggestEvents(occupation, '');
      expect(events).toEqual(expect.arrayContaining(['Project presentations', 'Professional conferences']));
      expect(events.filter((event) => event === 'Team meetings')).toHaveLength(1);
    }
  });

  test('When the work is in sales, consulting, business development, or an executive or director role, then business travel and client visits are offered', () => {
    for (const [occupation, industry] of [
      ['Account executive', 'SaaS'],
      ['Independent consultant', ''],
      ['Head of business development', ''],
      ['Creative Director', 'Fashion'],
      ['', 'Sales'],
    ]) {
      expect(suggestEvents(occupation, industry)).toEqual(
        expect.arrayContaining(['Business travel', 'Client visits']),
      );
    }
  });

  test.each([
    ['CEO', '', 'Board meetings'],
    ['Co-founder', '', 'Media interviews'],
    ['Sales rep', '', 'Trade shows'],
    ['Lawyer', 'Legal', 'Court appearances'],
    ['Doctor', '', 'Medical conferences'],
    ['Teacher', 'Education', 'Classroom teaching'],
    ['Software engineer', '', 'Design reviews'],
    ['Student', '', 'Career fairs'],
    ['Nurse', 'Healthcare', 'Patient care'],
    ['Analyst', 'Finance', 'Client dinners'],
    ['Store owner', 'Retail', 'Store floor'],
  ])('When the occupation is %p in %p, then %p is suggested', (occupation, industry, event) => {
    expect(suggestEvents(occupation, industry)).toContain(event);
  });

  test('When keywords come in any letter case or as the start of a longer word, then they still count', () => {
    expect(suggestEvents('ENGINEERING MANAGER', '')).toEqual(
      expect.arrayContaining(['Design reviews', 'Project presentations']),
    );
  });

  test('When a keyword is only inside another word, then it does not count', () => {
    // "misleading" contains "lead", "presales" contains "sales": neither starts a word.
    expect(suggestEvents('Misleading', 'Presales')).toEqual([...BASE_EVENTS]);
  });

  test('When several rules add the same event, then it appears once, in its first place', () => {
    const events = suggestEvents('Founder and sales director', 'Finance');
    expect(new Set(events).size).toBe(events.length);
    expect(events.slice(0, 12)).toEqual([...BASE_EVENTS]);
    expect(events.indexOf('Board meetings')).toBe(12);
  });

  test('When events repeat in another letter case or with spaces, then the first spelling is kept', () => {
    expect(uniqueEvents(['Office work', 'office WORK', ' Office work ', 'Gallery openings', ''])).toEqual([
      'Office work',
      'Gallery openings',
    ]);
  });
});
