import { CAN_DO } from './help.js';
import { type EditPlan } from './plan-types.js';

/** What the buyer reads when nothing in the prompt can be done (the edit is not spent). */
export function refusalMessage(prompt: string, plan: EditPlan): string {
  const why = plan.unsupported
    .map((u) => u.reason)
    .filter((r, i, all) => all.indexOf(r) === i && !r.startsWith("I couldn't work out"));
  const head = `Nothing in "${prompt.trim().slice(0, 80)}" can be applied, so your edit was not used.`;
  return [head, ...why.slice(0, 2), CAN_DO].join(' ');
}
