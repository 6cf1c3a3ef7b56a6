import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
// From 'react-router', not 'react-router/dom': under Vitest the two entry points load separate
// copies of the router context (CJS and ESM builds), so links would find no router.
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders, createQueryClient } from '@web/app/providers';
import { api } from '@web/lib/api-client';
import { SUCCESS_CODE } from '@shared/envelope';

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

/**
 * Answers the app's own API client from a table instead of the network. Only the transport is
 * replaced: the client's interceptors (envelope, auth) still run.
 */
export function answerApi(answers: Record<string, unknown>) {
  const previous = api.instance.defaults.adapter;
  api.instance.defaults.adapter = async (config) => {
    const path = (config.url ?? '').split('?')[0];
    const found = path in answers;
    return {
      data: found
        ? { code: SUCCESS_CODE, data: answers[path], errMsg: '' }
        : { code: 40400, data: null, errMsg: `No answer for ${path}` },
      status: found ? 200 : 404,
      statusText: found ? 'OK' : 'Not Found',
      headers: {},
      config,
    };
  };
  return () => {
    api.instance.defaults.adapter = previous;
  };
}
