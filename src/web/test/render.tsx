import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
// From 'react-router', not 'react-router/dom': under Vitest the two entry points load separate
// copies of the router context (CJS and ESM builds), so links would find no router.
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders, createQueryClient } from '@web/app/providers';

/** Renders one element inside a memory router (for components that contain links). */
export function renderWithRouter(element: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}

/** Renders a route tree with the app's providers, starting at `path`. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, ...view };
}
