import { useSyncExternalStore } from 'react';

/**
 * A tiny external store for toasts. SPEC.md section 4 allows at most one visible toast, so a new
 * toast replaces the current one instead of queueing behind it.
 */
export type ToastVariant = 'default' | 'destructive' | 'success';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; duration?: number };
export type ToastItem = ToastInput & { id: number; open: boolean };

const TOAST_LIMIT = 1;
/** Closed toasts stay mounted briefly so Radix can play the exit animation. */
const REMOVE_DELAY_MS = 300;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), REMOVE_DELAY_MS);
}

/** Closes every toast (e.g. a stale decline message once the payment went through). */
export function dismissAllToasts() {
  for (const t of toasts) dismissToast(t.id);
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** The current toasts (the store's snapshot). */
export function getToasts(): ToastItem[] {
  return toasts;
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToasts,
  );
}
