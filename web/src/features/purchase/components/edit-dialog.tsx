import { Wand2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { EDIT_LIMIT_MESSAGE, EDIT_LIMIT_TITLE, EditAdRequestSchema } from '@contract/generation';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { maxLengthOf } from '@/lib/schema-limits';
import { useEditAd } from '../api/edit-ad';
import type { FinalAd } from '../api/get-public-results';
import { useEditPlan } from '../api/plan-edit';
import { useEditPreview } from '../api/preview-edit';
import { EditPlanPanel } from './edit-plan-panel';

const EDIT_LIMIT = { title: EDIT_LIMIT_TITLE, description: EDIT_LIMIT_MESSAGE };
const PROMPT_MAX = maxLengthOf(EditAdRequestSchema.entries.userPrompt);
const EXAMPLES = [
  'Make the background deep navy blue',
  'Change the headline to "Energy that lasts all day"',
  'Make it more premium',
  'Bigger product, gold button',
];

/**
 * One prompt-based edit per ad (docs/product.md sections 4, 5 and 8), in a native <dialog> for
 * focus handling. "Apply Edit" first shows the plan (POST /api/edit-plan, and a preview where the
 * engine draws one); "Confirm Edit" spends the edit on that same prompt. Changing the text asks
 * for a new plan (docs/decisions/019-edit-planner.md).
 */
export function EditDialog({
  ad,
  purchaseId,
  onClose,
}: {
  ad: FinalAd | null;
  purchaseId: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [prompt, setPrompt] = useState('');
  // Also shown inside the dialog: the modal's top layer dims the toast behind it.
  const [notice, setNotice] = useState<string | null>(null);
  // The prompt whose plan is shown; null until the buyer asks, and again once they change the text.
  const [planned, setPlanned] = useState<string | null>(null);
  const edit = useEditAd(purchaseId);
  const plan = useEditPlan(ad?.id, planned);
  const canApply = !!plan.data && plan.data.changes.length > 0;
  const preview = useEditPreview(ad?.id, purchaseId, planned, canApply);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (ad && !dialog.open) {
      setPrompt('');
      setNotice(null);
      setPlanned(null);
      dialog.showModal();
    }
    if (!ad && dialog.open) dialog.close();
  }, [ad]);

  const reviewing = planned !== null && planned === prompt.trim();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!ad) return;
    const userPrompt = prompt.trim();
    if (!userPrompt || ad.isEdited) {
      toast({ ...EDIT_LIMIT, variant: 'destructive' });
      setNotice(`${EDIT_LIMIT.title}: ${EDIT_LIMIT.description}`);
      return;
    }
    setNotice(null);
    if (planned !== userPrompt) {
      setPlanned(userPrompt);
      return;
    }
    if (!canApply) return;
    edit.mutate(
      { adId: ad.id, purchaseId, userPrompt, imageUrl: ad.imageUrl },
      {
        onSuccess: () => {
          toast({ title: 'Your ad has been updated with your edits', variant: 'success' });
          onClose();
        },
        onError: (err) => {
          const message =
            err instanceof ApiError && err.serverMessage
              ? errorMessage(err)
              : 'Failed to edit your ad. Please try again.';
          toast({ title: message, variant: 'destructive' });
          setNotice(message);
        },
      },
    );
  };

  return (
    <dialog ref={ref} className="modal modal-bottom sm:modal-middle" onClose={onClose} aria-labelledby="edit-ad-title">
      <form className="modal-box space-y-4" onSubmit={submit}>
        <h2 id="edit-ad-title" className="flex items-center gap-2 text-xl font-bold">
          <Wand2 className="size-5 text-primary" aria-hidden="true" /> Edit Your Ad
        </h2>
        <div className="flex items-start gap-4">
          {ad && (
            <img
              src={ad.imageUrl}
              alt="The ad you are editing"
              width={80}
              height={80}
              className="size-20 shrink-0 rounded-field border border-base-300 object-cover"
            />
          )}
          <p className="text-sm text-base-content/70">
            Describe what to change in plain words — colours, texts, font, product size, badges, an offer or the mood.
            You&apos;ll see the plan before anything is used. Each ad can be edited <strong>once</strong>.
          </p>
        </div>
        <label className="fieldset">
          <span className="fieldset-legend">What should change?</span>
          <textarea
            className="textarea h-28 w-full"
            value={prompt}
            onChange={(e) => {
              setPrompt(e.target.value);
              setNotice(null);
              setPlanned(null);
            }}
            placeholder={EXAMPLES[0]}
            maxLength={PROMPT_MAX}
            aria-label="Edit instructions"
          />
        </label>
        <div className="flex flex-wrap gap-2">
          {EXAMPLES.map((example) => (
            <button
              key={example}
              type="button"
              className="btn btn-outline btn-xs h-auto min-h-7 rounded-full py-1 text-left font-normal normal-case"
              onClick={() => {
                setPrompt(example);
                setPlanned(null);
              }}
            >
              {example}
            </button>
          ))}
        </div>
        {planned && plan.isPending && (
          <p className="flex items-center gap-2 text-sm">
            <span className="loading loading-spinner loading-xs" aria-hidden="true" /> Reading your request...
          </p>
        )}
        {planned && plan.isError && (
          <p role="alert" className="alert alert-error alert-soft text-sm">
            {plan.error instanceof ApiError && plan.error.serverMessage
              ? errorMessage(plan.error)
              : 'Failed to edit your ad. Please try again.'}
          </p>
        )}
        {planned && plan.data && (
          <EditPlanPanel plan={plan.data} preview={preview.data} previewLoading={preview.isFetching} />
        )}
        {notice && (
          <p role="alert" className="alert alert-error alert-soft text-sm">
            {notice}
          </p>
        )}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={edit.isPending}>
            Cancel
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={edit.isPending || (reviewing && (plan.isPending || !canApply))}
          >
            {edit.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {edit.isPending ? 'Applying...' : reviewing ? 'Confirm Edit' : 'Apply Edit'}
          </button>
        </div>
      </form>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" aria-label="Close">
          close
        </button>
      </form>
    </dialog>
  );
}
