import { AppBrowserRouter } from './browser-router';
import { AppProviders, createQueryClient } from './providers';
import { seedFirstScreen } from '@web/first-paint/first-screen';
import { AppRoutes } from './router';

const queryClient = createQueryClient();
// The first page's data, when the server included it in the HTML (first-paint/first-screen.ts).
seedFirstScreen(queryClient);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <AppBrowserRouter>
        <AppRoutes />
      </AppBrowserRouter>
    </AppProviders>
  );
}
