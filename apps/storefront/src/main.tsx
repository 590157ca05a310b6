import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import type { Lang } from '@mall/contracts';
import { Providers } from './app/providers.tsx';
import { preloadRoute } from './app/preload-route.ts';
import { createRouter } from './app/router.tsx';
import { i18n } from './lib/i18n.ts';
import { prepareLanguage } from './lib/language.ts';
import './styles/global.css';

const router = createRouter();

preloadRoute(window.location.pathname.replace(/^\/web\/?/, '').replace(/\/$/, '') || 'index');
// The first paint is in the shopper's language: its messages (one chunk) arrive before anything renders.
await prepareLanguage(i18n.language as Lang);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
