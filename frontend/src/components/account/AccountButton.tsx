import { useState } from 'react';
import { Button } from '../ui/Button';
import { displayName, useNavUser } from '../../lib/auth';
import { AccountDialog } from './AccountDialog';

/** The navigation bar's account control: Login when signed out, picture and name when signed in. */
export function AccountButton() {
  const [open, setOpen] = useState(false);
  const { data: user, isLoading } = useNavUser();
  return (
    <>
      {isLoading ? (
        <span className="h-8 w-16 animate-pulse rounded-md bg-stone-200" aria-hidden />
      ) : user ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="flex items-center gap-2 rounded-md px-2 py-1 text-sm font-medium hover:bg-stone-100"
        >
          {user.profileImageUrl && (
            <img src={user.profileImageUrl} alt="" className="h-7 w-7 rounded-full object-cover" />
          )}
          <span>{displayName(user)}</span>
        </button>
      ) : (
        <Button size="sm" onClick={() => setOpen(true)}>
          Login
        </Button>
      )}
      <AccountDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
