import { Link } from 'react-router-dom';
import { COMPANY } from '../../../shared/content/company';
import { FOOTER_COLUMNS } from '../content/landing';

/** The landing page's footer (spec 1 §2): product, company and legal columns and the 2024 copyright. */
export function LandingFooter() {
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div>
          <p className="font-serif text-xl font-semibold">Uniform</p>
          <p className="mt-2 text-sm text-stone-600">Your style is your strategy.</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm text-stone-600">
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.href.startsWith('/') ? (
                    <Link to={link.href} className="hover:text-ink">
                      {link.label}
                    </Link>
                  ) : (
                    <a href={link.href} className="hover:text-ink">
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-stone-200 py-6 text-center text-sm text-stone-500">
        © 2024 {COMPANY}. All rights reserved.
      </p>
    </footer>
  );
}
