import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startUp } from './app/start-up';

const root = document.getElementById('root');
if (root) {
  startUp(window.location.pathname);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
