import { Wand2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { EDIT_LIMIT_MESSAGE, EDIT_LIMIT_TITLE, EditAdRequestSchema } from '@contract/generation';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { maxLengthOf } from '@/lib/schema-limits';
import { useEditAd } from '../api/edit-ad';
import type { FinalAd } from '../api/get-public-results';

const EDIT_LIMIT = { title: EDIT_LIMIT_TITLE, description: EDIT_LIMIT_MESSAGE };
const PROMPT_MAX = maxLengthOf(EditAdRequestSchema.entries.userPrompt);
const EXAMPLES = ['Make the background deep navy blue', 'Change the headline to "Energy that lasts all day"', 'Use a bolder call to action'];

/** One prompt-based edit per ad (docs/product.md sections 4, 5 and 8), in a native <dialog> for focus handling. */
export function EditDialog({ ad, purchaseId, onClose }: { ad: FinalAd | null; purchaseId: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [prompt, setPrompt] = useState('');
  // Also shown inside the dialog: the modal's top layer dims the toast behind it.
  const [notice, setNotice] = useState<string | null>(null);
  const edit = useEditAd(purchaseId);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (ad && !dialog.open) {
      setPrompt('');
      setNotice(null);
      dialog.showModal();
    }
    if (!ad && dialog.open) dialog.close();
  }, [ad]);

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
    edit.mutate(
      { adId: ad.id, purchaseId, userPrompt, imageUrl: ad.imageUrl },
      {
        onSuccess: () => {
          toast({ title: 'Your ad has been updated with your edits', variant: 'success' });
          onClose();
        },
        onError: (err) => {
          const message = err instanceof ApiError && err.serverMessage ? errorMessage(err) : 'Failed to edit your ad. Please try again.';
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
          {ad && <img src={ad.imageUrl} alt="The ad you are editing" width={80} height={80} className="size-20 shrink-0 rounded-field border border-base-300 object-cover" />}
          <p className="text-sm text-base-content/70">
            Describe one change in plain words — colours, headline or call to action. Each ad can be edited <strong>once</strong>.
          </p>
        </div>
        <label className="fieldset">
          <span className="fieldset-legend">What should change?</span>
          <textarea
            className="textarea h-28 w-full"
            value={prompt}
            onChange={(e) => { setPrompt(e.target.value); setNotice(null); }}
            placeholder={EXAMPLES[0]}
            maxLength={PROMPT_MAX}
            aria-label="Edit instructions"
          />
        </label>
        <div className="flex flex-wrap gap-2">
          {EXAMPLES.map((example) => (
            <button key={example} type="button" className="btn btn-outline btn-xs h-auto min-h-7 rounded-full py-1 text-left font-normal normal-case" onClick={() => setPrompt(example)}>
              {example}
            </button>
          ))}
        </div>
        {notice && <p role="alert" className="alert alert-error alert-soft text-sm">{notice}</p>}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={edit.isPending}>Cancel</button>
          <button type="submit" className="btn btn-primary" disabled={edit.isPending}>
            {edit.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {edit.isPending ? 'Applying...' : 'Apply Edit'}
          </button>
        </div>
      </form>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" aria-label="Close">close</button>
      </form>
    </dialog>
  );
}
