import { MANIFESTO_SECTIONS, type ManifestoSection } from '@uniform/contracts';
import { ECHO_WORDS, FAMILY_ANSWERS, FOLLOW_UPS } from '../../tests/support/manifesto-context';
import { longestSharedRun, proseProblems, questionsIn } from '../../tests/support/prose-checks';
import { builtInReply, composeManifesto, markdownProse } from './built-in-engine';
import { openingMessage, SECTION_SCRIPTS } from './interview-script';
import { nextTurn } from './interview-state';

const asHistory = (answers: readonly string[]) =>
  answers.flatMap((content) => [
    { type: 'assistant' as const, content: 'q' },
    { type: 'user' as const, content },
  ]);

/** The interviewer's reply to the first answer of a section. */
const replyTo = (section: number, answer: string) =>
  builtInReply(section, nextTurn(section, [], answer)).message;

describe('built-in interviewer', () => {
  test('When the conversation opens, then it welcomes the family and asks the first Origins question', () => {
    const message = openingMessage();
    expect(message).toMatch(/seven sections/);
    expect(message).toContain(SECTION_SCRIPTS[0]!.questions[0]);
  });

  test.each(FOLLOW_UPS)(
    'When section %i is answered "%s", then the next question picks up "%s" without reading the answer back',
    (section, answer, pickedUp) => {
      const reply = builtInReply(section, nextTurn(section, [], answer));
      expect(reply.sectionComplete).toBe(false);
      expect(reply.message).toContain(pickedUp);
      expect(reply.message).toMatch(/\?/);
      expect(longestSharedRun(answer, reply.message)).toBeLessThan(ECHO_WORDS);
    },
  );

  test('When two families answer the same question differently, then they are asked different questions', () => {
    for (const section of [0, 1, 2]) {
      const [first, second] = FOLLOW_UPS.filter(([s]) => s === section).map(([, answer]) => answer);
      expect(questionsIn(replyTo(section, first!))).not.toEqual(questionsIn(replyTo(section, second!)));
    }
  });

  test('When every answer of a section names the same thing, then no question is asked twice', () => {
    const answers = [
      'My grandmother Rosa crossed the ocean alone at nineteen.',
      'Grandma Rosa burned the Easter bread and my grandmother Rosa laughed about it.',
    ];
    const second = builtInReply(0, nextTurn(0, asHistory(answers.slice(0, 1)), answers[1]!)).message;
    const first = replyTo(0, answers[0]!);
    expect(first).toContain('your grandmother Rosa');
    expect(second).not.toContain('your grandmother Rosa');
    expect(second).not.toBe(first);
  });

  test('When an answer says nothing ("idk", "yes"), then a gentler, concrete question follows and nothing is built on it', () => {
    for (const vague of ['idk', 'Yes.', 'I don’t know']) {
      const reply = builtInReply(0, nextTurn(0, [], vague));
      expect(reply.sectionComplete).toBe(false);
      expect(reply.message).toMatch(/all right|no pressure/i);
      expect(reply.message).toContain(SECTION_SCRIPTS[0]!.gentle[0]);
      expect(reply.message.toLowerCase()).not.toContain(vague.toLowerCase().replace(/\.$/, ''));
    }
  });

  test('When the answer is short but says something, then the reply asks for a little more without moving on', () => {
    const reply = builtInReply(1, nextTurn(1, [], 'Service'));
    expect(reply).toEqual({ message: expect.stringMatching(/more/i), sectionComplete: false });
    expect(reply.message).toContain(SECTION_SCRIPTS[1]!.gentle[0]);
  });

  test('When an answer names nothing to pick up, then the next question is asked as written, after a thank-you', () => {
    const reply = replyTo(5, 'That pride costs more than an apology, every single time.');
    expect(reply).toMatch(/^(Thank you|That helps|I am glad)/);
    expect(reply).toContain(SECTION_SCRIPTS[5]!.questions[1]);
  });

  test('When each section is talked through with a family’s answers, then every section reads as prose in their voice', () => {
    MANIFESTO_SECTIONS.forEach((meta, index) => {
      const answers = FAMILY_ANSWERS[meta.id];
      const reply = builtInReply(index, nextTurn(index, asHistory(answers.slice(0, 2)), answers[2]));
      expect(reply.sectionComplete).toBe(true);
      expect(proseProblems(reply.sectionContent ?? '', answers)).toEqual([]);
    });
  });

  test('When a section completes, then its text is written from the answers and the next section begins', () => {
    const answers = [
      'My grandparents came from Oaxaca and I grew up hearing about their farm.',
      'The time Uncle Beto drove the wrong way to the wedding and arrived first.',
      'They carried faith and stubborn humour through every hard year.',
    ];
    const history = answers.slice(0, 2).flatMap((content) => [
      { type: 'assistant' as const, content: 'q' },
      { type: 'user' as const, content },
    ]);
    const reply = builtInReply(0, nextTurn(0, history, answers[2]!));
    expect(reply.sectionComplete).toBe(true);
    // Their words in the family's voice, the long first answer as two sentences.
    expect(reply.sectionContent).toContain(
      'Our grandparents came from Oaxaca. We grew up hearing about their farm.',
    );
    expect(reply.sectionContent).toContain('It is the story of the time when Uncle Beto drove the wrong way');
    expect(reply.sectionContent).toContain('faith and stubborn humour');
    expect(proseProblems(reply.sectionContent!, answers)).toEqual([]);
    expect(reply.message).toContain('Mission');
    expect(reply.message).toContain(SECTION_SCRIPTS[1]!.questions[0]);
  });

  test('When the values are a short list, then the culture section names them', () => {
    const history = [
      'Slow breakfasts on Saturdays with the radio on.',
      'Diwali at our aunt’s house every single year.',
    ].flatMap((content) => [
      { type: 'assistant' as const, content: 'q' },
      { type: 'user' as const, content },
    ]);
    const reply = builtInReply(2, nextTurn(2, history, 'Honesty, generosity and courage'));
    expect(reply.sectionContent).toContain('We choose to live by honesty, generosity and courage.');
  });

  test('When every question of a section is skipped, then the section says it is still being written', () => {
    const history = ['skip', 'skip'].flatMap((content) => [
      { type: 'assistant' as const, content: 'q' },
      { type: 'user' as const, content },
    ]);
    const reply = builtInReply(4, nextTurn(4, history, 'pass'));
    expect(reply.sectionContent).toMatch(/still being written/);
  });

  test('When the last section completes, then the reply says the manifesto is being written', () => {
    const history = ['We hope to run the bakery together.', 'That each of us finds work we love.'].flatMap(
      (content) => [
        { type: 'assistant' as const, content: 'q' },
        { type: 'user' as const, content },
      ],
    );
    const reply = builtInReply(6, nextTurn(6, history, 'Keep the table long and the door open.'));
    expect(reply.sectionComplete).toBe(true);
    expect(reply.message).toMatch(/all seven/);
  });
});

describe('composeManifesto', () => {
  const sections: ManifestoSection[] = MANIFESTO_SECTIONS.map((meta) => ({
    ...meta,
    content: `What we wrote about ${meta.id}.`,
  })).reverse();

  test('When all seven sections are sent in any order, then the Markdown has them in manifesto order', () => {
    const markdown = composeManifesto(sections, new Date('2026-11-23T10:00:00Z'));
    expect(markdown.startsWith('# Our Family Manifesto')).toBe(true);
    expect(markdown).toContain('November 23, 2026');
    const headings = [...markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual(MANIFESTO_SECTIONS.map((s) => s.title));
    expect(markdown).toContain('What we wrote about legacy.');
    expect(markdown).not.toMatch(/Still to be written/);
  });

  test('When some sections are missing, then the manifesto names what is still to be written', () => {
    const markdown = composeManifesto(sections.slice(-2), new Date('2026-11-23T10:00:00Z'));
    expect(markdown).toMatch(/Still to be written together: Culture, Geography, Conflict, Legacy, Future\./);
  });
});

describe('markdownProse', () => {
  test('When a family pastes markup or links, then the Markdown keeps them as literal text', () => {
    const prose = markdownProse(
      'We came from the coast <script>alert(1)</script>. Our motto is [click here](javascript:alert(1)) and ![x](file:///etc/passwd).',
    );
    expect(prose).toBe(
      'We came from the coast \\<script>alert(1)\\</script>. Our motto is click here (javascript:alert(1)) and x (file:///etc/passwd).',
    );
  });

  test('When a section title is sent with markup, then the heading is our own title for that section', () => {
    const markdown = composeManifesto(
      [{ id: 'origins', title: 'Origins <img src=x onerror=alert(1)>', description: '', content: 'Ours.' }],
      new Date('2026-11-23T10:00:00Z'),
    );
    expect(markdown).toContain('## Origins\n\nOurs.');
    expect(markdown).not.toContain('<img');
  });
});
