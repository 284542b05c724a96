import { LoaderCircle } from 'lucide-react';

/** Full-screen while the analysis runs (spec 1 §2): nothing behind it can be clicked. */
export function AnalyzingOverlay() {
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="analyzing-title"
      aria-describedby="analyzing-text"
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink/80 p-6 backdrop-blur-sm"
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
