/**
 * Supplement claim check. Dietary supplements may describe structure/function ("supports restful
 * sleep") but may not claim to cure, treat, prevent or mitigate a disease. Such phrases are cut
 * from copy before it reaches an ad, and each cut becomes a warning the web can show.
 */
const VERBS = String.raw`cur(?:e|es|ed|ing)|treat(?:s|ed|ing|ment for)?|prevent(?:s|ed|ing)?|heal(?:s|ed|ing)?|revers(?:e|es|ed|ing)|fight(?:s|ing)?|eliminat(?:e|es|ed|ing)|eradicat(?:e|es|ed|ing)|mitigat(?:e|es|ed|ing)|diagnos(?:e|es|ed|ing)|stops?|beats?`;
const DISEASES = String.raw`cancers?|tumou?rs?|diabetes|alzheimer'?s?|dementia|parkinson'?s?|covid(?:-19)?|coronavirus|hiv|aids|arthritis|heart disease|cardiovascular disease|hypertension|high blood pressure|strokes?|depression|anxiety disorders?|adhd|autism|asthma|obesity|insomnia|infections?|influenza|the flu|flu|colds?|herpes|hepatitis|osteoporosis|psoriasis|eczema|acne|migraines?|ibs|crohn'?s?|celiac|disease|diseases|illness(?:es)?|viruses|virus|tumors?|lupus|fibromyalgia|kidney stones|cholesterol|epilepsy|sclerosis|ulcers?`;

const CLAIM = new RegExp(String.raw`\b(?:${VERBS})\b(?:\s+(?:and|or|&|\/)\s+(?:${VERBS}))*\s+(?:(?:the|your|all|any|most|chronic|type\s*[12]|many|common|serious|severe|signs of|symptoms of|risk of)\s+)*(?:${DISEASES})\b`, 'i');
const DISEASE_CURE = new RegExp(String.raw`\b(?:${DISEASES})\s+(?:cure|treatment|remedy|killer)\b|\b(?:anti-?cancer|cancer-fighting)\b`, 'i');

const CLAUSE_SPLIT = new RegExp(String.raw`(?<=[,;:])\s+|\s+(?=\u2014|-\s)|\s+(?=(?:and|but|which|that)\s+(?:also\s+)?(?:${VERBS})\b)`, 'i');

export type ClaimCheck = { clean: string; warnings: string[] };

/** Splits into clauses, drops each clause that makes a disease claim, and reports what was dropped. */
export function checkClaims(text: string): ClaimCheck {
  const warnings: string[] = [];
  const sentences = text.split(/(?<=[.!?])\s+/);
  const kept: string[] = [];
  for (const sentence of sentences) {
    const clauses = sentence.split(CLAUSE_SPLIT);
    const ok = clauses.filter((clause) => {
      const m = CLAIM.exec(clause) ?? DISEASE_CURE.exec(clause);
      if (!m) return true;
      warnings.push(`Left out "${m[0].trim()}": supplement ads may not claim to cure, treat or prevent a disease.`);
      return false;
    });
    if (ok.length) kept.push(ok.join(' ').replace(/[,;:]\s*$/, '').trim());
  }
  let clean = kept.join(' ').replace(/\s+/g, ' ').trim();
  if (clean && warnings.length && !/[.!?]$/.test(clean) && /[.!?]$/.test(text.trim())) clean += '.';
  return { clean, warnings: [...new Set(warnings)] };
}

export function hasDiseaseClaim(text: string): boolean {
  return CLAIM.test(text) || DISEASE_CURE.test(text);
}
