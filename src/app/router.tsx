import { BrowserRouter } from 'react-router';
import { AppShell } from './AppShell';

// NOTE: the router keeps the location and history only; the shell picks the page itself from the
// route table (every path is fixed, so a lookup finds it). react-router's route matching flattened,
// compiled and ranked all routes on every render of <Routes> (20-47 ms of a first load, unthrottled),
// and its data router (createBrowserRouter) was most of its share of the first load; no route has a
// loader or action.
/** The router around the app frame. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppShell />
    </BrowserRouter>
  );
}
