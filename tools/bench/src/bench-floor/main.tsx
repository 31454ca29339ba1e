import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { createFloorI18n, floorRoutes } from './floor-form';

/** The script floor's browser entry: hydrates the prerendered form (bench-floors.ts renders it at build time). */
const root = document.getElementById('root');
if (!root) throw new Error('no #root');
hydrateRoot(
  root,
  <StrictMode>
    <I18nextProvider i18n={createFloorI18n()}>
      <RouterProvider router={createBrowserRouter(floorRoutes)} />
    </I18nextProvider>
  </StrictMode>,
);
