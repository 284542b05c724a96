/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Analysis } from '@uniform/contracts';
import {
  capsuleFlatLay,
  flatLayAlt,
  lookbookLooks,
  lookFlatLay,
  upcomingEvents,
} from '@uniform/style-engine';
import { COMING_SOON, CAPSULE_WARDROBE, EVENT_LOOKS } from '../content/dashboard-content';
import { dashboardPieces, formatUsd, piecesTotal } from '../lib/pricing';
import { defaultTier } from '../lib/tier';
import { founderAnalysis, teacherAnalysis } from '../../../testing/personas';
import { setUpDashboardTests, openDashboard } from '../../../testing/render';
import { panelsLoaded } from '../testing/panels-loaded';

setUpDashboardTests();
jest.setTimeout(30_000);

const personas: [string, () => Analysis][] = [
  ['founder', founderAnalysis],
  ['teacher', teacherAnalysis],
];

describe('Capsule wardrobe panel', () => {
  test.each(personas)(
    'When the %s opens it, then it lists the 12 pieces at their tier, the tier totals of the investment card and the outfits with their pictures',
    async (_name, persona) => {
      const analysis = persona();
      const pieces = dashboardPieces(analysis);
      const tier = defaultTier(analysis);
      openDashboard(analysis, '/dashboard?tab=capsule-wardrobe');
      await panelsLoaded();

      const panel = screen.getByRole('tabpanel');
      expect(within(panel).getByRole('heading', { name: 'Capsule Wardrobe' })).toBeTruthy();
      expect(within(panel).queryByText(COMING_SOON)).toBeNull();
      const list = within(panel).getByRole('list', { name: 'Your pieces' });
      expect(pieces).toHaveLength(12);
      expect(within(list).getAllByRole('listitem')).toHaveLength(12);
      for (const piece of pieces) {
        const row = within(list).getByText(piece.name).closest('li')!;
        expect(row.textContent).toContain(formatUsd(piece.prices[tier]));
      }
      for (const each of ['entry', 'mid', 'luxury'] as const) {
        expect(within(panel).getByTestId(`capsule-total-${each}`).textContent).toBe(
          formatUsd(piecesTotal(pieces, each)),
        );
      }
      expect(within(panel).getByAltText(flatLayAlt(capsuleFlatLay(analysis, pieces)!))).toBeTruthy();

      const looks = lookbookLooks(analysis);
      expect(looks.length).toBeGreaterThan(0);
      for (const look of looks) {
        expect(within(panel).getByRole('heading', { name: look.name })).toBeTruthy();
        expect(within(panel).getByAltText(flatLayAlt(lookFlatLay(analysis, look.key)!))).toBeTruthy();
      }
    },
  );
});

describe('Event looks panel', () => {
  test.each(personas)(
    'When the %s opens it, then every event they named shows with its look and style notes, not only the three upcoming ones',
    async (_name, persona) => {
      const analysis = persona();
      openDashboard(analysis, '/dashboard?tab=event-looks');
      await panelsLoaded();

      const panel = screen.getByRole('tabpanel');
      expect(within(panel).getByRole('heading', { name: 'Event Looks' })).toBeTruthy();
      expect(within(panel).queryByText(COMING_SOON)).toBeNull();
      const environments = analysis.personalityProfile.environments!;
      const events = environments.map((environment) => upcomingEvents([environment])[0]!);
      expect(within(panel).getAllByRole('region')).toHaveLength(environments.length);
      for (const event of events) {
        const card = within(panel).getByRole('region', { name: event.title });
        expect(within(card).getByText(analysis.eventLooks[event.outfitType])).toBeTruthy();
        expect(within(card).getByText(/^Words to dress by: /)).toBeTruthy();
        expect(within(card).getByAltText(flatLayAlt(lookFlatLay(analysis, event.outfitType)!))).toBeTruthy();
      }
    },
  );

  test('When the founder named four events, then the fourth, which the brand summary leaves out, has its own look', async () => {
    const analysis = founderAnalysis();
    expect(upcomingEvents(analysis.personalityProfile.environments!).map((e) => e.title)).not.toContain(
      'Board offsite',
    );
    openDashboard(analysis, '/dashboard?tab=event-looks');
    await panelsLoaded();
    const card = screen.getByRole('region', { name: 'Board offsite' });
    expect(within(card).getByText(analysis.eventLooks.pitchMeeting)).toBeTruthy();
    expect(within(card).getByText('Pitch meeting look')).toBeTruthy();
  });
});

describe('Links to the panels', () => {
  test('When the user follows the brand summary and lookbook links, then the capsule wardrobe and the event looks open', async () => {
    const user = userEvent.setup();
    const view = openDashboard(founderAnalysis());
    await panelsLoaded();

    await user.click(screen.getByRole('button', { name: CAPSULE_WARDROBE.link }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?tab=capsule-wardrobe'));
    expect(await screen.findByRole('heading', { name: 'Capsule Wardrobe' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Brand Summary' }));
    await user.click(await screen.findByRole('button', { name: EVENT_LOOKS.link }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?tab=event-looks'));
    expect(await screen.findByRole('heading', { name: 'Event Looks' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Lookbook' }));
    await user.click(await screen.findByRole('button', { name: CAPSULE_WARDROBE.link }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?tab=capsule-wardrobe'));
    await user.click(screen.getByRole('tab', { name: 'Lookbook' }));
    await user.click(await screen.findByRole('button', { name: EVENT_LOOKS.link }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?tab=event-looks'));
  });
});
