import { Check } from 'lucide-react';
import { cn } from '../../../shared/lib/cn';
import { SECTION_COUNT, sectionStatuses, type WizardState } from '../lib/wizard';

/** Where the family is across the seven sections: a bar and the named steps. */
export function ManifestoProgress({ state }: { state: WizardState }) {
  const steps = sectionStatuses(state);
  const done = state.completed.length;
  const current = steps[state.currentSection];
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p className="font-medium text-ink" aria-live="polite">
          {done >= SECTION_COUNT
            ? 'All seven sections written'
            : `Section ${state.currentSection + 1} of ${SECTION_COUNT}: ${current?.title}`}
        </p>
        <p className="text-stone-600">
          {done} of {SECTION_COUNT} completed
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Sections completed"
        aria-valuemin={0}
        aria-valuemax={SECTION_COUNT}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${SECTION_COUNT} sections completed`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-gold transition-all"
          style={{ width: `${(done / SECTION_COUNT) * 100}%` }}
        />
      </div>
      <ol className="mt-3 flex flex-wrap gap-1.5" aria-label="Sections">
        {steps.map((step) => (
          <li
            key={step.id}
            aria-current={step.status === 'current' ? 'step' : undefined}
            className={cn(
              'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs',
              step.status === 'done' && 'border-gold/50 bg-gold-soft/60 text-ink',
              step.status === 'current' && 'border-ink bg-ink text-paper',
              step.status === 'upcoming' && 'border-stone-200 bg-white text-stone-500',
            )}
          >
            {step.status === 'done' && <Check className="h-3 w-3" aria-hidden />}
            {step.title}
            {step.status === 'done' && <span className="sr-only"> (completed)</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
