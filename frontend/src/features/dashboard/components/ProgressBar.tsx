/** A determinate progress bar for a download, announced to screen readers by its label. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
    >
      <div className="h-full bg-gold transition-[width] duration-200" style={{ width: `${percent}%` }} />
    </div>
  );
}
