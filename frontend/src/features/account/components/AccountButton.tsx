import { lazy, Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../shared/ui/Button';
import { displayName, useNavUser, useSimpleUser } from '../api/auth';
import { announceOidcReturn, takeOidcReturn } from '../lib/oidc-sign-in';

// The dialog (and the zod contracts its forms use) loads on first use, keeping it out of every
// page's first download; hovering or focusing the button starts the download early.
const loadAccountDialog = () => import('./AccountDialog');
const AccountDialog = lazy(() => loadAccountDialog().then((m) => ({ default: m.AccountDialog })));

/** The navigation bar's account control: Login when signed out, picture and name when signed in. */
export function AccountButton() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const nav = useNavUser();
  // Started with the page, as before the dialog was split off, so it opens on the right view at once.
  // It also carries the e-mail, whose local part names an account without names (spec 1 §2).
  const account = useSimpleUser();
  const user = nav.data;
  const isLoading = nav.isLoading || account.isLoading;
  const queryClient = useQueryClient();
  // Back from Google or Microsoft: the account control, on every page, greets or says why not.
  useEffect(() => void announceOidcReturn(queryClient, takeOidcReturn()), [queryClient]);
  const show = () => {
    setMounted(true);
    setOpen(true);
  };
  const preload = () => void loadAccountDialog();
  return (
    <>
      {isLoading ? (
        <span className="h-8 w-16 animate-pulse rounded-md bg-stone-200" aria-hidden />
      ) : user ? (
        <button
          type="button"
          onClick={show}
          onPointerEnter={preload}
          onFocus={preload}
          className="flex items-center gap-2 rounded-md px-2 py-1 text-sm font-medium hover:bg-stone-100"
        >
          {user.profileImageUrl && (
            <img src={user.profileImageUrl} alt="" className="h-7 w-7 rounded-full object-cover" />
          )}
          <span>{displayName({ ...user, email: account.data?.email })}</span>
        </button>
      ) : (
        <Button size="sm" onClick={show} onPointerEnter={preload} onFocus={preload}>
          Login
        </Button>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <AccountDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
