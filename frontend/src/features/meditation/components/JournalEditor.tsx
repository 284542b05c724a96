import type { CSSProperties } from 'react';
import { JOURNAL_RESPONSE_MAX, formatCount } from '@uniform/contracts';
import { MEDITATION_PAGE } from '../content/meditation-content';

/** Ruled paper: one line every 2rem, drawn behind the text and scrolling with it. */
const RULED: CSSProperties = {
  lineHeight: '2rem',
  backgroundImage:
    'repeating-linear-gradient(to bottom, transparent 0, transparent calc(2rem - 1px), #e7e5e4 calc(2rem - 1px), #e7e5e4 2rem)',
  backgroundAttachment: 'local',
  backgroundPositionY: '0.5rem',
};

/** The journal textarea: ruled, at least 200 px tall (300 px in print), spec 2 §2.6. */
export function JournalEditor({
  value,
  onChange,
  prompt,
  disabled,
}: {
  value: string;
  onChange: (text: string) => void;
  prompt: string;
  disabled?: boolean;
}) {
  return (
    <div className="space-y-2">
      <label htmlFor="still-core-journal" className="block text-sm font-medium text-stone-700">
        Your reflection
        <span className="sr-only">: {prompt}</span>
      </label>
      <textarea
        id="still-core-journal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={MEDITATION_PAGE.placeholder}
        maxLength={JOURNAL_RESPONSE_MAX}
        disabled={disabled}
        aria-describedby="still-core-journal-count"
        style={RULED}
        className="block min-h-[200px] w-full resize-y rounded-lg border border-stone-300 bg-white px-4 py-2 font-serif text-base text-ink placeholder:text-stone-400 focus:border-gold focus:outline-none focus:ring-2 focus:ring-gold/30 disabled:opacity-60 print:min-h-[300px] print:border-stone-400"
      />
      <p id="still-core-journal-count" className="text-right text-xs text-stone-500 print:hidden">
        {formatCount(value.length)} / {formatCount(JOURNAL_RESPONSE_MAX)} characters
      </p>
    </div>
  );
}
