import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from './use-toast';

const Toaster = lazy(() => import('./Toaster').then((m) => ({ default: m.Toaster })));

/** Radix's hotkey for the notifications region (it compares `event.code`). */
const HOTKEY = 'F8';

/**
 * The notifications region (Toaster), loaded when first needed so Radix's toast code stays out of the
 * first page's download: with the first toast, or on F8 before any (then it takes the focus, as F8
 * does once it is there). Once loaded it stays.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState<'no' | 'toast' | 'hotkey'>('no');
  if (wanted === 'no' && toasts.length > 0) setWanted('toast');

  useEffect(() => {
    if (wanted !== 'no') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === HOTKEY) setWanted('hotkey');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [wanted]);

  if (wanted === 'no') return null;
  return (
    <Suspense fallback={null}>
      <Toaster focusOnMount={wanted === 'hotkey'} />
    </Suspense>
  );
}
