import { BrowserRouter, Route, Routes } from 'react-router';
import { AppShell } from './AppShell';
import { NotFound } from './NotFound';
import { ROUTES } from './routes';

// NOTE: the declarative router, not a data router (createBrowserRouter): the app loads its data
// through its own queries and no route has a loader or action, and the data router's machinery was
// most of react-router's share of the first load.
/** The router built from the one route table; kept-alive pages are drawn by the shell itself. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route Component={AppShell}>
          {ROUTES.map((r) =>
            r.keepAlive ? (
              <Route key={r.path} path={r.path} element={null} />
            ) : (
              <Route key={r.path} path={r.path} Component={r.Component} />
            ),
          )}
          <Route path="*" Component={NotFound} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
