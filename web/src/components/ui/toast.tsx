import * as ToastPrimitive from '@radix-ui/react-toast';
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';

/**
 * Toasts (docs/product.md section 9): at most one on screen, so a new toast replaces the one shown
 * rather than queueing behind it; 5000 ms by default; swiped away to the right past 50 px; F8
 * moves focus to the notification region (Radix's own hot key). Decision 033 says why Radix.
 */
export type ToastVariant = 'default' | 'destructive' | 'success';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; duration?: number };
type ShownToast = ToastInput & { id: number; open: boolean };

const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

/** The one toast, in jotai's default store so code outside React (mutation callbacks) can show one. */
const shownToast = atom<ShownToast | null>(null);
const store = getDefaultStore();
let nextId = 1;

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  store.set(shownToast, { ...input, id, open: true });
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes the toast (Radix plays the exit animation, then unmounts it). */
export function dismissToast(id: number) {
  const shown = store.get(shownToast);
  if (shown?.id === id) store.set(shownToast, { ...shown, open: false });
}

/** Closes whatever is shown (e.g. a stale decline message once the payment went through). */
export function dismissAllToasts() {
  const shown = store.get(shownToast);
  if (shown) dismissToast(shown.id);
}

/** The toast on screen, for tests. */
export const currentToast = () => store.get(shownToast);

const VARIANT_CLASS: Record<ToastVariant, string> = {
  default: 'alert-info alert-soft',
  destructive: 'alert-error',
  success: 'alert-success alert-soft',
};

function VariantIcon({ variant }: { variant: ToastVariant }) {
  if (variant === 'destructive') return <CircleAlert className="size-5 shrink-0" aria-hidden />;
  if (variant === 'success') return <CircleCheck className="size-5 shrink-0" aria-hidden />;
  return <Info className="size-5 shrink-0" aria-hidden />;
}

/** The current toast as a daisyUI alert in a Radix viewport at the bottom right. */
export function Toaster() {
  const shown = useAtomValue(shownToast, { store });
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {shown && (
        <ToastPrimitive.Root
          key={shown.id}
          open={shown.open}
          duration={shown.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(shown.id);
          }}
          data-variant={shown.variant ?? 'default'}
          className={`toast-root alert pointer-events-auto relative w-full items-start pr-10 shadow-xl ${VARIANT_CLASS[shown.variant ?? 'default']}`}
        >
          <VariantIcon variant={shown.variant ?? 'default'} />
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{shown.title}</ToastPrimitive.Title>
            {shown.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {shown.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="btn btn-ghost btn-xs btn-square absolute right-2 top-2 text-current"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
