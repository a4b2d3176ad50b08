import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { dismissToast, useToasts, type ToastVariant } from './toast-store';

export { toast, dismissToast, dismissAllToasts, type ToastInput, type ToastVariant } from './toast-store';

/** SPEC.md section 9: 5000 ms by default, swipe right with a 50 px threshold; F8 is Radix's default hot key. */
const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

const VARIANT_CLASS: Record<ToastVariant, string> = {
  default: 'border-base-300 bg-base-100 text-base-content',
  destructive: 'border-error/40 bg-error text-error-content',
  success: 'border-success/40 bg-base-100 text-base-content',
};

function VariantIcon({ variant }: { variant: ToastVariant }) {
  if (variant === 'destructive') return <CircleAlert className="size-5 shrink-0" aria-hidden />;
  if (variant === 'success') return <CircleCheck className="size-5 shrink-0 text-success" aria-hidden />;
  return <Info className="size-5 shrink-0 text-primary" aria-hidden />;
}

/** Renders the (single) current toast in a Radix viewport at the bottom right. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => { if (!next) dismissToast(id); }}
          data-variant={variant}
          className={`toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-box border p-4 pr-10 shadow-xl ${VARIANT_CLASS[variant]}`}
        >
          <VariantIcon variant={variant} />
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description && <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close aria-label="Close" className="btn btn-ghost btn-xs btn-square absolute right-2 top-2 text-current">
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
