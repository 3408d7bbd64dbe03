import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { translationsReady } from './app/i18n-init';
import { Providers } from './app/providers';
import { registerPwa } from './offline/pwa';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The development server has no service worker: its modules change under it on purpose.
if (import.meta.env.PROD) registerPwa();

// The first screen's texts are read before it renders: it never shows in another language first.
await translationsReady;
createRoot(container).render(
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>,
);
