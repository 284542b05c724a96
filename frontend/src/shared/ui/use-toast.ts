import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../lib/ui-constants';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
}

export interface ToastData extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastStore {
  toast(input: ToastInput): { id: string; dismiss: () => void };
  /** Closes one toast, or all of them without an id. */
  dismiss(id?: string): void;
  get(): readonly ToastData[];
  subscribe(listener: () => void): () => void;
}

/**
 * Toasts as a tiny store: at most `limit` shown, newest first, older ones dropped. A dismissed toast
 * stays mounted (closed) for `removeDelayMs` so Radix can finish its exit before it is removed.
 */
export function createToastStore({
  limit,
  removeDelayMs,
}: {
  limit: number;
  removeDelayMs: number;
}): ToastStore {
  let toasts: readonly ToastData[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const removals = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = () => listeners.forEach((listener) => listener());
  const forget = (id: string) => {
    clearTimeout(removals.get(id));
    removals.delete(id);
  };

  function scheduleRemoval(id: string) {
    if (removals.has(id)) return;
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id);
        toasts = toasts.filter((t) => t.id !== id);
        emit();
      }, removeDelayMs),
    );
  }

  function dismiss(id?: string) {
    toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
    toasts.filter((t) => !t.open).forEach((t) => scheduleRemoval(t.id));
    emit();
  }

  function toast(input: ToastInput) {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    const next = [{ ...input, id, open: true }, ...toasts];
    next.slice(limit).forEach((dropped) => forget(dropped.id));
    toasts = next.slice(0, limit);
    emit();
    return { id, dismiss: () => dismiss(id) };
  }

  return {
    toast,
    dismiss,
    get: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one toast store, with spec 1 §9's limit (one at a time) and removal delay. */
const store = createToastStore({ limit: TOAST_LIMIT, removeDelayMs: TOAST_REMOVE_DELAY_MS });

export const toast = (input: ToastInput) => store.toast(input);
export const dismissToast = (id?: string) => store.dismiss(id);

export function useToast() {
  const toasts = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { toasts, toast, dismiss: dismissToast };
}
