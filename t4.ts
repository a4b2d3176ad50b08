import { planEdit } from './engine/edit-plan/plan.js';
for (const p of process.argv.slice(2)) {
  const plan = planEdit(p);
  console.log(`> ${p}\n  ${JSON.stringify(plan.changes)}\n  ${plan.summary}${plan.unsupported.length ? '\n  UNSUPPORTED ' + JSON.stringify(plan.unsupported) : ''}`);
}
