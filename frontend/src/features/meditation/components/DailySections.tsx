import { BookOpen, Compass, Feather, Wind } from 'lucide-react';
import type { DailyMeditation } from '@uniform/contracts';
import { SECTION_TITLES } from '../content/meditation-content';

type Sections = Pick<DailyMeditation, 'meditation' | 'actionStep' | 'scripture' | 'journalPrompt'>;

const ICONS = { meditation: Wind, actionStep: Compass, scripture: BookOpen, journalPrompt: Feather };
const ORDER = ['meditation', 'actionStep', 'scripture', 'journalPrompt'] as const;

/** The four sections of the day (spec 2 §2.6). */
export function DailySections({ sections }: { sections: Sections }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-1">
      {ORDER.map((key) => {
        const Icon = ICONS[key];
        return (
          <section
            key={key}
            aria-labelledby={`still-core-${key}`}
            className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm print:break-inside-avoid print:shadow-none"
          >
            <h2
              id={`still-core-${key}`}
              className="flex items-center gap-2 text-xs font-semibold uppercase tracking-widest text-gold"
            >
              <Icon className="h-4 w-4" aria-hidden />
              {SECTION_TITLES[key]}
            </h2>
            <p
              className={
                key === 'scripture'
                  ? 'mt-3 font-serif text-lg italic leading-relaxed'
                  : 'mt-3 leading-relaxed'
              }
            >
              {sections[key]}
            </p>
          </section>
        );
      })}
    </div>
  );
}
