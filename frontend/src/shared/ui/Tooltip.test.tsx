/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { installDomShims } from '../../testing/render';
import { Tooltip, TooltipProvider } from './Tooltip';

describe('tooltips', () => {
  beforeAll(installDomShims);
  afterEach(cleanup);

  test('When a tooltip has no provider above it (the app shell mounts none), then focusing its trigger still shows it', async () => {
    render(
      <Tooltip content="Your color season">
        <button type="button">Season</button>
      </Tooltip>,
    );
    fireEvent.focus(screen.getByRole('button', { name: 'Season' }));

    expect((await screen.findByRole('tooltip')).textContent).toBe('Your color season');
  });

  test('When tooltips share a provider, then each shows on focus under it', async () => {
    render(
      <TooltipProvider>
        <Tooltip content="First tip">
          <button type="button">One</button>
        </Tooltip>
        <Tooltip content="Second tip">
          <button type="button">Two</button>
        </Tooltip>
      </TooltipProvider>,
    );
    fireEvent.focus(screen.getByRole('button', { name: 'Two' }));

    expect((await screen.findByRole('tooltip')).textContent).toBe('Second tip');
  });
});
