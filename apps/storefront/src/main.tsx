import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import type { Lang } from '@mall/contracts';
import { Providers } from './app/providers.tsx';
import { preloadRoute } from './app/preload-route.ts';
import { createRouter } from './app/router.tsx';
import { i18n } from './lib/i18n.ts';
import { installRouteLinks } from './lib/route-links.ts';
import { prepareLanguage } from './lib/language.ts';
import { whenIdle } from './lib/when-idle.ts';
import './styles/global.css';

const router = createRouter();
installRouteLinks((to, options) => void router.navigate(to, options));

preloadRoute(window.location.pathname.replace(/^\/web\/?/, '').replace(/\/$/, '') || 'index');
// The first paint is in the shopper's language: its messages (one chunk) arrive before anything renders.
await prepareLanguage(i18n.language as Lang);

/**
 * The first currency format of a visit costs 70-110 ms on a phone-speed CPU (ICU loads its number data), every
 * later one about 1 ms: made while the page's first calls are out, not inside the first render that shows a
 * price (lib/money.ts), where it lengthened that render's long task (Lighthouse's TBT).
 */
whenIdle(
  () => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' }).format(0),
  2000,
  500,
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
