import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { bootApp } from './app/boot';
import { applyFirstStyles } from './app/firstStyles';
import { preloadRoute } from './app/routes';
import { connectHub } from './hub';

preloadRoute(location.pathname);
bootApp();
connectHub();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// NOTE: the first render waits for the first load's stylesheets (the splash shows meanwhile), and
// is a transition, so React builds the first screen in slices that let the browser paint and
// answer input between them instead of one long task.
void applyFirstStyles().then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
