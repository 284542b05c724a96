/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { SEASONS } from '@uniform/contracts';
import { ARCHETYPES } from '@uniform/style-engine';
import GetupPage from './GetupPage';

afterEach(cleanup);

test('When the Getup page shows its sample text, then it names one of our archetypes and one of our 12 seasons', () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <GetupPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

  const sample = screen.getByRole('figure', { name: 'Sample Getup message' }).textContent!;
  const archetype = /☀️ (The [^,]+),/.exec(sample)?.[1];
  const seasons = [...sample.matchAll(/your ([A-Z][a-z]+ [A-Z][a-z]+) palette/g)].map((match) => match[1]);

  expect(ARCHETYPES.map((known) => known.name)).toContain(archetype);
  expect(seasons.length).toBeGreaterThan(0);
  for (const season of seasons) expect(SEASONS).toContain(season);
});
