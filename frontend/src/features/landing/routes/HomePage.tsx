import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight, Sparkles } from 'lucide-react';
import { useEngine } from '../api/engine-api';
import { HERO, heroFacts, SAMPLE_ARCHETYPE, SAMPLE_BRANDS, STEPS } from '../content/landing';
import { cn } from '../../../shared/lib/cn';
import { BulletList } from '../../../shared/ui/BulletList';
import { Eyebrow } from '../../../shared/ui/Eyebrow';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';

export default function HomePage() {
  useDocumentTitle('Your style is your strategy');
  const engine = useEngine();
  return (
    <div>
      <section className="relative overflow-hidden">
        <div
          aria-hidden
          className="pointer-events-none absolute -right-24 -top-24 h-96 w-96 rounded-full bg-gold-soft/70 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -bottom-32 -left-24 h-80 w-80 rounded-full bg-stone-200/70 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-20 sm:px-6 md:grid-cols-2 md:py-28">
          <div>
            <Eyebrow icon={Sparkles}>AI personal-brand styling</Eyebrow>
            <h1 className="font-serif text-5xl font-semibold leading-tight tracking-tight sm:text-6xl">
              {HERO.title}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-stone-700">{HERO.subtitle}</p>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <Link
                to="/onboarding"
                className="inline-flex items-center gap-2 rounded-md bg-ink px-6 py-3 text-base font-medium text-paper hover:bg-stone-800"
              >
                Discover Your Uniform <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
              <a
                href="#how-it-works"
                className="text-sm font-medium text-stone-700 underline-offset-4 hover:underline"
              >
                How it works
              </a>
            </div>
            <BulletList items={heroFacts(engine)} inline className="mt-8" />
          </div>
          <UniformIllustration />
        </div>
      </section>

      <LandingSection
        id="how-it-works"
        title="From Identity to Image"
        className="border-y border-stone-200 bg-white"
      >
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="rounded-xl border border-stone-200 bg-paper p-6">
              <span className="font-serif text-3xl font-semibold text-gold">0{i + 1}</span>
              <h3 className="mt-3 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-stone-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </LandingSection>

      <LandingSection id="examples" title="See What You'll Get">
        <div className="mt-12 grid gap-8 md:grid-cols-2">
          <article className="rounded-xl bg-ink p-8 text-paper">
            <p className="text-xs uppercase tracking-widest text-gold-soft">Sample Style Archetype</p>
            <h3 className="mt-3 font-serif text-3xl font-semibold">{SAMPLE_ARCHETYPE.name}</h3>
            <p className="mt-4 leading-relaxed text-stone-300">{SAMPLE_ARCHETYPE.summary}</p>
            <ul className="mt-6 flex flex-wrap gap-2">
              {SAMPLE_ARCHETYPE.words.map((word) => (
                <li key={word} className="rounded-full border border-stone-600 px-3 py-1 text-sm">
                  {word}
                </li>
              ))}
            </ul>
          </article>
          <article className="rounded-xl border border-stone-200 bg-white p-8">
            <p className="text-xs uppercase tracking-widest text-stone-500">Sample recommended brands</p>
            <ul className="mt-4 divide-y divide-stone-200">
              {SAMPLE_BRANDS.map((brand) => (
                <li key={brand.name} className="flex items-center justify-between gap-4 py-4">
                  <div>
                    <p className="font-semibold">{brand.name}</p>
                    <p className="text-sm text-stone-600">{brand.note}</p>
                  </div>
                  <span className="rounded-md bg-gold-soft px-2.5 py-1 font-mono text-sm">{brand.tier}</span>
                </li>
              ))}
            </ul>
          </article>
        </div>
      </LandingSection>

      <LandingSection
        id="pricing"
        title="Join hundreds of founders"
        className="bg-ink text-paper"
        innerClassName="max-w-4xl text-center"
      >
        <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-300">
          Your analysis is free and stays in your browser. To save your profile, use the sign up button in the
          navigation to create a free account.
        </p>
        <Link
          to="/onboarding"
          className="mt-8 inline-flex items-center gap-2 rounded-md bg-paper px-6 py-3 font-medium text-ink hover:bg-stone-200"
        >
          Discover Your Uniform <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </LandingSection>
    </div>
  );
}

/** A section of the page under its heading; its id is the anchor the navigation scrolls to. */
function LandingSection({
  id,
  title,
  className,
  innerClassName = 'max-w-6xl',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  innerClassName?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={cn('scroll-mt-20', className)}>
      <div className={cn('mx-auto px-4 py-20 sm:px-6', innerClassName)}>
        <h2 className="font-serif text-4xl font-semibold tracking-tight">{title}</h2>
        {children}
      </div>
    </section>
  );
}

/** The hero's picture, drawn in SVG: a jacket on a hanger over the three palette swatches. */
function UniformIllustration() {
  return (
    <svg
      viewBox="0 0 320 320"
      role="img"
      aria-label="A tailored jacket with a palette of three colors"
      className="mx-auto w-full max-w-sm"
    >
      <circle cx="160" cy="160" r="150" fill="#fff" stroke="#e7e5e4" />
      <path
        d="M160 58 a12 12 0 1 1 12 12 v8"
        fill="none"
        stroke="#1c1917"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M90 110 L160 80 L230 110"
        fill="none"
        stroke="#1c1917"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M98 112 L140 96 L160 150 L180 96 L222 112 L236 250 L84 250 Z" fill="#1c1917" />
      <path d="M140 96 L160 150 L150 250 L132 250 Z" fill="#292524" />
      <path d="M160 150 L170 250 L188 250 L180 96 Z" fill="#292524" />
      <circle cx="160" cy="185" r="4" fill="#b08d57" />
      <circle cx="160" cy="210" r="4" fill="#b08d57" />
      <rect x="104" y="268" width="32" height="16" rx="4" fill="#b08d57" />
      <rect x="144" y="268" width="32" height="16" rx="4" fill="#e9dcc6" />
      <rect x="184" y="268" width="32" height="16" rx="4" fill="#57534e" />
    </svg>
  );
}
