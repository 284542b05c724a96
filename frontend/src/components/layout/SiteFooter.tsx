import { Link } from 'react-router-dom';

export function SiteFooter() {
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-stone-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© {new Date().getFullYear()} Uniform Style LLC. Your style is your strategy.</p>
        <nav aria-label="Legal" className="flex gap-4">
          <Link to="/terms" className="hover:text-ink">
            Terms of Service
          </Link>
          <Link to="/privacy" className="hover:text-ink">
            Privacy Policy
          </Link>
        </nav>
      </div>
    </footer>
  );
}
