import { BrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  );
}
