import { ArrowRight, Loader2, ScrollText } from 'lucide-react';
import { MANIFESTO_SECTIONS } from '@uniform/contracts';
import { Button } from '../../../shared/ui/Button';
import { MANIFESTO_PAGE } from '../content/manifesto-content';

/** Step one of the wizard: what a family manifesto is, the seven sections, and the start button. */
export function ManifestoIntro({ onStart, starting }: { onStart: () => void; starting: boolean }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-stone-300 bg-white/70 px-3 py-1 text-xs font-medium uppercase tracking-widest text-stone-600">
        <ScrollText className="h-3.5 w-3.5 text-gold" aria-hidden /> Guided conversation
      </p>
      <h1 className="font-serif text-4xl font-semibold tracking-tight sm:text-5xl">{MANIFESTO_PAGE.title}</h1>
      <p className="mt-6 text-lg leading-relaxed text-stone-700">{MANIFESTO_PAGE.intro}</p>

      <h2 className="mt-10 font-serif text-2xl font-semibold">The seven sections</h2>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2">
        {MANIFESTO_SECTIONS.map((section, index) => (
          <li key={section.id} className="rounded-xl border border-stone-200 bg-white p-4">
            <span className="font-serif text-lg text-gold">{String(index + 1).padStart(2, '0')}</span>{' '}
            <span className="font-semibold">{section.title}</span>
            <p className="mt-1 text-sm text-stone-600">{section.description}</p>
          </li>
        ))}
      </ol>

      <ul className="mt-8 space-y-2 text-sm text-stone-600">
        {MANIFESTO_PAGE.howItWorks.map((line) => (
          <li key={line} className="flex gap-2">
            <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-gold" aria-hidden /> {line}
          </li>
        ))}
      </ul>

      <Button size="lg" className="mt-10 w-full sm:w-auto" onClick={onStart} disabled={starting}>
        {starting ? (
          <>
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> {MANIFESTO_PAGE.starting}
          </>
        ) : (
          <>
            {MANIFESTO_PAGE.start} <ArrowRight className="h-4 w-4" aria-hidden />
          </>
        )}
      </Button>
    </div>
  );
}
