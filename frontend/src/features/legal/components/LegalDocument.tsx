import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LegalSection } from '../content/legal';
import { formatLongDate } from '../../../shared/lib/dates';

/**
 * A legal page: title, "Last updated" with the day it is viewed (spec 2 §2.7), a contents list that
 * stays beside the text on wide screens, the sections, and whatever follows them (the privacy form).
 */
export function LegalDocument({
  title,
  intro,
  sections,
  children,
}: {
  title: string;
  intro: string;
  sections: LegalSection[];
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16">
      <nav aria-label="On this page" className="hidden lg:block">
        <div className="sticky top-28">
          <p className="text-xs font-semibold uppercase tracking-widest text-stone-500">On this page</p>
          <ol className="mt-4 space-y-2 border-l border-stone-200 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                {/* A router link (not a bare #anchor) so ScrollRestoration scrolls to it and Back returns. */}
                <Link
                  to={`#${section.id}`}
                  className="-ml-px block border-l border-transparent pl-4 text-stone-600 hover:border-gold hover:text-ink"
                >
                  {section.title.replace(/^\d+\.\s*/, '')}
                </Link>
              </li>
            ))}
          </ol>
        </div>
      </nav>
      <article className="max-w-3xl">
        <header className="mb-12 border-b border-stone-200 pb-8">
          <h1 className="font-serif text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
          <p className="mt-3 text-sm text-stone-500">Last updated {formatLongDate(new Date())}</p>
          <p className="mt-6 text-lg leading-relaxed text-stone-700">{intro}</p>
        </header>
        <div className="space-y-12">
          {sections.map((section) => (
            <LegalSectionBlock key={section.id} section={section} />
          ))}
        </div>
        {children}
      </article>
    </div>
  );
}

function LegalSectionBlock({ section }: { section: LegalSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24 space-y-4">
      <h2 id={`${section.id}-title`} className="font-serif text-2xl font-semibold tracking-tight">
        {section.title}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="leading-relaxed text-stone-700">
          {paragraph}
        </p>
      ))}
      {section.list && (
        <ul className="space-y-2 pl-1 text-stone-700">
          {section.list.map((item) => (
            <li key={item} className="flex gap-3 leading-relaxed">
              <span aria-hidden className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-gold" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      )}
      {section.after?.map((paragraph) => (
        <p key={paragraph} className="leading-relaxed text-stone-700">
          {paragraph}
        </p>
      ))}
      {section.link && (
        <p>
          <Link
            to={section.link.to}
            className="font-medium text-ink underline decoration-gold underline-offset-4 hover:decoration-2"
          >
            {section.link.label}
          </Link>
        </p>
      )}
    </section>
  );
}
