import { lazy, Suspense, type ReactNode } from 'react';
import { useRoutes } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';

// The Stundenplaner's screens (list, editor, run, print, a shared plan) behind one entry in the
// route table: each lazy route there costs the first screen its import, preload list and route
// object (issue 21's 110 KB budget), and none of these is the first screen a teacher opens.
const List = lazy(() => import('./plans'));
const Editor = lazy(() => import('./plan'));
const Run = lazy(() => import('./plan-run'));
const Print = lazy(() => import('./plan-print'));
const Shared = lazy(() => import('./shared-plan'));

const loading = (screen: ReactNode) => <Suspense fallback={<Spinner label="Wird geladen …" />}>{screen}</Suspense>;

export default function PlanScreens() {
  return useRoutes([
    { index: true, element: loading(<List />) },
    { path: 'geteilt/:token', element: loading(<Shared />) },
    { path: ':planId', element: loading(<Editor />) },
    { path: ':planId/ablauf', element: loading(<Run />) },
    { path: ':planId/drucken', element: loading(<Print />) },
    { path: '*', element: loading(<Editor />) },
  ]);
}
