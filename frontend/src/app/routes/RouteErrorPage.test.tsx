/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { navigate, Navigator } from '../../testing/navigator';
import { Layout } from '../layout/Layout';
import { RouteErrorBoundary } from './RouteErrorPage';

/** A page whose code failed to arrive (a deploy replaced the hashed files), as React.lazy throws it. */
function BrokenPage(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/dashboard-old.js');
}

let logged: jest.SpyInstance;
beforeEach(() => {
  // React and the error page report the failure to the console, for whoever debugs it.
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
  logged.mockRestore();
});

describe('a page that fails', () => {
  test('When a page throws while rendering, then the error page takes its place inside the header and footer, and the error goes to the console', () => {
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="/broken" element={<BrokenPage />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(logged.mock.calls.some(([message]) => message === 'Page failed to load')).toBe(true);
    expect(document.body.textContent).not.toContain('dashboard-old.js');
  });

  test('When the visitor goes to another page after one failed, then that page renders (each path starts afresh)', () => {
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Navigator />
        <Routes>
          <Route element={<Layout />}>
            <Route path="/broken" element={<BrokenPage />} />
            <Route path="/fine" element={<h1>A page that works</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();

    navigate('/fine');

    expect(screen.getByRole('heading', { level: 1, name: 'A page that works' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  test('When the shell itself fails, then the error page stands alone with a link home that reloads', () => {
    render(
      <MemoryRouter>
        <RouteErrorBoundary standalone>
          <BrokenPage />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Uniform' }).getAttribute('href')).toBe('/');
  });
});
