import { useEffect, useRef, type KeyboardEvent } from 'react';
import { LoaderCircle } from 'lucide-react';

/**
 * Full-screen while the analysis runs (spec 1 §2): nothing behind it can be clicked, nor reached
 * with Tab. It holds focus while shown (it has no controls: there is nothing to cancel) and gives
 * it back when it goes, e.g. to Complete Analysis after a failure.
 */
export function AnalyzingOverlay() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement;
    ref.current?.focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);
  const holdFocus = (event: KeyboardEvent) => {
    if (event.key === 'Tab') event.preventDefault();
  };
  return (
    <div
      ref={ref}
      tabIndex={-1}
      onKeyDown={holdFocus}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="analyzing-title"
      aria-describedby="analyzing-text"
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink/80 p-6 outline-none backdrop-blur-sm"
    >
      <div className="max-w-sm rounded-xl bg-paper p-8 text-center shadow-xl">
        <LoaderCircle
          className="mx-auto h-10 w-10 animate-spin text-gold motion-reduce:animate-none"
          aria-hidden
        />
        <h2 id="analyzing-title" className="mt-4 font-serif text-2xl font-semibold">
          Analyzing Your Style
        </h2>
        <p id="analyzing-text" role="status" className="mt-2 text-sm text-stone-600">
          Reading your answers like a stylist and a brand strategist would. This takes a few seconds.
        </p>
      </div>
    </div>
  );
}
