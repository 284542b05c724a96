import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { NAV_LINKS } from '../../data/navigation';
import { AccountButton } from '../account/AccountButton';

/** Fixed navigation; on small screens it collapses into a menu toggle, and choosing a link closes it. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-3 py-2 text-sm font-medium hover:bg-stone-100',
      isActive ? 'text-ink' : 'text-stone-600',
    );
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-stone-200 bg-paper/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link
          to="/"
          className="font-serif text-xl font-semibold tracking-tight"
          onClick={() => setOpen(false)}
        >
          Uniform
        </Link>
        <nav aria-label="Main" className="ml-auto mr-2 hidden items-center gap-1 md:flex">
          <a href="/#how-it-works" className={linkClass({ isActive: false })}>
            How it Works
          </a>
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <AccountButton />
          <button
            type="button"
            className="rounded-md p-2 md:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
          </button>
        </div>
      </div>
      {open && (
        <nav
          id="mobile-menu"
          aria-label="Main"
          className="border-t border-stone-200 bg-paper px-4 py-2 md:hidden"
        >
          <a
            href="/#how-it-works"
            className={cn(linkClass({ isActive: false }), 'block')}
            onClick={() => setOpen(false)}
          >
            How it Works
          </a>
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={(state) => cn(linkClass(state), 'block')}
              onClick={() => setOpen(false)}
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
      )}
    </header>
  );
}
