const SIZE_CLASS = { sm: 'loading-sm', md: 'loading-md', lg: 'loading-lg' } as const;

/** The daisyUI loading spinner with an accessible label. */
export function Spinner({ label = 'Loading', size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span role="status" aria-label={label} className={`loading loading-spinner ${SIZE_CLASS[size]} text-primary`} />
  );
}

/** A centred spinner for whole-page waits (lazy routes, guards). */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} size="lg" />
    </div>
  );
}
