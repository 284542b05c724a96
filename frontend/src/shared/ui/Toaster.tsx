import { useEffect, useRef } from 'react';
import { Toast } from 'radix-ui';
import { cn } from '../lib/cn';
import { TOAST_DURATION_MS, TOAST_MAX_WIDTH_PX, TOAST_SWIPE_THRESHOLD_PX } from '../lib/ui-constants';
import { CloseButton } from './CloseButton';
import { dismissToast, useToast } from './use-toast';

/**
 * The notifications region (spec 1 §9): F8 focuses it (Radix's default hotkey), a swipe right past
 * the threshold dismisses, hovering or focusing pauses the timer. `focusOnMount`: mounted by that F8
 * (see DeferredToaster), so the region takes the focus the key asked for.
 */
export function Toaster({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const { toasts } = useToast();
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=end]:animate-toast-swipe-out motion-reduce:animate-none',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            t.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-stone-200 bg-white text-ink',
          )}
        >
          <div className="grid gap-1">
            {t.title && <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>}
            {t.description && (
              <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
            )}
          </div>
          <Toast.Close asChild>
            <CloseButton className="right-2 top-2 opacity-70 hover:opacity-100 focus-visible:opacity-100" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* On phones at the top, under the 64 px site header, so a toast covers neither the header's
          controls nor a page's action buttons at the bottom (the questionnaire's Previous / Complete
          Analysis); bottom right from the sm breakpoint. The empty region lets clicks through. */}
      <Toast.Viewport
        ref={viewport}
        style={{ maxWidth: TOAST_MAX_WIDTH_PX }}
        className="pointer-events-none fixed right-0 top-16 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none sm:bottom-0 sm:top-auto sm:flex-col-reverse"
      />
    </Toast.Provider>
  );
}
