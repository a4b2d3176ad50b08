export { applyPlan, familyOf, type ApplyContext } from './apply.js';
export { CAN_DO } from './help.js';
export { planEdit } from './plan.js';
export type { EditChange, EditPlan, PlanContext, StyleFamily } from './plan-types.js';
export { summarize } from './summary.js';
export { refusalMessage } from './refusal.js';
