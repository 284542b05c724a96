import { waitFor } from '@testing-library/react';

/**
 * For the dashboard's tests: resolves once no panel is still loading (the panels load once the page
 * is idle; their placeholders are empty and busy, see PanelSuspense).
 */
export async function panelsLoaded(): Promise<void> {
  await waitFor(() => expect(document.querySelector('div[aria-busy="true"]:empty')).toBeNull());
}
