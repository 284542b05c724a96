import { ArrowRight, Loader2, ScrollText } from 'lucide-react';
import { MANIFESTO_SECTIONS } from '@uniform/contracts';
import { BulletList } from '../../../shared/ui/BulletList';
import { Button } from '../../../shared/ui/Button';
import { Eyebrow } from '../../../shared/ui/Eyebrow';
import { MANIFESTO_PAGE } from '../content/manifesto-content';

/** Step one of the wizard: what a family manifesto is, the seven sections, and the start button. */
export function ManifestoIntro({ onStart, starting }: { onStart: () => void; starting: boolean }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Eyebrow icon={ScrollText}>Guided conversation</Eyebrow>
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

      <BulletList items={MANIFESTO_PAGE.howItWorks} className="mt-8" />

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
