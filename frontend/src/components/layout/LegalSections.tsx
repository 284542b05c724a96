import type { LegalSection } from '../../data/legal';

export function LegalSections({ sections }: { sections: LegalSection[] }) {
  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`} className="space-y-3">
          <h2 id={`section-${section.id}`} className="font-serif text-2xl font-semibold">
            {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed text-stone-700">
              {paragraph}
            </p>
          ))}
          {section.list && (
            <ul className="list-disc space-y-1 pl-6 text-stone-700">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

export function formatLongDate(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
