import type { ManifestoSection } from '@uniform/contracts';
import { CheckCircle2 } from 'lucide-react';
import { MarkdownView } from './MarkdownView';

/** The sections written so far, each openable to read what was written from the family's answers. */
export function CompletedSections({ sections }: { sections: readonly ManifestoSection[] }) {
  return (
    <section
      aria-labelledby="completed-sections-title"
      className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <h2 id="completed-sections-title" className="font-serif text-xl font-semibold">
        Completed sections
      </h2>
      {sections.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">
          Each section appears here as soon as it is written from your answers.
        </p>
      ) : (
        <ul className="mt-3 space-y-2" data-testid="completed-sections">
          {sections.map((section, index) => (
            <li key={section.id}>
              <details
                open={index === sections.length - 1}
                className="group rounded-lg border border-stone-200 bg-paper"
              >
                <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-gold/50">
                  <CheckCircle2 className="h-4 w-4 shrink-0 text-gold" aria-hidden />
                  {section.title}
                </summary>
                <MarkdownView markdown={section.content} className="space-y-2 px-3 pb-3 text-sm" />
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
