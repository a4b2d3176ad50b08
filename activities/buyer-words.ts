/**
 * The one mapping from an engine or activity failure to words a buyer reads (docs/operators.md,
 * "Why an ad failed"). Buyer pages, the admin's per-ad states and the read model's `reason` all
 * show its output; the raw cause stays where operators look: the Temporal UI's history of the
 * purchase workflow and the alert's ERROR log line.
 *
 * What a buyer may see: the style the ad was for (a name from our catalog), and a reason in plain
 * words. Never a URL, a file path, JSON, a stack trace, an error code or the model's internals
 * ("CUDA error", a prediction id, a bearer token). Applying it to its own output gives the same
 * text, so rows stored before it existed can be mapped again when they are read.
 */

/** "Style 12 ("Bold")", "Sample 2 in style 3 ("Calm")" or "Edit of style 4 ("Pop")": written by the activity from the catalog. */
const LABEL = /^((?:Style|Sample \d{1,2} in style|Edit of style) \d{1,6} \("[^"\n<>{}\\]{1,60}"\)): ?/;

/** Anything that is not plain words for a buyer. */
const UNSAFE = [
  /[a-z][a-z0-9+.-]*:\/\//i,
  /\bwww\./i,
  /[{}[\]<>`$\\|=;#]/,
  /\n/,
  /(?:^|\s)at\s+\S+\s+\(/,
  /\S+\.(?:ts|js|py|cc|cpp|so)\b/i,
  /(?:^|[\s(])\/[\w.-]+\//,
  /\b0x[0-9a-f]+\b/i,
  /\b[0-9a-f]{12,}\b/i,
  /\b[A-Z][A-Z0-9_]{3,}\b/,
  /\b(?:cuda|gpu|vram|cudnn|tensor|torch|onnx|nvidia|oom|out of memory|traceback|exception|stack|errno|econn\w*|etimedout|enotfound|eai_again|socket|grpc|http|status code|replicate|prediction|kontext|flux|bearer|token|api|undefined|null|nan|sharp|vips|libvips|piscina|temporal|activity|workflow|heartbeat|signal|abort\w*|payload|json|buffer|worker|thread|segfault|sigsegv|sigkill|model|endpoint|server|host|port|peer|connection|fetch|response|status|internal|unexpected|errors?)\b/i,
];

const PHOTO_REFUSED = 'Your product photo could not be used for this style.';
const NO_ANSWER = 'The image engine did not answer in time, even after retrying.';
const ENGINE_PROBLEM = 'The image engine had a problem making this ad.';
const MAX_DETAIL = 160;

const isPlain = (text: string) => text.length > 0 && text.length <= MAX_DETAIL && !UNSAFE.some((re) => re.test(text));

/** The first sentence or clause of an engine's refusal ("The product photo could not be decoded: …" keeps the part before the colon). */
function firstClause(text: string): string {
  const clause = text.split(/:\s/)[0].trim();
  return /[.!?]$/.test(clause) ? clause : `${clause}.`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * @param raw the failure's message as the workflow or activity has it (may be anything)
 * @param type the ApplicationFailure type, when known ('BadEngineInputError' = the engine refused the photo)
 */
export function buyerWords(raw: string | null | undefined, type?: string | null): string {
  const text = String(raw ?? '').trim();
  const label = LABEL.exec(text);
  const detail = label ? text.slice(label[0].length).trim() : text;
  const words = reasonInWords(detail, type);
  return label ? `${label[1]}: ${words}` : words;
}

function reasonInWords(detail: string, type?: string | null): string {
  // The workflow's own words when the generation's deadline stopped an ad.
  if (/^This ad did not finish within \d{1,4} (?:minutes|seconds) and was stopped\.$/.test(detail)) return detail;
  const refused =
    type === 'BadEngineInputError' || /^(?:the )?product photo\b/i.test(detail) || detail === PHOTO_REFUSED;
  if (refused) {
    const clause = capitalised(firstClause(detail));
    return /product photo/i.test(clause) && isPlain(clause) ? clause : PHOTO_REFUSED;
  }
  if (/\b(?:no answer within|did not answer|timed? ?out|time-?out|deadline exceeded)\b/i.test(detail)) return NO_ANSWER;
  if (/\bthe ad engine failed\b/i.test(detail)) return ENGINE_PROBLEM;
  // Words already meant for the buyer (an edit the engine could not understand, this mapping's own output).
  return isPlain(detail) && /^[A-Z]/.test(detail) ? detail : ENGINE_PROBLEM;
}
