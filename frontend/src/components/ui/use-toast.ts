import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../lib/ui-constants';

export type ToastVariant = 'default' | 'destructive';

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  open: boolean;
}

/**
 * Toasts as a tiny global store: at most TOAST_LIMIT visible (one), newest first. A dismissed toast
 * stays mounted (closed) for TOAST_REMOVE_DELAY_MS so Radix can finish its exit.
 */
let toasts: ToastData[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();

const emit = () => listeners.forEach((listener) => listener());

function scheduleRemoval(id: string) {
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string): void {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  toasts.filter((t) => !t.open).forEach((t) => scheduleRemoval(t.id));
  emit();
}

export function toast(input: Omit<ToastData, 'id' | 'open'>): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useToast() {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return { toasts: current, toast, dismiss: dismissToast };
}
