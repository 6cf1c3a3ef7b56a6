import { lazy, Suspense } from 'react';
import { Link, useRoutes } from 'react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppBrowserRouter } from './browser-router';
import { NavigationProgress } from './shell/navigation-progress';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('AppBrowserRouter', () => {
  it("keeps the current page and shows the loading bar until the next page's code has arrived", async () => {
    const user = userEvent.setup();
    let arrive: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const SlowPage = lazy(() => arrived.then(() => ({ default: () => <h1>Slow page</h1> })));
    function Routes() {
      return useRoutes([
        { path: '/', element: <Link to="/slow">Go</Link> },
        { path: '/slow', element: <SlowPage /> },
      ]);
    }
    render(
      <AppBrowserRouter>
        <NavigationProgress />
        <Suspense fallback={<p>Blank</p>}>
          <Routes />
        </Suspense>
      </AppBrowserRouter>,
    );

    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Go' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go' })).toBeInTheDocument();
    expect(screen.queryByText('Blank')).toBeNull();

    arrive();
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(window.location.pathname).toBe('/slow');
  });
});
