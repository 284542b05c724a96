import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TooltipProvider } from '../shared/ui/Tooltip';
import { NAV_LINKS } from '../shared/content/navigation';
import { formatLongDate } from '../shared/lib/dates';
import { AppRoutes } from './router';

/**
 * Renders a route the way the browser would, in node without a DOM: the first render asks for the
 * page's lazily loaded code (showing the loading state meanwhile), the next one, once it is here,
 * renders the page.
 */
async function render(path: string): Promise<string> {
  const once = () =>
    renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <TooltipProvider>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </TooltipProvider>
      </QueryClientProvider>,
    );
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const html = once();
    if (!html.includes('Loading…')) return html;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${path} never finished loading its page`);
}

/** The visible text: tags dropped (not spaced, so inline elements keep their words together). */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
const h2s = (html: string) => [...html.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((m) => m[1]);

describe('routes', () => {
  test.each([
    ['/onboarding', 'Build Your Style Profile'],
    ['/dashboard', 'Your Style Dashboard'],
    ['/getup', 'Getup'],
    ['/personality-quiz', 'Personality Quiz'],
    ['/family-manifesto', 'Family Manifesto'],
    ['/meditation', 'The Still Core'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/no-such-page', 'Page Not Found'],
  ])(
    'When %s is opened, then its page renders with the heading "%s" inside the site header and footer',
    async (path, heading) => {
      const html = await render(path);
      expect(h1(html)).toBe(heading);
      expect(html).toContain('aria-label="Main"');
      expect(html).toContain('href="/terms"');
      expect(html).toContain('href="/privacy"');
    },
  );

  test('When the home page is opened, then the landing page renders', async () => {
    expect(h1(await render('/'))).toBe('Your style is your strategy.');
  });

  test('When /onboarding is opened, then step 1 of 15 asks the human check with Previous disabled and no Skip', async () => {
    const html = await render('/onboarding');
    const words = text(html);
    expect(words).toContain('Step 1 of 15');
    expect(words).toMatch(/What is ([1-9]|10) \+ ([1-9]|10)\?/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*?Previous<\/button>/);
    expect(html).not.toMatch(/>Skip<\/button>/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Continue/);
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="7"/);
  });

  test('When the header renders, then /meditation is labelled Still Core', () => {
    expect(NAV_LINKS.find((link) => link.to === '/meditation')?.label).toBe('Still Core');
  });

  test('When /terms is opened, then it shows ten sections and today as the last update', async () => {
    const html = await render('/terms');
    expect(h2s(html)).toHaveLength(10);
    expect(text(html)).toContain(`Last updated ${formatLongDate(new Date())}`);
  });

  test('When /privacy is opened, then the inquiry form has its labels, placeholder, 4-row message and submit button', async () => {
    const html = await render('/privacy');
    const words = text(html);
    for (const label of ['Email', 'Inquiry type', 'Message']) {
      expect(html).toMatch(new RegExp(`<label[^>]*for="inquiry-[a-z]+">${label}</label>`));
    }
    expect(words).toContain('Select inquiry type');
    expect(html).toMatch(/<input[^>]*id="inquiry-email"[^>]*type="email"/);
    expect(html).toMatch(/<textarea[^>]*rows="4"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Submit Inquiry<\/button>/);
  });

  test('When an unknown path is opened, then the hint names it', async () => {
    expect(text(await render('/no-such-page'))).toContain('No route matches "/no-such-page"');
  });
});
