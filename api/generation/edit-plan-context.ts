import { eq } from 'drizzle-orm';
import { getStyle, familyOf, planEdit, type EditPlan, type PlanContext } from '../../engine/index.js';
import { generatedAds, generationSessions, purchases } from '../../db/schema.js';
import type { AppDeps } from '../deps.js';

type AdRow = typeof generatedAds.$inferSelect;
type SessionRow = typeof generationSessions.$inferSelect;

/**
 * What the planner may know about an ad: its copy (for typo fixes), the buyer's extras (an
 * offer or certifications asked for by name), its style family (what a mood does) and whether
 * the engine can paint a new scene. The plan endpoint and the edit use this one function, so the
 * plan shown is the plan applied (docs/decisions/019-edit-planner.md).
 */
export function planContext(deps: AppDeps, ad: AdRow | undefined, session: SessionRow | undefined): PlanContext {
  const ctx: PlanContext = { scenes: deps.config.providers.engine === 'replicate' };
  if (ad) {
    const [headline = '', subline = '', cta = ''] = ad.text.split(' \u2014 ');
    ctx.copy = { headline, subline, cta };
    const style = getStyle(ad.styleId);
    if (style) ctx.family = familyOf(style);
  }
  if (session?.productExtras)
    ctx.extras = { offer: session.productExtras.offer, certifications: session.productExtras.certifications };
  return ctx;
}

/** The ad's session: its own (samples) or its purchase's (paid ads). */
export async function sessionOf(deps: AppDeps, ad: AdRow): Promise<SessionRow | undefined> {
  const { db } = deps.database;
  let sessionId = ad.sessionId;
  if (!sessionId && ad.purchaseId)
    sessionId =
      (await db.select({ sessionId: purchases.sessionId }).from(purchases).where(eq(purchases.id, ad.purchaseId)))[0]
        ?.sessionId ?? null;
  if (!sessionId) return undefined;
  return (await db.select().from(generationSessions).where(eq(generationSessions.id, sessionId)))[0];
}

export async function planForAd(deps: AppDeps, prompt: string, ad: AdRow | undefined): Promise<EditPlan> {
  const session = ad ? await sessionOf(deps, ad) : undefined;
  return planEdit(prompt, planContext(deps, ad, session));
}

export async function findAd(deps: AppDeps, adId: string): Promise<AdRow | undefined> {
  const [ad] = await deps.database.db.select().from(generatedAds).where(eq(generatedAds.id, adId));
  return ad;
}
