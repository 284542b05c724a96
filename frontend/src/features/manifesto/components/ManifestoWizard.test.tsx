/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MANIFESTO_SECTIONS, type ManifestoRespondRequest, type OperationId } from '@uniform/contracts';
import { operationOf } from '../../../testing/operations';
import FamilyManifestoPage from '../routes/FamilyManifestoPage';
import { Toaster } from '../../../shared/ui/Toaster';
import { TooltipProvider } from '../../../shared/ui/Tooltip';
import { dismissToast } from '../../../shared/ui/use-toast';
import { MANIFESTO_STORAGE_KEY } from '../lib/storage';

/**
 * The page at the browser's edge: fetch answers like the manifesto service (a section completes on
 * its second answer here), every call recorded, and any call can be held open or failed.
 */
function fakeService() {
  const calls: { operation: OperationId; body: unknown }[] = [];
  const failures = new Set<OperationId>();
  let hold: Promise<void> | null = null;
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const operation = operationOf(input, init.method);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ operation, body });
    if (hold) await hold;
    await new Promise((resolve) => setTimeout(resolve, 0));
    const failed = failures.delete(operation);
    const answer = failed ? { message: 'Down', code: 'INTERNAL' } : route(operation, body);
    const text = JSON.stringify(answer);
    return {
      ok: !failed,
      status: failed ? 500 : 200,
      statusText: failed ? 'Internal Server Error' : 'OK',
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as unknown as Response;
  };
  const route = (operation: OperationId, body: unknown) => {
    if (operation === 'manifestoStart')
      return { message: 'Welcome. Where does your story begin?', engine: 'offline' };
    if (operation === 'manifestoRespond') {
      const request = body as ManifestoRespondRequest;
      const answered = (request.conversationHistory ?? []).filter((m) => m.type === 'user').length + 1;
      const title = MANIFESTO_SECTIONS[request.currentSection]!.title;
      return answered >= 2
        ? {
            message: `${title} is written. Next question?`,
            sectionComplete: true,
            sectionContent: `We wrote **${title}**: ${request.message}`,
            engine: 'offline',
          }
        : { message: `Tell me more about ${title}.`, sectionComplete: false, engine: 'offline' };
    }
    return {
      manifesto: '# Our Family Manifesto\n\n## Origins\n\n<b>not bold</b> and *ours*.',
      engine: 'offline',
    };
  };
  return {
    fetch,
    calls,
    fail: (operation: OperationId) => failures.add(operation),
    holdCalls() {
      let release = () => {};
      hold = new Promise<void>((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

let api: ReturnType<typeof fakeService>;
beforeAll(() => {
  (window.HTMLElement.prototype as unknown as { scrollIntoView: () => void }).scrollIntoView = () =>
    undefined;
});
beforeEach(() => {
  api = fakeService();
  (globalThis as { fetch?: unknown }).fetch = api.fetch;
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  dismissToast();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <FamilyManifestoPage />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
}

const toast = (text: string) => screen.findByText(text, { selector: 'li *, li' });
const respondCalls = () => api.calls.filter((c) => c.operation === 'manifestoRespond');

/** Types an answer the fast way (pasted) and sends it with Enter. */
async function say(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByLabelText('Your answer'));
  await user.paste(text);
  await user.keyboard('{Enter}');
}

async function begin() {
  const user = userEvent.setup({ delay: null });
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Start Your Manifesto' }));
  await screen.findByText('Welcome. Where does your story begin?', { exact: false });
  return user;
}

describe('Family manifesto page', () => {
  test('When the family answers with Enter, then Shift+Enter is a new line, empty text is never sent and the history is the section’s', async () => {
    const user = await begin();
    const box = screen.getByLabelText('Your answer');
    expect(document.activeElement).toBe(box);
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect((box as HTMLTextAreaElement).value).toBe('First line\nsecond line');
    expect(respondCalls()).toHaveLength(0);
    await user.keyboard('{Enter}');
    await screen.findByText('Tell me more about Origins.');
    expect(respondCalls()[0]!.body).toEqual({
      message: 'First line\nsecond line',
      currentSection: 0,
      conversationHistory: [
        expect.objectContaining({ type: 'assistant', content: 'Welcome. Where does your story begin?' }),
      ],
    });
    await user.type(box, '   {Enter}');
    expect(respondCalls()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send answer' })).toHaveProperty('disabled', true);
  });

  test('When an answer is on its way, then nothing else is sent until the reply comes', async () => {
    const user = await begin();
    const box = screen.getByLabelText('Your answer');
    const release = api.holdCalls();
    await say(user, 'Our grandparents came from Oaxaca.');
    await say(user, 'And a second thought');
    expect(respondCalls()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send answer' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Skip' })).toHaveProperty('disabled', true);
    release();
    await screen.findByText('Tell me more about Origins.');
    expect((box as HTMLTextAreaElement).value).toBe('And a second thought');
  }, 30_000);

  test('When all seven sections are completed, then the manifesto is generated at once and shown safely, with download, copy and restart', async () => {
    const user = await begin();
    for (const [index, section] of MANIFESTO_SECTIONS.entries()) {
      await say(user, `About ${section.id}, part one`);
      await screen.findByText(`Tell me more about ${section.title}.`);
      await say(user, `About ${section.id}, part two`);
      if (index < MANIFESTO_SECTIONS.length - 1) {
        await screen.findByText(`${section.title} is written. Next question?`);
        const done = within(screen.getByTestId('completed-sections')).getAllByRole('listitem');
        expect(done).toHaveLength(index + 1);
        expect(
          screen.getByRole('progressbar', { name: 'Sections completed' }).getAttribute('aria-valuenow'),
        ).toBe(String(index + 1));
      }
    }
    await screen.findByRole('heading', { level: 1, name: 'Your Family Manifesto' });
    const generate = api.calls.filter((c) => c.operation === 'manifestoGenerate');
    expect(generate).toHaveLength(1);
    const sent = (generate[0]!.body as { sections: { id: string; content: string }[] }).sections;
    expect(sent.map((s) => s.id)).toEqual(MANIFESTO_SECTIONS.map((s) => s.id));
    expect(sent[6]!.content).toBe('We wrote **Future**: About future, part two');
    // Rendered as elements: the markup in the text is shown as text, never parsed as HTML.
    const article = screen.getByRole('article', { name: 'Family manifesto' });
    expect(article.querySelector('b')).toBeNull();
    expect(article.textContent).toContain('<b>not bold</b>');
    expect(article.querySelector('em')?.textContent).toBe('ours');

    const createObjectURL = jest.fn(() => 'blob:manifesto');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Download (.md)' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^family-manifesto-\d{4}-\d{2}-\d{2}\.md$/,
    );
    await toast('Downloaded!');

    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('# Our Family Manifesto'));
    await toast('Copied!');

    await user.click(screen.getByRole('button', { name: 'Start a new manifesto' }));
    expect(screen.getByRole('button', { name: 'Start Your Manifesto' })).toBeTruthy();
    expect(window.sessionStorage.getItem(MANIFESTO_STORAGE_KEY)).toBeNull();
    click.mockRestore();
  }, 30_000);

  test('When a call fails, then each of the three error toasts shows', async () => {
    const user = userEvent.setup({ delay: null });
    api.fail('manifestoStart');
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Start Your Manifesto' }));
    await toast('Failed to start the manifesto wizard. Please try again.');

    await user.click(screen.getByRole('button', { name: 'Start Your Manifesto' }));
    await screen.findByText('Welcome. Where does your story begin?', { exact: false });
    api.fail('manifestoRespond');
    const box = screen.getByLabelText('Your answer');
    await say(user, 'We come from Galicia.');
    await toast('Failed to send message. Please try again.');
    expect((box as HTMLTextAreaElement).value).toBe('We come from Galicia.');
    // Skipping with the button leaves what is typed in the box alone.

    api.fail('manifestoGenerate');
    for (const section of MANIFESTO_SECTIONS) {
      await user.click(screen.getByRole('button', { name: 'Skip' }));
      await screen.findByText(`Tell me more about ${section.title}.`);
      await user.click(screen.getByRole('button', { name: 'Skip' }));
      await screen.findByText(`${section.title} is written. Next question?`);
    }
    await toast('Failed to generate final manifesto. Please try again.');
    expect((box as HTMLTextAreaElement).value).toBe('We come from Galicia.');
    await user.click(await screen.findByRole('button', { name: 'Generate my manifesto' }));
    await screen.findByRole('heading', { level: 1, name: 'Your Family Manifesto' });
  }, 30_000);
});
