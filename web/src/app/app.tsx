import { useLocation } from 'wouter';
import { ErrorBoundary } from './error-boundary';
import { AppProviders } from './providers';
import { AppRouter } from './router';

export function App() {
  const [location] = useLocation();
  return (
    <AppProviders>
      <ErrorBoundary resetKey={location}>
        <AppRouter />
      </ErrorBoundary>
    </AppProviders>
  );
}
