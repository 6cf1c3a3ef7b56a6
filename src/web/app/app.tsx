import { AppBrowserRouter } from './browser-router';
import { AppProviders, createQueryClient } from './providers';
import { AppRoutes } from './router';

const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <AppBrowserRouter>
        <AppRoutes />
      </AppBrowserRouter>
    </AppProviders>
  );
}
