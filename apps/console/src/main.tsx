import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { initialLang } from './lib/i18n.ts';
import { applyLanguage } from './lib/language.ts';
import './styles/global.css';

const router = createRouter();

// The first render waits for the active language (its texts, antd's and dayjs's): only it is loaded.
void applyLanguage(initialLang(), false).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
