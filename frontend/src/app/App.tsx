import { BrowserRouter } from 'react-router-dom';
import { DeferredToaster } from '../shared/ui/DeferredToaster';
import { RouteErrorBoundary } from './routes/RouteErrorPage';
import { AppRoutes } from './router';

export function App() {
  return (
    <>
      <BrowserRouter>
        {/* The layout itself failed: nothing of the shell can be trusted, so the error page stands alone. */}
        <RouteErrorBoundary standalone>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
      <DeferredToaster />
    </>
  );
}
