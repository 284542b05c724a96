import { Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { cn } from '../../shared/lib/cn';
import { HOW_IT_WORKS_LINK, NAV_LINKS } from '../../shared/content/navigation';
import { lazyAccountPart } from './load-account';

// The account control and what it reads (the signed-in user, checked against the zod contracts) load
// once the first page has loaded; until then the header holds the control's own loading placeholder.
const AccountButton = lazyAccountPart((account) => account.AccountButton);
const ACCOUNT_PLACEHOLDER = <span className="h-8 w-16 animate-pulse rounded-md bg-stone-200" aria-hidden />;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-stone-100 hover:text-ink',
    isActive ? 'bg-stone-100 text-ink' : 'text-stone-600',
  );

/** Fixed navigation; on small screens it collapses into a menu toggle, and choosing a link closes it. */
export function SiteHeader() {
  const location = useLocation();
  // The menu belongs to the page it was opened on: any navigation (a link, back, forward) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const close = () => setOpenOn(null);

  return (
    <header
      className="fixed inset-x-0 top-0 z-40 border-b border-stone-200 bg-paper/95 backdrop-blur"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close();
      }}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to="/" className="font-serif text-2xl font-semibold tracking-tight" onClick={close}>
          Uniform
        </Link>
        <nav aria-label="Main" className="ml-auto mr-2 hidden items-center gap-1 lg:flex">
          <Link to={HOW_IT_WORKS_LINK.to} className={linkClass({ isActive: false })}>
            {HOW_IT_WORKS_LINK.label}
          </Link>
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <Suspense fallback={ACCOUNT_PLACEHOLDER}>
            <AccountButton />
          </Suspense>
          <button
            type="button"
            className="rounded-md p-2 hover:bg-stone-100 lg:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpenOn(open ? null : location.key)}
          >
            {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
          </button>
        </div>
      </div>
      {open && (
        <nav
          id="mobile-menu"
          aria-label="Main"
          className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-stone-200 bg-paper px-4 py-3 shadow-sm lg:hidden"
        >
          <Link
            to={HOW_IT_WORKS_LINK.to}
            className={cn(linkClass({ isActive: false }), 'block py-3')}
            onClick={close}
          >
            {HOW_IT_WORKS_LINK.label}
          </Link>
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={(state) => cn(linkClass(state), 'block py-3')}
              onClick={close}
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
      )}
    </header>
  );
}
