import { type ClaimKind, findClaims, type SentenceClaims, type Token, tokenize } from './rules.js';

/**
 * Supplement claim check (docs/decisions/016-disease-claim-check.md). A dietary supplement may
 * describe structure and function ("supports restful sleep"), nutrient content and quality facts,
 * but may not claim to cure, treat, prevent, mitigate or diagnose a disease or its symptoms,
 * compare itself with a drug, or imply a drug effect (21 CFR 101.93(g); the FTC's Health Products
 * Compliance Guidance; Regulation (EU) 1924/2006 and 1169/2011 art. 7(3)). English, German,
 * French and Spanish. Flagged clauses are left out of an ad; each becomes a warning.
 */
export type ClaimWarning = { phrase: string; reason: string };
export type ClaimCheck = { clean: string; warnings: ClaimWarning[] };

export const CLAIM_REASONS: Record<ClaimKind, string> = {
  disease:
    'Names a disease or an effect on one: supplement ads may not claim to cure, treat, prevent or mitigate a disease.',
  symptom: 'Claims to treat or relieve a symptom of a disease.',
  risk: 'Claims to reduce the risk of a disease.',
  marker: 'Claims to lower blood pressure, cholesterol or blood sugar, which implies treating a disease.',
  drug: 'Compares the product with a medicine or offers it as a replacement for one.',
  implied: 'Implies a drug effect (for example "antiviral" or "natural antibiotic").',
};

/** The warning as one line of text (sessions and ads store warnings as strings). */
export function warningText(w: ClaimWarning): string {
  return `Left out "${w.phrase}": ${w.reason}`;
}

/** Sentences with their offsets; "¡" and "¿" open one, line breaks end one. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|[\r\n]+|(?=[¡¿])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const CLAUSE_PUNCT = /^[,;:–—()]$/;

/** Keeps the clauses no finding touches; a short list item right after a dropped clause goes too ("prevents colds, flu and infections"). */
function keepClauses(sentence: string, tokens: Token[], { findings, targets }: SentenceClaims): string {
  const clauses: Array<{ from: number; to: number; tokens: number[] }> = [{ from: 0, to: sentence.length, tokens: [] }];
  tokens.forEach((t, i) => {
    if (t.punct && CLAUSE_PUNCT.test(t.text)) {
      clauses[clauses.length - 1].to = t.from;
      clauses.push({ from: t.to, to: sentence.length, tokens: [] });
    } else {
      clauses[clauses.length - 1].tokens.push(i);
    }
  });
  let previousDropped = false;
  const kept = clauses.filter((c) => {
    const hit = c.tokens.some((i) => findings.some((f) => i >= f.start && i <= f.end));
    const drop = hit || (previousDropped && c.tokens.some((i) => targets.has(i)));
    previousDropped = drop;
    return !drop;
  });
  if (kept.length === clauses.length) return sentence;
  const body = kept
    .map((c) =>
      sentence
        .slice(c.from, c.to)
        .trim()
        .replace(/[.!?…]+$/, ''),
    )
    .filter((s) => /[\p{L}\p{N}]/u.test(s))
    .join(', ');
  const end = /[.!?…]$/.exec(sentence)?.[0] ?? '';
  return body ? `${body}${end}` : '';
}

/** Drops each clause that makes a disease claim and reports what was dropped and why. */
export function checkClaims(text: string): ClaimCheck {
  const warnings: ClaimWarning[] = [];
  const kept: string[] = [];
  for (const sentence of sentences(text)) {
    const tokens = tokenize(sentence);
    const claims = findClaims(tokens, { question: /[?¿]/.test(sentence) });
    for (const f of claims.findings) {
      const phrase = sentence.slice(tokens[f.start].from, tokens[f.end].to);
      if (!warnings.some((w) => w.phrase === phrase)) warnings.push({ phrase, reason: CLAIM_REASONS[f.kind] });
    }
    const clean = claims.findings.length ? keepClauses(sentence, tokens, claims) : sentence;
    if (clean) kept.push(clean);
  }
  return { clean: kept.join(' ').replace(/\s+/g, ' ').trim(), warnings };
}

export function hasDiseaseClaim(text: string): boolean {
  return checkClaims(text).warnings.length > 0;
}
