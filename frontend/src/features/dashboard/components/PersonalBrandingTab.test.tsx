/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPersonalBrand } from '@uniform/style-engine';
import DashboardPage from '../routes/DashboardPage';
import { analysisStore } from '../../../shared/lib/analysis-store';
import { founderAnalysis, teacherAnalysis } from '../../../testing/personas';
import { createFakeApi } from '../../../testing/fake-api';
import { renderAt, setUpDashboardTests, openDashboard } from '../../../testing/render';
import { panelsLoaded } from '../testing/panels-loaded';

const { api } = setUpDashboardTests();
jest.setTimeout(30_000);

describe('Personal-branding tab', () => {
  test('When the founder opens it, then the generated brand fields, do’s and don’ts, insights, icons, communities and the Cas chat show', async () => {
    const analysis = founderAnalysis();
    const brand = buildPersonalBrand(analysis);
    openDashboard(analysis, '/dashboard?tab=personal-branding');
    await panelsLoaded();

    expect(screen.getByRole('status', { name: 'Loading your personal brand' })).toBeTruthy();
    expect(await screen.findByText(brand.brandStatement)).toBeTruthy();
    expect(api().callsTo('generatePersonalBrand')[0]!.body).toEqual({ analysis });
    expect(screen.getByRole('heading', { name: 'Audience identity' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Platform cues' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: "Do's" })).toBeTruthy();
    expect(screen.getByRole('heading', { name: "Don'ts" })).toBeTruthy();
    expect(screen.getByText('Founder & CEO')).toBeTruthy();
    expect(screen.getByText('ENTJ')).toBeTruthy();
    expect(screen.getByText(/^You are a Founder & CEO in Software/)).toBeTruthy();
    expect(await screen.findByText('Seattle Educators Network')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Chat with Cas' })).toBeTruthy();
    expect(screen.getByTestId('chat-strategist')).toBeTruthy();
  });

  test('When the brand cache expires and the brand is regenerated without the edit, then the edit still shows, in this browser and after a reload', async () => {
    const user = userEvent.setup();
    const analysis = teacherAnalysis();
    const generated = buildPersonalBrand(analysis);
    const view = openDashboard(analysis, '/dashboard?tab=personal-branding');
    await panelsLoaded();
    await user.click(await screen.findByRole('button', { name: 'Edit Brand statement' }));
    await user.clear(screen.getByRole('textbox', { name: 'Brand statement' }));
    await user.paste('My wording, kept.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('My wording, kept.')).toBeTruthy();

    // The server's cache expires: a fresh API regenerates the brand with none of the user's edits.
    const regenerated = createFakeApi();
    globalThis.fetch = regenerated.fetch as typeof fetch;
    await view.queryClient.resetQueries({ queryKey: ['personal-brand'] });
    await waitFor(() => expect(regenerated.callsTo('generatePersonalBrand')).toHaveLength(1));
    expect(await screen.findByText('My wording, kept.')).toBeTruthy();
    expect(screen.queryByText(generated.brandStatement)).toBeNull();
    view.unmount();

    // A reload: a new page with an empty query cache over the same browser storage.
    renderAt(<DashboardPage />, '/dashboard?tab=personal-branding');
    await panelsLoaded();
    expect(await screen.findByText('My wording, kept.')).toBeTruthy();
    expect(screen.getByText(generated.voiceAndTone)).toBeTruthy();
  });

  test('When a field is edited and saved, then the update is posted, the brand refreshed and the new text shown; Cancel discards', async () => {
    const user = userEvent.setup();
    const analysis = teacherAnalysis();
    openDashboard(analysis, '/dashboard?tab=personal-branding');
    await panelsLoaded();
    await screen.findByRole('button', { name: 'Edit Brand statement' });

    await user.click(screen.getByRole('button', { name: 'Edit Brand statement' }));
    const box = screen.getByRole('textbox', { name: 'Brand statement' });
    await user.clear(box);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await user.click(box);
    await user.paste('I teach so every student leaves braver.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('I teach so every student leaves braver.')).toBeTruthy();
    expect(api().callsTo('updatePersonalBrand')[0]!.body).toMatchObject({
      field: 'brandStatement',
      value: 'I teach so every student leaves braver.',
    });
    expect(api().callsTo('generatePersonalBrand')).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: 'Brand statement' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit Voice and tone' }));
    const voice = screen.getByRole('textbox', { name: 'Voice and tone' });
    await user.click(voice);
    await user.paste(' and never this');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(/and never this/)).toBeNull();
    expect(api().callsTo('updatePersonalBrand')).toHaveLength(1);
  });

  test('When a do or a don’t holds a semicolon, then it shows as one whole bullet, never split in two', async () => {
    const user = userEvent.setup();
    analysisStore.set(teacherAnalysis());
    renderAt(<DashboardPage />, '/dashboard?tab=personal-branding');
    await panelsLoaded();
    await user.click(await screen.findByRole('button', { name: 'Edit Styling rules' }));
    const box = screen.getByRole('textbox', { name: 'Styling rules' });
    await user.clear(box);
    await user.click(box);
    await user.paste(
      "DO'S:\n- Speak as yourself on camera; authenticity outperforms image.\n\nDON'TS:\n- Don’t polish every post; people follow people.",
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dos = (await screen.findByRole('heading', { name: "Do's" })).parentElement!;
    await waitFor(() =>
      expect(
        within(dos)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Speak as yourself on camera; authenticity outperforms image.']),
    );
    const donts = screen.getByRole('heading', { name: "Don'ts" }).parentElement!;
    expect(
      within(donts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Don’t polish every post; people follow people.']);
    expect(screen.queryByText('authenticity outperforms image.')).toBeNull();
  });

  test('When the brand cannot be generated, then the failure text and Retry Analysis show, and retrying loads it', async () => {
    const user = userEvent.setup();
    const analysis = teacherAnalysis();
    analysisStore.set(analysis);
    api().fail('generatePersonalBrand');
    api().fail('generateCommunityRecommendations');
    renderAt(<DashboardPage />, '/dashboard?tab=personal-branding');
    await panelsLoaded();
    expect(
      await screen.findByText('Failed to generate personal brand analysis. Please try again'),
    ).toBeTruthy();
    expect(await screen.findByText('Unable to load community recommendations at this time.')).toBeTruthy();
    api().heal('generatePersonalBrand');
    await user.click(screen.getByRole('button', { name: 'Retry Analysis' }));
    expect(await screen.findByText(buildPersonalBrand(analysis).brandStatement)).toBeTruthy();
  });

  test('When there are no communities, then the same sentence shows', async () => {
    api().setCommunity([]);
    analysisStore.set(teacherAnalysis());
    renderAt(<DashboardPage />, '/dashboard?tab=personal-branding');
    await panelsLoaded();
    expect(await screen.findByText('Unable to load community recommendations at this time.')).toBeTruthy();
  });

  test('When the brand guide download fails, then a "Download Failed" toast tells why', async () => {
    const user = userEvent.setup();
    analysisStore.set(teacherAnalysis());
    api().fail('generatePdf', 503, 'The renderer is busy');
    renderAt(<DashboardPage />, '/dashboard?tab=personal-branding');
    await panelsLoaded();
    await user.click(screen.getByRole('button', { name: 'Download Brand Guide' }));
    const toast = await screen.findByText('Failed to generate PDF (503): The renderer is busy', {
      selector: 'li *',
    });
    expect(within(toast.closest('li')!).getByText('Download Failed')).toBeTruthy();
  });
});

describe('Header and the other tabs', () => {
  test('When Download Uniform fails, then the header alert says "Download failed: " and the reason', async () => {
    const user = userEvent.setup();
    analysisStore.set(founderAnalysis());
    api().fail('generatePdf', 504, 'Rendering took too long');
    renderAt(<DashboardPage />);
    await panelsLoaded();
    await user.click(screen.getByRole('button', { name: 'Download Uniform' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Download failed: Failed to generate PDF (504): Rendering took too long');
    expect(api().callsTo('generatePdf')[0]!.body).toMatchObject({
      analysis: { styleArchetype: expect.any(String) },
    });
  });

  test('When the tabs are used with the keyboard, then arrows move between them, social media is disabled with a premium badge, and a link to it shows the upgrade teaser', async () => {
    const user = userEvent.setup();
    analysisStore.set(teacherAnalysis());
    const view = renderAt(<DashboardPage />);
    await panelsLoaded();
    const social = screen.getByRole('tab', { name: /Social Media/ });
    expect(social).toHaveProperty('disabled', true);
    expect(within(social).getByText('Premium')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Brand Summary' }));
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(view.router.state.location.search).toBe('?tab=color-analysis'));
    view.unmount();

    renderAt(<DashboardPage />, '/dashboard?tab=social-media');
    await panelsLoaded();
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeTruthy();
  });

  test('When a hidden panel is linked, then it says Coming soon; an unknown tab falls back to the brand summary', async () => {
    analysisStore.set(teacherAnalysis());
    const view = renderAt(<DashboardPage />, '/dashboard?tab=evolution');
    await panelsLoaded();
    expect(screen.getByText('Coming soon')).toBeTruthy();
    view.unmount();
    renderAt(<DashboardPage />, '/dashboard?tab=nope');
    await panelsLoaded();
    expect(screen.getByRole('tab', { name: 'Brand Summary', selected: true })).toBeTruthy();
  });
});
