/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DeferredToaster } from './DeferredToaster';
import { dismissToast, toast } from './use-toast';

const region = () => screen.queryByRole('region', { name: /Notifications/ });

describe('the notifications region, loaded when first needed', () => {
  afterEach(() => {
    act(() => dismissToast());
    cleanup();
  });

  // The toast store is the app's one store: these run in order, the toast last (it stays there).
  test('When another key is pressed, then nothing loads', async () => {
    render(<DeferredToaster />);
    fireEvent.keyDown(document, { key: 'F7', code: 'F7' });
    await act(() => Promise.resolve());

    expect(region()).toBeNull();
  });

  test('When F8 is pressed before any toast, then the region loads and takes the focus', async () => {
    render(<DeferredToaster />);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });

    await waitFor(() => expect(region()).not.toBeNull());
    await waitFor(() => expect(region()!.contains(document.activeElement)).toBe(true));
  });

  test('When no toast has been shown, then the page holds no notifications region; the first toast brings it with its text', async () => {
    render(<DeferredToaster />);
    expect(region()).toBeNull();

    act(() => void toast({ title: 'Analysis Complete!', description: 'Your style profile is ready.' }));

    expect(await screen.findByText('Analysis Complete!')).toBeTruthy();
    expect(screen.getByText('Your style profile is ready.')).toBeTruthy();
    expect(region()).not.toBeNull();
  });
});
