import { lazy, Suspense, useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, useNavigate, type RouteObject } from 'react-router';
import { setRequestNavigator } from '../lib/request.ts';
import { useSession } from '../lib/session.ts';
import { ConsoleLayout } from './layouts/console-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PageFrame } from './page-frame.tsx';
import { PageLoading } from './page-loading.tsx';
import { homePath, PAGES } from './route-table.ts';

const LoginPage = lazy(() =>
  import('../features/session/pages/login-page.tsx').then((m) => ({ default: m.Page })),
);

/** Hands the router's navigate to the request helper (a token error sends the user to login in-app). */
function Root() {
  const navigate = useNavigate();
  useEffect(() => setRequestNavigator((to) => void navigate(to)), [navigate]);
  return <Outlet />;
}

/** /console/ opens the home of whoever is logged in, or the login. */
function HomeRedirect() {
  const session = useSession();
  return <Navigate to={session ? homePath(session.role, session.audience) : '/login'} replace />;
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        path: 'login',
        element: (
          <Suspense fallback={<PageLoading />}>
            <LoginPage />
          </Suspense>
        ),
      },
      {
        element: <ConsoleLayout />,
        children: [
          ...PAGES.map((page) => ({ path: page.path, element: <PageFrame key={page.path} page={page} /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes, { basename: '/console' });
