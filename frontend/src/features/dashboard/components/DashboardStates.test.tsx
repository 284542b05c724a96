/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { renderToString } from 'react-dom/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fallbackArchetypes } from '@uniform/style-engine';
import DashboardPage from '../routes/DashboardPage';
import { analysisStore } from '../../../shared/lib/analysis-store';
import { skipperAnalysis, teacherAnalysis } from '../../../testing/personas';
import { renderAt, setUpDashboardTests, openDashboard } from '../../../testing/render';

const { api } = setUpDashboardTests();
jest.setTimeout(30_000);
const toast = (text: string) => screen.findByText(text, { selector: 'li *, li' });

describe('Dashboard states', () => {
  test('When nobody has an analysis, then the page asks to complete one and Start Analysis goes to onboarding', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Style Dashboard' })).toBeTruthy();
    expect(screen.getByText('Complete Your Style Analysis')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Start Analysis' }));
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  test('When the stored analysis cannot be read yet (server render), then it says it is loading', () => {
    analysisStore.set(teacherAnalysis());
    const html = renderToString(<DashboardPage />);
    expect(html).toContain('Loading your style profile...');
    expect(html).toContain('Your Style Dashboard');
  });

  test('When the analysis is complete, then the full dashboard shows the header and the brand-summary tab', async () => {
    const analysis = teacherAnalysis();
    openDashboard(analysis);
    const header = screen.getByRole('banner', { name: '' });
    expect(within(header).getByText(analysis.styleArchetype)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Profile' })).toHaveProperty('disabled', true);
    expect(await screen.findByRole('tab', { name: 'Brand Summary', selected: true })).toBeTruthy();
  });

  test('When the dashboard opens, then the header draws first and the tabs come after it into a screen-tall place (issue 23: nothing moves)', async () => {
    const analysis = teacherAnalysis();
    openDashboard(analysis);
    const header = screen.getByRole('banner', { name: '' });
    expect(within(header).getByText(analysis.styleArchetype)).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    const place = header.nextElementSibling;
    expect(place?.getAttribute('aria-busy')).toBe('true');
    expect(place?.className).toContain('min-h-screen');

    expect(await screen.findByRole('tablist', { name: 'Dashboard sections' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Brand Summary', selected: true })).toBeTruthy();
  });
});

describe('Archetype-selection fallback (insufficient data)', () => {
  test('When each of the five insufficient conditions holds, then the fallback shows instead of the dashboard', async () => {
    const base = teacherAnalysis();
    const variants = [
      { ...base, showArchetypeSelection: true },
      { ...base, styleArchetype: 'Insufficient Data' },
      { ...base, styleIcon: { name: 'Unable to Determine', description: '' } },
      { ...base, colorAnalysis: { ...base.colorAnalysis, season: 'Insufficient Data' as const } },
      { ...base, brandSummary: 'We had Insufficient Information to read your style.' },
    ];
    for (const variant of variants) {
      analysisStore.set(variant);
      const view = renderAt(<DashboardPage />);
      expect(await screen.findByText('Choose Your Style Archetype')).toBeTruthy();
      expect(screen.queryByRole('tab', { name: 'Brand Summary' })).toBeNull();
      view.unmount();
    }
  });

  test('When the visitor picks an archetype and icon, then the icon waits for the archetype, resets when it changes, and the generated analysis replaces the placeholder', async () => {
    const user = userEvent.setup();
    analysisStore.set(skipperAnalysis());
    renderAt(<DashboardPage />);
    const [first, second] = fallbackArchetypes();

    const archetypeSelect = await screen.findByRole('combobox', { name: 'Style archetype' });
    const iconSelect = screen.getByRole('combobox', { name: 'Style icon' });
    await waitFor(() => expect(archetypeSelect).toHaveProperty('disabled', false));
    expect(iconSelect).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Generate My Style Profile' }));
    expect(await toast('Please select both an archetype and style icon')).toBeTruthy();
    expect(screen.getAllByText('Selection Required').length).toBeGreaterThan(0);
    expect(api().callsTo('styleAnalysisFallback')).toHaveLength(0);

    await user.click(archetypeSelect);
    await user.click(await screen.findByRole('option', { name: first!.name }));
    expect(iconSelect).toHaveProperty('disabled', false);
    await user.click(iconSelect);
    await user.click(await screen.findByRole('option', { name: first!.styleIcons[0]! }));
    expect(iconSelect.textContent).toContain(first!.styleIcons[0]);

    // Changing the archetype resets the icon.
    await user.click(archetypeSelect);
    await user.click(await screen.findByRole('option', { name: second!.name }));
    expect(iconSelect.textContent).toContain('Select a style icon');
    await user.click(iconSelect);
    await user.click(await screen.findByRole('option', { name: second!.styleIcons[1]! }));

    await user.click(screen.getByRole('button', { name: 'Generate My Style Profile' }));
    expect(await toast('Your personalized style profile has been created')).toBeTruthy();
    expect(api().callsTo('styleAnalysisFallback')[0]!.body).toMatchObject({
      selectedArchetype: second!.name,
      selectedStyleIcon: second!.styleIcons[1],
      basicUserData: { industry: 'Law', budget: 2000 },
    });
    expect(await screen.findByRole('tab', { name: 'Brand Summary' })).toBeTruthy();
    expect(analysisStore.get()?.styleArchetype).toBe(second!.name);
  });

  test('When the generation fails, then "Generation Failed" shows and the placeholder stays', async () => {
    const user = userEvent.setup();
    analysisStore.set(skipperAnalysis());
    api().fail('styleAnalysisFallback');
    renderAt(<DashboardPage />);
    const [first] = fallbackArchetypes();
    const archetypeSelect = await screen.findByRole('combobox', { name: 'Style archetype' });
    await waitFor(() => expect(archetypeSelect).toHaveProperty('disabled', false));
    await user.click(archetypeSelect);
    await user.click(await screen.findByRole('option', { name: first!.name }));
    await user.click(screen.getByRole('combobox', { name: 'Style icon' }));
    await user.click(await screen.findByRole('option', { name: first!.styleIcons[0]! }));
    await user.click(screen.getByRole('button', { name: 'Generate My Style Profile' }));
    expect(await toast('Unable to create your style analysis. Please try again.')).toBeTruthy();
    expect(analysisStore.get()?.showArchetypeSelection).toBe(true);
  });

  test('When the archetypes cannot be loaded, then an "Error" toast says so and the selects stay disabled', async () => {
    analysisStore.set(skipperAnalysis());
    api().fail('getFallbackArchetypes');
    renderAt(<DashboardPage />);
    expect(await toast('Failed to load style archetypes')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Style archetype' })).toHaveProperty('disabled', true);
  });
});
