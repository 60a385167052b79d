// NOTE: the UI kit's own variables first, then the app's theme, which sets some of them (the primary
// colour): the first load is one stylesheet, in the order the modules are imported.
import 'antd-mobile/es/global';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { bootApp } from './app/boot';
import { applyFirstStyles } from './app/firstStyles';
import { preloadRoute } from './app/routes';
import { nextTask } from './lib/idle';
import { keepCarriedPictures } from './state/config';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// NOTE: the page's chunk is asked for first, so it loads beside the app's start. The start then
// runs in tasks of its own (the modules' evaluation is one long task already), the first render
// waits for the first load's stylesheets (the splash shows meanwhile), and is a transition, so
// React builds the first screen in slices that let the browser paint and answer input between
// them instead of one long task.
keepCarriedPictures();
// NOTE: the page the server and the service worker answer every route with is also at /index.html;
// a visit there (an old bookmark, a link typed by hand) is the home page, under its own address.
if (location.pathname.toLowerCase() === '/index.html')
  history.replaceState(history.state, '', `/${location.search}${location.hash}`);
preloadRoute(location.pathname);
void (async () => {
  await nextTask();
  await bootApp();
  await applyFirstStyles();
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
})();
