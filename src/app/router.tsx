import { createBrowserRouter } from 'react-router';
import { AppShell } from './AppShell';
import { NotFound } from './NotFound';
import { ROUTES } from './routes';

/** The router built from the one route table; kept-alive pages are drawn by the shell itself. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      Component: AppShell,
      children: [
        ...ROUTES.map((r) =>
          r.keepAlive ? { path: r.path, element: null } : { path: r.path, Component: r.Component },
        ),
        { path: '*', Component: NotFound },
      ],
    },
  ]);
}
