import { useRef, type ReactNode, type RefObject } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { CloseButton } from './CloseButton';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

/**
 * A centred, focus-trapped dialog with a title (required for screen readers) and a close button.
 * On close, focus goes back to `returnFocusTo`, else to whatever had it when the dialog opened:
 * Radix alone returns it only to a DialogTrigger, and some dialogs open without one (the account
 * dialog, the quiz's Notice), which left keyboard users on the page's body.
 */
export function DialogContent({
  title,
  description,
  children,
  returnFocusTo,
  dismissible = true,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** false: a question that must be answered by one of its buttons (no close, Escape or outside click). */
  dismissible?: boolean;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <RadixDialog.Content
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onEscapeKeyDown={dismissible ? undefined : (event) => event.preventDefault()}
        onInteractOutside={dismissible ? undefined : (event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.current ?? opener.current;
          if (!target || target === document.body || !target.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
        className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
      >
        <RadixDialog.Title className="font-serif text-xl font-semibold">{title}</RadixDialog.Title>
        {description ? (
          <RadixDialog.Description className="mt-1 text-sm text-stone-600">
            {description}
          </RadixDialog.Description>
        ) : (
          <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
        )}
        <div className="mt-4">{children}</div>
        {dismissible ? (
          <RadixDialog.Close asChild>
            <CloseButton className="right-4 top-4 text-stone-500 hover:text-ink" />
          </RadixDialog.Close>
        ) : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
