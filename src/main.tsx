import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { startUp } from './app/start-up';

const root = document.getElementById('root');
if (root) {
  const client = createQueryClient();
  void startUp(window.location.pathname, client).then(() =>
    createRoot(root).render(
      <StrictMode>
        <App client={client} />
      </StrictMode>,
    ),
  );
}
