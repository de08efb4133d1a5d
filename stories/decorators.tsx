import type { Decorator } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Providers } from '../src/app/providers';
import { createQueryClient } from '../src/app/query-client';

/** Renders the story inside a router at `parameters.path` (default all streams): links and route-aware parts need one. */
export const withRouter: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[typeof parameters.path === 'string' ? parameters.path : '/streams']}>
    <Story />
  </MemoryRouter>
);

/** Draws the story as wide as a phone held upright (390 px): what must fit or scroll in its own box. */
export const withPhoneWidth: Decorator = (Story) => (
  <div style={{ width: 390, maxWidth: '100%' }}>
    <Story />
  </div>
);

function SeededProviders({
  seed,
  language,
  theme,
  children,
}: {
  seed: (client: QueryClient) => void;
  language: 'en' | 'ru';
  theme: 'light' | 'dark';
  children: ReactNode;
}) {
  const [client] = useState(() => {
    const next = createQueryClient();
    seed(next);
    return next;
  });
  return (
    <Providers client={client} language={language} theme={theme}>
      {children}
    </Providers>
  );
}

/**
 * Gives the story its own query cache, filled by `seed`, so parts that fetch
 * (the stream and mosaic headers) draw from it and never call the network.
 * Seed with `staleTime: Infinity` defaults so nothing refetches either.
 */
export const withSeededQueries =
  (seed: (client: QueryClient) => void): Decorator =>
  (Story, context) => (
    <SeededProviders
      seed={seed}
      language={context.globals.language === 'ru' ? 'ru' : 'en'}
      theme={context.globals.theme === 'dark' ? 'dark' : 'light'}
    >
      <Story />
    </SeededProviders>
  );
