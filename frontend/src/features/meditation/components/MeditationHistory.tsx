import type { MeditationHistory as History } from '@uniform/contracts';
import { MEDITATION_PAGE } from '../content/meditation-content';
import { previewText, shortEntryDate } from '../lib/journal-format';

/** "Your Meditation Journey": the 5 latest entries; choosing one opens its date. */
export function MeditationHistory({
  entries,
  loading,
  failed,
  selectedDate,
  onSelect,
}: {
  entries: History | undefined;
  loading: boolean;
  failed: boolean;
  selectedDate: string;
  onSelect: (date: string) => void;
}) {
  return (
    <section aria-labelledby="still-core-history" className="print:hidden">
      <h2 id="still-core-history" className="font-serif text-2xl font-semibold">
        {MEDITATION_PAGE.historyTitle}
      </h2>
      {loading ? (
        <p className="mt-3 text-sm text-stone-600" role="status">
          Loading your entries...
        </p>
      ) : failed ? (
        <p className="mt-3 text-sm text-red-700" role="alert">
          Your past entries could not be loaded. Please refresh the page to try again.
        </p>
      ) : !entries || entries.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{MEDITATION_PAGE.historyEmpty}</p>
      ) : (
        <ol className="mt-4 space-y-3" aria-label="Recent entries, newest first">
          {entries.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                onClick={() => onSelect(entry.entryDate)}
                aria-current={entry.entryDate === selectedDate ? 'date' : undefined}
                className="w-full rounded-lg border border-stone-200 bg-white p-4 text-left transition-colors hover:border-gold aria-[current=date]:border-gold"
              >
                <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <span className="text-sm font-semibold text-stone-700">
                    {shortEntryDate(entry.entryDate)}
                  </span>
                  {entry.theme && <span className="font-serif text-base italic">{entry.theme}</span>}
                </span>
                {entry.journalResponse && (
                  <span className="mt-2 block break-words text-sm text-stone-600">
                    {previewText(entry.journalResponse)}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
