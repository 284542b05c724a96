import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BellRing, MessageSquareText, Sun, Trophy } from 'lucide-react';
import { GetupSubscribeForm } from '../components/GetupSubscribeForm';
import { GETUP_PAGE, GETUP_SAMPLE, GETUP_STEPS } from '../content/getup-content';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../../shared/ui/Dialog';
import { Eyebrow } from '../../../shared/ui/Eyebrow';
import { usePageDescription } from '../../../shared/lib/use-page-description';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';

const STEP_ICONS = [BellRing, Sun, Trophy];

/** The "Start Your Daily Getup" button and its dialog with the subscribe form; closes 2 s after success. */
function StartGetup({ size = 'lg' as const }: { size?: 'md' | 'lg' }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size={size}>
          <MessageSquareText className="h-4 w-4" aria-hidden /> {GETUP_PAGE.cta}
        </Button>
      </DialogTrigger>
      <DialogContent title={GETUP_PAGE.dialogTitle} description={GETUP_PAGE.dialogDescription}>
        <GetupSubscribeForm onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

export default function GetupPage() {
  useDocumentTitle(GETUP_PAGE.title);
  usePageDescription(GETUP_PAGE.description);
  return (
    <div>
      <nav
        aria-label="Getup"
        className="sticky top-16 z-10 border-b border-stone-200 bg-white/90 backdrop-blur"
      >
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 overflow-x-auto px-4 py-3 text-sm sm:px-6">
          <span className="font-serif text-lg font-semibold">Getup</span>
          <ul className="flex items-center gap-4 whitespace-nowrap text-stone-700">
            <li>
              <a href="#how-getup-works" className="hover:text-ink">
                How it works
              </a>
            </li>
            <li>
              <a href="#sample" className="hover:text-ink">
                Sample
              </a>
            </li>
            <li>
              <Link to="/dashboard" className="hover:text-ink">
                Dashboard
              </Link>
            </li>
          </ul>
        </div>
      </nav>

      <section className="relative overflow-hidden">
        <div
          aria-hidden
          className="pointer-events-none absolute -right-24 -top-24 h-96 w-96 rounded-full bg-gold-soft/70 blur-3xl"
        />
        <div className="relative mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 md:py-28">
          <Eyebrow icon={Sun}>{GETUP_PAGE.eyebrow}</Eyebrow>
          <h1 className="font-serif text-5xl font-semibold leading-tight tracking-tight sm:text-7xl">
            Getup
          </h1>
          <p className="mt-4 font-serif text-2xl leading-snug text-ink sm:text-3xl">{GETUP_PAGE.heading}</p>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-stone-700">
            {GETUP_PAGE.subheading}
          </p>
          <div className="mt-8 flex justify-center">
            <StartGetup />
          </div>
          <p className="mt-4 text-sm text-stone-600">7 AM local time · Free · Reply STOP to cancel</p>
        </div>
      </section>

      <section id="how-getup-works" aria-labelledby="how-getup-works-title" className="scroll-mt-32 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="how-getup-works-title" className="text-center font-serif text-3xl font-semibold">
            How Getup works
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {GETUP_STEPS.map((step, index) => {
              const Icon = STEP_ICONS[index] ?? Sun;
              return (
                <li key={step.title} className="rounded-xl border border-stone-200 p-6">
                  <div className="flex items-center gap-3">
                    <span className="flex h-9 w-9 items-center justify-center rounded-full bg-ink text-sm font-semibold text-paper">
                      {index + 1}
                    </span>
                    <Icon className="h-5 w-5 text-gold" aria-hidden />
                  </div>
                  <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-stone-700">{step.text}</p>
                </li>
              );
            })}
          </ol>
        </div>
      </section>

      <section id="sample" aria-labelledby="sample-title" className="scroll-mt-32">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2">
          <div>
            <h2 id="sample-title" className="font-serif text-3xl font-semibold">
              {GETUP_PAGE.sampleTitle}
            </h2>
            <p className="mt-4 leading-relaxed text-stone-700">{GETUP_PAGE.sampleText}</p>
          </div>
          <figure
            aria-label="Sample Getup message"
            className="mx-auto w-full max-w-sm rounded-3xl border border-stone-200 bg-white p-5 shadow-sm"
          >
            <figcaption className="text-xs text-stone-500">Today 7:00 AM</figcaption>
            <div className="mt-2 space-y-1 rounded-2xl rounded-tl-sm bg-stone-100 p-4 text-sm leading-relaxed">
              <p>{GETUP_SAMPLE.greeting}</p>
              {GETUP_SAMPLE.lines.map(([label, text]) => (
                <p key={label}>
                  <strong>{label}:</strong> {text}
                </p>
              ))}
              <p className="text-stone-600">{GETUP_SAMPLE.signOff}</p>
            </div>
          </figure>
        </div>
      </section>

      <section aria-labelledby="getup-cta-title" className="bg-ink text-paper">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
          <h2 id="getup-cta-title" className="font-serif text-3xl font-semibold">
            Tomorrow at 7 AM, know exactly what to wear.
          </h2>
          <div className="mt-8 flex justify-center [&_button]:bg-paper [&_button]:text-ink [&_button:hover]:bg-stone-200">
            <StartGetup />
          </div>
        </div>
      </section>

      <footer className="border-t border-stone-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-8 text-center text-sm text-stone-600 sm:px-6">
          <p>{GETUP_PAGE.terms}</p>
          <p className="mt-2">
            <Link to="/terms" className="underline underline-offset-4 hover:text-ink">
              Terms
            </Link>{' '}
            ·{' '}
            <Link to="/privacy" className="underline underline-offset-4 hover:text-ink">
              Privacy
            </Link>
          </p>
        </div>
      </footer>
    </div>
  );
}
