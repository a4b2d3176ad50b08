import { buildCopy } from '../copy/index.js';
import { getCutout } from '../cutout/index.js';
import { applyPlan, familyOf, planEdit, refusalMessage, type EditPlan } from '../edit-plan/index.js';
import { batchOf, resolveStyle } from './render.js';
import { type RenderParams, toRenderParams } from '../../contract/render-params.js';
import { type EditAdInput, EditNotUnderstoodError } from '../../contract/engine.js';

export type PreparedEdit = { params: RenderParams; scene?: string; plan: EditPlan };

/**
 * The confirmed plan (or, without one, the planner's reading of the prompt) applied to the ad's
 * stored parameters. Shared by both engines so an edit means the same on each; a plan with
 * nothing this engine can do is refused before anything is rendered or paid for.
 */
export async function prepareEdit(input: EditAdInput, scenes: boolean): Promise<PreparedEdit> {
  const { product, styleId, seed, params, prompt } = input;
  const style = resolveStyle(styleId);
  const plan = input.plan ?? planEdit(prompt, { scenes, extras: product.extras, family: familyOf(style) });
  const usable = plan.changes.filter(
    (c) => scenes || !(c.target === 'background' && c.scene && !c.colour && !c.shade && !c.pastel),
  );
  if (!usable.length) throw new EditNotUnderstoodError(refusalMessage(prompt, plan));
  const current = toRenderParams(params);
  const cutout = await getCutout(product);
  const { copy } = buildCopy(style.copy, product.name, product.description, seed, current, {
    extras: product.extras,
    category: product.category,
    batch: batchOf(params),
    lang: product.lang,
    styleId,
  });
  const applied = applyPlan(current, usable, { style, brand: cutout.brand, copy });
  return { params: applied.params, scene: scenes ? applied.scene : undefined, plan };
}
