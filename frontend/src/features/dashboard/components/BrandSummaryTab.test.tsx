/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  contrastRatio,
  lookFlatLay,
  moodboardFlatLays,
  uniformTotal,
  upcomingEvents,
} from '@uniform/style-engine';
import DashboardPage from '../routes/DashboardPage';
import { analysisStore } from '../../../shared/lib/analysis-store';
import { formatUsd } from '../lib/pricing';
import { founderAnalysis, teacherAnalysis } from '../../../testing/personas';
import { renderAt, setUpDashboardTests, openDashboard } from '../../../testing/render';
import { panelsLoaded } from '../testing/panels-loaded';

const { api } = setUpDashboardTests();
jest.setTimeout(30_000);

async function chooseOption(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Brand summary tab', () => {
  test('When the Soft Summer teacher opens the dashboard, then brand colours, entry-tier investment and "Based on $800 budget" show, and the tier select changes the total', async () => {
    const user = userEvent.setup();
    const analysis = teacherAnalysis();
    openDashboard(analysis);
    await panelsLoaded();

    expect(
      screen.getAllByText(analysis.brandSummary.split('. ')[0]!, { exact: false }).length,
    ).toBeGreaterThan(0);
    const foundation = analysis.colorAnalysis.recommendedColors.find((c) => c.category === 'foundation')!;
    const statement = analysis.colorAnalysis.recommendedColors.find((c) => c.category === 'statement')!;
    expect(screen.getAllByText(foundation.hex).length).toBeGreaterThan(0);
    expect(screen.getAllByText(statement.hex).length).toBeGreaterThan(0);

    expect(screen.getByText('Based on $800 budget')).toBeTruthy();
    const tier = screen.getByRole('combobox', { name: 'Market tier' });
    expect(tier.textContent).toContain('Entry Level');
    const total = screen.getByTestId('investment-total');
    expect(total.textContent).toBe(formatUsd(uniformTotal('entry')));
    await chooseOption(user, 'Market tier', 'Luxury');
    expect(total.textContent).toBe(formatUsd(uniformTotal('luxury')));
    await chooseOption(user, 'Market tier', 'Mid-Market');
    expect(total.textContent).toBe(formatUsd(uniformTotal('mid')));

    // The breakdown chart has a readable table with the three tiers' totals.
    const table = screen.getByRole('table', { name: /by category and market tier/ });
    expect(within(table).getByRole('row', { name: /^Total/ }).textContent).toContain(
      formatUsd(uniformTotal('luxury')),
    );
  });

  test('When the teacher looks at events, then at most 3 show with default date labels for custom ones and View Outfit shows the matching look', async () => {
    const user = userEvent.setup();
    const analysis = teacherAnalysis();
    openDashboard(analysis);
    await panelsLoaded();
    const events = upcomingEvents(analysis.personalityProfile.environments ?? []);
    expect(events.length).toBeLessThanOrEqual(3);
    const custom = events.find((event) => event.title === 'Parent evenings')!;
    // A custom event gets the default label of its position (the third: Next Week).
    expect(custom.dateLabel).toBe('Next Week');
    expect(screen.getByText('Next Week')).toBeTruthy();
    expect(screen.getByText('Parent evenings')).toBeTruthy();

    const buttons = screen.getAllByRole('button', { name: /^View Outfit for / });
    expect(buttons).toHaveLength(events.length);
    await user.click(screen.getByRole('button', { name: 'View Outfit for Parent evenings' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(analysis.eventLooks[custom.outfitType])).toBeTruthy();
    expect(within(dialog).getByText('Style notes')).toBeTruthy();
    // The notes are the archetype's words in one sentence, never "Keep it heritage."
    const [first, second, third] = analysis.styleLanguage;
    expect(within(dialog).getByText(`Words to dress by: ${first}, ${second} and ${third}.`)).toBeTruthy();
    expect(within(dialog).queryByText(/^Keep it /)).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('When the founder opens the 12 pieces, then each shows its luxury price, a custom URL is saved with its name and guidance, blank is ignored, and Remove brings the piece back', async () => {
    const user = userEvent.setup();
    const analysis = founderAnalysis();
    openDashboard(analysis);
    await panelsLoaded();
    expect(screen.getByText('Based on $8,000 budget')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'View all 12 pieces' }));
    const dialog = await screen.findByRole('dialog', { name: '12 Uniform Pieces' });
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows).toHaveLength(12);
    const blazer = analysis.uniformPieces!.find((piece) => piece.id === 'structured-blazer')!;
    const blazerRow = rows.find((row) => within(row).queryByText(blazer.name))!;
    expect(within(blazerRow).getByText('$650')).toBeTruthy();
    expect(within(blazerRow).getByText('Luxury')).toBeTruthy();

    await user.click(within(blazerRow).getByRole('button', { name: `Save your item for ${blazer.name}` }));
    expect(api().callsTo('analyzeCustomItem')).toHaveLength(0);

    await user.click(within(blazerRow).getByLabelText('Replace with your own item (link)'));
    await user.paste('not a link');
    await user.click(within(blazerRow).getByRole('button', { name: `Save your item for ${blazer.name}` }));
    expect(within(blazerRow).getByRole('alert').textContent).toMatch(/http/);

    const input = within(blazerRow).getByLabelText('Replace with your own item (link)');
    await user.clear(input);
    await user.click(input);
    await user.paste('https://shop.example.com/products/navy-wool-blazer');
    await user.click(within(blazerRow).getByRole('button', { name: `Save your item for ${blazer.name}` }));
    expect(within(blazerRow).getByText('Navy Wool Blazer')).toBeTruthy();
    await waitFor(() => expect(api().callsTo('analyzeCustomItem')).toHaveLength(1));
    expect(api().callsTo('analyzeCustomItem')[0]!.body).toMatchObject({
      url: 'https://shop.example.com/products/navy-wool-blazer',
      pieceType: 'outerwear',
      pieceName: blazer.name,
    });
    await waitFor(() => expect(within(blazerRow).getByText(/navy/i, { selector: 'p.mt-1' })).toBeTruthy());
    expect(
      within(blazerRow).getByRole('link', { name: 'View Item: Navy Wool Blazer' }).getAttribute('href'),
    ).toBe('https://shop.example.com/products/navy-wool-blazer');
    expect(within(blazerRow).getByRole('link', { name: `Search Item: ${blazer.name}` })).toBeTruthy();

    await user.click(within(blazerRow).getByRole('button', { name: `Remove your item for ${blazer.name}` }));
    expect(within(blazerRow).queryByText('Navy Wool Blazer')).toBeNull();
    expect(within(blazerRow).getByRole('button', { name: 'View Item' })).toHaveProperty('disabled', true);
  });

  test('When Ask Scottie is pressed on a piece, then the stylist chat opens with a question about it', async () => {
    const user = userEvent.setup();
    const analysis = founderAnalysis();
    const { router } = openDashboard(analysis);
    await panelsLoaded();
    await user.click(screen.getByRole('button', { name: 'View all 12 pieces' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getAllByRole('button', { name: 'Ask Scottie' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=chat-stylist'));
    expect(screen.getByRole('tab', { name: 'Chat with Scottie', selected: true })).toBeTruthy();
    const input = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: /^Message / });
    await waitFor(() => expect(input.value).toContain(analysis.uniformPieces![0]!.name.toLowerCase()));
  });

  test('When the founder reads the archetype, icon and brands, then badges, keywords and Explore links show and View All Recommendations opens the regional-brands tab', async () => {
    const user = userEvent.setup();
    const analysis = founderAnalysis();
    const { router } = openDashboard(analysis);
    await panelsLoaded();
    const language = screen.getByRole('list', { name: 'Style language' });
    expect(
      within(language)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(analysis.styleLanguage);
    const keywords = screen.getByRole('list', { name: 'Archetype keywords' });
    expect(within(keywords).getAllByRole('listitem')).toHaveLength(analysis.archetypeKeywords.length);
    expect(screen.getAllByText(analysis.styleIcon.name).length).toBeGreaterThan(0);
    const first = analysis.brandRecommendations[0]!;
    expect(screen.getAllByRole('link', { name: `Explore ${first.name}` })[0]!.getAttribute('href')).toBe(
      first.url,
    );

    await user.click(screen.getByRole('button', { name: 'View All Recommendations' }));
    expect(router.state.location.search).toBe('?tab=regional-brands');
    expect(await screen.findByText('All Recommended Brands')).toBeTruthy();
    expect(screen.getByText(analysis.regionalStyle.region)).toBeTruthy();
    for (const brand of analysis.regionalStyle.insiderBrands)
      expect(screen.getByText(brand.name)).toBeTruthy();
  });

  test('When the teacher opens an event’s outfit, then the dialog shows the look’s flat-lay, named for that look and drawn in her colors', async () => {
    const user = userEvent.setup();
    const analysis = teacherAnalysis();
    openDashboard(analysis);
    await panelsLoaded();
    const event = upcomingEvents(analysis.personalityProfile.environments ?? []).find(
      (candidate) => candidate.title === 'Parent evenings',
    )!;
    const flatLay = lookFlatLay(analysis, event.outfitType)!;

    await user.click(screen.getByRole('button', { name: 'View Outfit for Parent evenings' }));
    const dialog = await screen.findByRole('dialog');

    const image = within(dialog).getByRole('img', { name: `${flatLay.title}. ${flatLay.description}` });
    expect(flatLay.title).toMatch(/^Flat-lay of your (pitch meeting|conference|networking) look$/);
    const svg = decodeURIComponent(image.getAttribute('src')!.replace('data:image/svg+xml;utf8,', ''));
    expect(svg).toBe(flatLay.svg);
    const palette = analysis.colorAnalysis.recommendedColors.map((colour) => colour.hex);
    expect(palette.some((hex) => svg.includes(`fill="${hex}"`))).toBe(true);
  });

  test('When the founder reads the Brand Summary, then the Moodboards section shows one image per prompt, captioned with the prompt', async () => {
    const analysis = founderAnalysis();
    openDashboard(analysis);
    await panelsLoaded();
    const section = screen.getByRole('region', { name: 'Moodboards' });
    const images = within(section).getAllByRole('img');
    expect(analysis.moodboardPrompts.length).toBeGreaterThan(0);
    expect(images).toHaveLength(analysis.moodboardPrompts.length);
    const boards = moodboardFlatLays(analysis);
    images.forEach((image, index) => {
      expect(image.getAttribute('alt')).toBe(`${boards[index]!.title}. ${boards[index]!.description}`);
      expect(image.getAttribute('alt')).toMatch(
        new RegExp(`^Moodboard ${index + 1} of ${images.length}\\. `),
      );
    });
    for (const prompt of analysis.moodboardPrompts) expect(within(section).getByText(prompt)).toBeTruthy();
  });

  test('When an analysis has no moodboard prompts, then the Moodboards section says when they will appear and shows no image', async () => {
    analysisStore.set({ ...founderAnalysis(), moodboardPrompts: [] });
    renderAt(<DashboardPage />);
    await panelsLoaded();
    const section = screen.getByRole('region', { name: 'Moodboards' });
    expect(within(section).queryAllByRole('img')).toHaveLength(0);
    expect(
      within(section).getByText('Your moodboards appear here once your analysis is complete.'),
    ).toBeTruthy();
  });

  test('When the Deep Winter founder, whose first neutral is white, looks at her events, then each color bar shows on the white card and the events run soonest first', async () => {
    const analysis = founderAnalysis();
    expect(analysis.colorAnalysis.neutrals[0]!.hex).toBe('#FFFFFF');
    openDashboard(analysis);
    await panelsLoaded();

    const rows = screen
      .getAllByRole('button', { name: /^View Outfit for / })
      .map((button) => button.closest('li')!);
    expect(rows).toHaveLength(3);
    const labels = rows.map((row) => within(row).getByText(/^(This|Next) (Week|Weekend|Month)$/).textContent);
    expect(labels).toEqual(['Next Week', 'This Month', 'Next Month']);
    for (const row of rows) {
      const bar = row.querySelector<HTMLElement>('span[aria-hidden]')!;
      expect(contrastRatio(hexOf(bar.style.backgroundColor), '#FFFFFF')).toBeGreaterThanOrEqual(1.5);
    }
  });
});

/** 'rgb(255, 255, 255)', as the DOM gives an inline color back, as '#FFFFFF'. */
function hexOf(rgb: string): string {
  const channels = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(rgb)!.slice(1);
  return `#${channels.map((channel) => Number(channel).toString(16).padStart(2, '0')).join('')}`;
}
