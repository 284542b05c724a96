/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { act, cleanup, render, screen } from '@testing-library/react';
import { trackPageLoad, usePageLoading } from './page-loads';

function Bar() {
  return <p>{usePageLoading() ? 'Loading page' : 'Idle'}</p>;
}

afterEach(cleanup);

describe('the progress bar while a page loads', () => {
  test('When the next page’s code is on its way, then the layout says so until it arrives, or fails', async () => {
    render(<Bar />);
    let arrive!: () => void;
    let fail!: (error: Error) => void;

    await act(async () => {
      void trackPageLoad(new Promise<void>((resolve) => (arrive = resolve)));
    });
    expect(screen.getByText('Loading page')).toBeTruthy();

    await act(async () => {
      trackPageLoad(new Promise<void>((_resolve, reject) => (fail = reject))).catch(() => undefined);
    });
    await act(async () => arrive());
    // One page is still loading.
    expect(screen.getByText('Loading page')).toBeTruthy();

    await act(async () => fail(new Error('offline')));
    expect(screen.getByText('Idle')).toBeTruthy();
  });
});
