import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, loadRoutesFor } from './app/router';
import { applyAppearance } from '@client/features/settings';
import { captureInstallPrompt } from '@client/features/settings';
import { queryClient } from './lib/query-client';
import { nextTask } from './lib/next-task';
import { beginAdoption } from './lib/use-hydrated';
import './index.css';

applyAppearance();
// Fires once, soon after load: listen before React renders, so Einstellungen can offer it later.
captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('#root fehlt in index.html');

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
);

function start(root: HTMLElement) {
  if (root.hasChildNodes()) {
    // The build prerendered this screen (scripts/prerender): React adopts that HTML instead of
    // drawing it again. Where this device differs (another screen offline, kept data), React
    // draws that part anew; that costs a render, it is no fault, so it is not reported as an error.
    // In a transition: React adopts the page in slices of a few milliseconds, so a tap or a
    // scroll is not held up by one long task (Lighthouse: total blocking time).
    beginAdoption();
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError(error) {
          console.warn('Sportkiste: vorgerendertes HTML neu gezeichnet', error);
        },
      });
    });
  } else {
    createRoot(root).render(app);
  }
}

// The screen's code first: the router's first render must be the screen the HTML already shows.
// A promise, not a top-level await: with one, the bundler gives up merging the entry's many
// small shared chunks (issue 21: 8 KB more gzip on the first screen). If the screen's code cannot
// load, React starts anyway: the screen tries again and, failing, shows its error page.
// Matching the address against the route table is a task of its own, not the end of the task
// that ran every module of the app (lib/next-task.ts).
void nextTask()
  .then(() => loadRoutesFor(window.location.pathname))
  .catch(() => undefined)
  .then(() => start(container));
