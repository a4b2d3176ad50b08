import { Lock } from 'lucide-react';

export function PayButton({
  amountLabel,
  pending,
  onClick,
}: {
  amountLabel: string;
  pending: boolean;
  onClick?: () => void;
}) {
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      onClick={onClick}
      className="btn btn-primary btn-lg w-full gap-2"
      disabled={pending}
    >
      {pending ? (
        <span className="loading loading-spinner loading-sm" aria-hidden />
      ) : (
        <Lock className="size-4" aria-hidden />
      )}
      {pending ? 'Processing...' : `Pay ${amountLabel}`}
    </button>
  );
}
