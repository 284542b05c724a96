import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
// A transition, so React renders the first page in slices that yield to the browser between them
// instead of one long task (Lighthouse's Total Blocking Time on a phone).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
