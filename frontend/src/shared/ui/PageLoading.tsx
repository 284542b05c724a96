/**
 * Shown in the page area while the first page's code loads (the header is already there; the layout
 * keeps the footer below the fold meanwhile).
 */
export function PageLoading() {
  return (
    <div role="status" className="flex justify-center px-4 py-24">
      <span
        aria-hidden
        className="h-6 w-6 animate-spin rounded-full border-2 border-stone-300 border-t-gold motion-reduce:animate-none"
      />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
