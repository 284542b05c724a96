import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '../../lib/ui-constants';
import { dismissToast, useToast } from './use-toast';

/** The notifications region: F8 focuses it (Radix's default hotkey), swipe right dismisses. */
export function Toaster() {
  const { toasts } = useToast();
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
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full',
            t.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-stone-200 bg-white text-ink',
          )}
        >
          <div className="grid gap-1">
            {t.title && <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>}
            {t.description && (
              <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:max-w-[420px]" />
    </Toast.Provider>
  );
}
