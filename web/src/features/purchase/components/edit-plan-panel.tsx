import { EDIT_CAN_DO } from '@contract/edit-plan';
import type { EditPlan } from '../api/plan-edit';

/**
 * What the edit will do, shown before the buyer confirms: the plan in plain words, a preview
 * where the engine can draw one, and what cannot be done with the reason. With nothing to
 * apply, the buyer is told the edit was not used and what they can ask for instead.
 */
export function EditPlanPanel({
  plan,
  preview,
  previewLoading,
}: {
  plan: EditPlan;
  preview: string | null | undefined;
  previewLoading: boolean;
}) {
  const nothing = plan.changes.length === 0;
  return (
    <section
      aria-label="Planned changes"
      className="space-y-3 rounded-box border border-base-300 bg-base-200/50 p-3 text-sm"
    >
      {!nothing && (
        <div>
          <p className="font-semibold">Here&apos;s what will change:</p>
          <p data-testid="edit-summary">{plan.summary}</p>
        </div>
      )}
      {!nothing && previewLoading && (
        <p className="flex items-center gap-2 text-base-content/70">
          <span className="loading loading-spinner loading-xs" aria-hidden="true" /> Drawing a preview...
        </p>
      )}
      {!nothing && preview && (
        <img
          src={preview}
          alt="Preview of your edited ad"
          width={270}
          height={270}
          className="mx-auto size-[270px] rounded-field border border-base-300"
        />
      )}
      {plan.unsupported.length > 0 && (
        <div>
          <p className="font-semibold">{nothing ? 'This can\u2019t be applied:' : 'Left out:'}</p>
          <ul className="list-disc space-y-1 pl-5">
            {plan.unsupported.map((u) => (
              <li key={u.text + u.reason}>
                <q>{u.text}</q> {'\u2014'} {u.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {nothing && (
        <p role="alert" className="alert alert-warning alert-soft">
          Your edit has not been used. {EDIT_CAN_DO}
        </p>
      )}
      {!nothing && <p className="text-base-content/70">Nothing is spent until you confirm.</p>}
    </section>
  );
}
