import type { PublicStyleDto } from '@contract/catalog';
import { useStyles } from '@/lib/api/get-styles';

export type NeededFact = { fact: 'review' | 'rating' | 'offer'; styles: string[]; instead: string[] };

/**
 * The facts the chosen styles are built around (a review, a rating, an offer), with their names and
 * what each shows without it (docs/product.md section 11): step 2 and the post-purchase style
 * picker ask for them.
 */
export function neededFacts(
  styles: readonly PublicStyleDto[],
  chosen: number[],
  given: readonly string[] = [],
): NeededFact[] {
  const out: NeededFact[] = [];
  // A style needs one of its facts ("a review or a rating"): one given is enough.
  for (const s of styles.filter((x) => chosen.includes(x.id) && !x.needs?.some((f) => given.includes(f)))) {
    for (const fact of s.needs ?? []) {
      let entry = out.find((e) => e.fact === fact);
      if (!entry) out.push((entry = { fact, styles: [], instead: [] }));
      if (!entry.styles.includes(s.name)) entry.styles.push(s.name);
      if (s.instead && !entry.instead.includes(s.instead)) entry.instead.push(s.instead);
    }
  }
  return out;
}

export function useNeededFacts(chosen: number[]): NeededFact[] {
  const { data } = useStyles();
  return data ? neededFacts(data, chosen) : [];
}
