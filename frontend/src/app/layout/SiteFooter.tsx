import { Link } from 'react-router-dom';
import { LEGAL_LINKS } from '../../shared/content/navigation';
import { COMPANY } from '../../shared/content/company';

/** The footer of every page but the landing page (which has its own, with columns). */
export function SiteFooter() {
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-stone-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} {COMPANY}. Your style is your strategy.
        </p>
        <nav aria-label="Legal" className="flex gap-6">
          {LEGAL_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="underline-offset-4 hover:text-ink hover:underline">
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
