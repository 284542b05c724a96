import { MANIFESTO_SECTIONS } from '@uniform/contracts';
import {
  INITIAL_WIZARD,
  isComplete,
  restoreWizard,
  sectionHistory,
  sectionStatuses,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from './wizard';

const at = new Date('2026-11-23T10:00:00Z');
const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);
const started = run(INITIAL_WIZARD, {
  type: 'started',
  message: 'Welcome. Where does it begin?',
  engine: 'offline',
  at,
});
const answer = (content: string): WizardAction => ({ type: 'sent', content, at });
const reply = (message: string, sectionContent?: string): WizardAction => ({
  type: 'replied',
  at,
  response: { message, sectionComplete: sectionContent !== undefined, sectionContent, engine: 'offline' },
});

describe('manifesto wizard', () => {
  test('When the wizard starts, then the conversation opens on section 0 with the opening message', () => {
    expect(started.phase).toBe('conversation');
    expect(started.currentSection).toBe(0);
    expect(started.messages.map((m) => [m.type, m.content])).toEqual([
      ['assistant', 'Welcome. Where does it begin?'],
    ]);
    expect(sectionHistory(started)).toEqual([
      expect.objectContaining({ type: 'assistant', content: 'Welcome. Where does it begin?' }),
    ]);
  });

  test('When a section completes, then it is kept and the next section’s history starts with the message that opened it', () => {
    const state = run(
      started,
      answer('Oaxaca, long ago'),
      reply('And the story?'),
      answer('The oven'),
      reply('Next: Mission. Why?', 'Our story began in Oaxaca.'),
    );
    expect(state.completed).toEqual([{ ...MANIFESTO_SECTIONS[0], content: 'Our story began in Oaxaca.' }]);
    expect(state.currentSection).toBe(1);
    expect(sectionHistory(state).map((m) => m.content)).toEqual(['Next: Mission. Why?']);
    expect(state.messages).toHaveLength(5);
    expect(sectionStatuses(state).map((s) => s.status)).toEqual([
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  test('When all seven sections complete, then the wizard is complete, stays on the last section and then shows the manifesto', () => {
    let state = started;
    for (const section of MANIFESTO_SECTIONS)
      state = run(state, answer(`About ${section.id}`), reply('Thanks', `We wrote ${section.id}.`));
    expect(isComplete(state)).toBe(true);
    expect(state.currentSection).toBe(6);
    expect(state.completed.map((s) => s.id)).toEqual(MANIFESTO_SECTIONS.map((s) => s.id));
    // A late reply after the last section changes nothing.
    expect(run(state, reply('Extra', 'x'))).toBe(state);
    const final = run(state, { type: 'generated', manifesto: '# Our Family Manifesto', engine: 'offline' });
    expect(final.phase).toBe('final');
    expect(final.manifesto).toBe('# Our Family Manifesto');
  });

  test('When sending fails, then the answer leaves the conversation', () => {
    const state = run(started, answer('Oaxaca'), { type: 'send-failed' });
    expect(state.messages).toEqual(started.messages);
    // Only a trailing answer is removed.
    expect(run(started, { type: 'send-failed' })).toBe(started);
  });

  test('When the wizard restarts, then everything is reset to the intro', () => {
    expect(run(started, answer('Oaxaca'), { type: 'restart' })).toEqual(INITIAL_WIZARD);
  });

  test('When a stored wizard is read back, then a valid one resumes and anything else starts over', () => {
    const state = run(started, answer('Oaxaca'), reply('And then?'));
    expect(restoreWizard(JSON.stringify(state))).toEqual(state);
    expect(restoreWizard(null)).toEqual(INITIAL_WIZARD);
    expect(restoreWizard('{not json')).toEqual(INITIAL_WIZARD);
    expect(restoreWizard(JSON.stringify({ ...state, currentSection: 9 }))).toEqual(INITIAL_WIZARD);
    expect(restoreWizard(JSON.stringify({ ...state, sectionStart: 99 }))).toEqual(INITIAL_WIZARD);
  });
});
