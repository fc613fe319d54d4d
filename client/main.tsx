import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { applyAppearance } from '@client/features/settings';
import { captureInstallPrompt } from '@client/features/settings';
import { queryClient } from './lib/query-client';
import './index.css';

applyAppearance();
// Fires once, soon after load: listen before React renders, so Einstellungen can offer it later.
captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('#root fehlt in index.html');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createRouter()} />
    </QueryClientProvider>
  </StrictMode>,
);
