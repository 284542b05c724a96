/** A row of short words as chips (style language, archetype keywords), named for screen readers by `label`. */
export function WordChips({
  words,
  label,
  chipClassName,
}: {
  words: readonly string[];
  label: string;
  chipClassName: string;
}) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {words.map((word) => (
        <li key={word} className={`rounded-full px-3 py-1 text-xs ${chipClassName}`}>
          {word}
        </li>
      ))}
    </ul>
  );
}
