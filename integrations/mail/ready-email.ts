import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../config/project-root.js';

export type ReadyEmailInput = {
  customerName: string;
  productName: string;
  packageName: string;
  adsCount: number;
  expectedAdCount: number;
  /** Absolute link to /final-results/<purchaseId>. */
  resultsUrl: string;
  /** Absolute image URLs of a few finished ads. */
  thumbnails: string[];
  /** An operator gave up on the missing ads: what the buyer is told about the refund. */
  refundNote?: string;
};

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const MAX_THUMBS = 6;

/**
 * MJML (with its HTML toolchain, about 55 MB in a process) compiles the layout, not the content:
 * the HTML of each layout variant (how many thumbnails, with or without the missing-styles note)
 * is compiled once with placeholders, and a mail only fills them in, escaped. `npm run build`
 * compiles every variant ahead of time (dist/mail/ready-email.json), so the running app never
 * loads MJML; without a build (tests, `npm run dev`), or when the template changed since the
 * build, a variant is compiled on first use.
 */
export const COMPILED_VARIANTS_PATH = path.join(PROJECT_ROOT, 'dist', 'mail', 'ready-email.json');
export const VARIANT_KEYS = Array.from({ length: MAX_THUMBS + 1 }, (_, n) => [`${n}`, `${n}-note`]).flat();
type Field =
  | 'subject'
  | 'packageName'
  | 'first'
  | 'adsCount'
  | 'adsWord'
  | 'productName'
  | 'resultsUrl'
  | 'missing'
  | 'expected'
  | 'refundNote'
  | `thumb${number}`;
const slot = (field: Field) => `%%${field}%%`;

function mjmlSource(key: string, v: (field: Field) => string): string {
  const [count, note] = key.split('-');
  const rows: string[] = [];
  for (let i = 0; i < Number(count); i += 3) {
    const cols = Array.from(
      { length: Math.min(3, Number(count) - i) },
      (_, j) =>
        `<mj-column width="33%"><mj-image src="${v(`thumb${i + j}`)}" href="${v('resultsUrl')}" alt="Ad preview" border-radius="8px" padding="6px" /></mj-column>`,
    );
    rows.push(`<mj-section padding="0 12px">${cols.join('')}</mj-section>`);
  }
  const noteText = note
    ? `<mj-text color="#92400e">${v('missing')} of the ${v('expected')} styles could not be generated. ${v('refundNote')}</mj-text>`
    : '';
  return `<mjml>
  <mj-head>
    <mj-title>${v('subject')}</mj-title>
    <mj-preview>Your ${v('packageName')} package is ready to download.</mj-preview>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /><mj-text font-size="15px" line-height="22px" color="#1f2937" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6">
    <mj-section background-color="#111827" padding="20px"><mj-column><mj-text color="#ffffff" font-size="22px" font-weight="700">AdForge</mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff" padding="24px 12px 8px"><mj-column>
      <mj-text font-size="20px" font-weight="700">Hi ${v('first')}, your ads are ready!</mj-text>
      <mj-text>We generated ${v('adsCount')} ${v('adsWord')} for <strong>${v('productName')}</strong> (${v('packageName')} package). Download them in square, 4:5 and 9:16 sizes, or edit each ad once.</mj-text>
      ${noteText}
    </mj-column></mj-section>
    ${rows.length ? `<mj-wrapper background-color="#ffffff" padding="0">${rows.join('\n')}</mj-wrapper>` : ''}
    <mj-section background-color="#ffffff" padding="8px 12px 28px"><mj-column>
      <mj-button href="${v('resultsUrl')}" background-color="#4f46e5" font-size="16px" border-radius="8px">View and download your ads</mj-button>
      <mj-text font-size="13px" color="#6b7280">Or open this link: <a href="${v('resultsUrl')}">${v('resultsUrl')}</a></mj-text>
    </mj-column></mj-section>
    <mj-section padding="12px"><mj-column><mj-text font-size="12px" color="#9ca3af" align="center">Anyone with this link can see your results, so share it only with your team.</mj-text></mj-column></mj-section>
  </mj-body>
</mjml>`;
}

/** One layout variant through MJML, either with placeholders (the default) or with given values. */
export async function compileVariant(key: string, v: (field: Field) => string = slot): Promise<string> {
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(mjmlSource(key, v), { validationLevel: 'strict' });
  if (errors.length) throw new Error(`ready e-mail template: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return html;
}

type CompiledVariant = { sourceHash: string; html: string };
const sourceHash = (key: string) => createHash('sha256').update(mjmlSource(key, slot)).digest('hex');

/** The variants compiled by the build whose template is still the current one. */
export function loadCompiledVariants(file = COMPILED_VARIANTS_PATH): Map<string, string> {
  const current = new Map<string, string>();
  if (!fs.existsSync(file)) return current;
  const built = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, CompiledVariant>;
  for (const [key, v] of Object.entries(built))
    if (VARIANT_KEYS.includes(key) && v.sourceHash === sourceHash(key)) current.set(key, v.html);
  return current;
}

let compiled: Map<string, Promise<string>> | undefined;
function variant(key: string): Promise<string> {
  compiled ??= new Map([...loadCompiledVariants()].map(([k, html]) => [k, Promise.resolve(html)]));
  let html = compiled.get(key);
  if (!html) compiled.set(key, (html = compileVariant(key)));
  return html;
}

/** Missing ads are only mailed about once an operator gave up on them: the operator's note, or where to ask. */
const refundNote = (input: ReadyEmailInput) =>
  input.refundNote?.trim() || 'Reply to this e-mail and our team will sort out the missing ads with you.';

/** The values a mail fills in, already escaped for HTML; also what the tests compile directly. */
export function readyEmailFields(input: ReadyEmailInput) {
  const first = input.customerName.trim().split(/\s+/)[0] || 'there';
  const subject =
    input.adsCount >= input.expectedAdCount
      ? `Your ${input.adsCount} ads for ${input.productName} are ready`
      : input.adsCount === 0
        ? `About your ads for ${input.productName}`
        : `${input.adsCount} of ${input.expectedAdCount} ads for ${input.productName} are ready`;
  const missing = input.expectedAdCount - input.adsCount;
  const thumbs = input.thumbnails.slice(0, MAX_THUMBS);
  const values: Record<Field, string> = {
    subject: esc(subject),
    packageName: esc(input.packageName),
    first: esc(first),
    adsCount: String(input.adsCount),
    adsWord: input.adsCount === 1 ? 'ad' : 'ads',
    productName: esc(input.productName),
    resultsUrl: esc(input.resultsUrl),
    missing: String(missing),
    expected: String(input.expectedAdCount),
    refundNote: esc(refundNote(input)),
    ...Object.fromEntries(Array.from({ length: MAX_THUMBS }, (_, i) => [`thumb${i}`, esc(thumbs[i] ?? '')])),
  };
  return { key: `${thumbs.length}${missing > 0 ? '-note' : ''}`, values, first, subject, missing };
}

/** The "your ads are ready" e-mail: MJML for a layout that holds up in mail clients, plus a text part. */
export async function renderReadyEmail(
  input: ReadyEmailInput,
): Promise<{ subject: string; html: string; text: string }> {
  const { key, values, first, subject, missing } = readyEmailFields(input);
  // One pass over the compiled HTML, so a value that happens to contain a placeholder stays as it is.
  const html = (await variant(key)).replace(/%%(\w+)%%/g, (whole, field: string) =>
    field in values ? values[field as Field] : whole,
  );
  const text = [
    `Hi ${first}, your ads are ready!`,
    '',
    `We generated ${input.adsCount} ${input.adsCount === 1 ? 'ad' : 'ads'} for ${input.productName} (${input.packageName} package).`,
    ...(missing > 0
      ? [`${missing} of the ${input.expectedAdCount} styles could not be generated. ${refundNote(input)}`]
      : []),
    '',
    `View and download your ads: ${input.resultsUrl}`,
    '',
    'Anyone with this link can see your results, so share it only with your team.',
    '— AdForge',
  ].join('\n');
  return { subject, html, text };
}

/** `npm run build`: every variant compiled ahead of time. */
export async function writeCompiledVariants(file = COMPILED_VARIANTS_PATH): Promise<number> {
  const out: Record<string, CompiledVariant> = {};
  for (const key of VARIANT_KEYS) out[key] = { sourceHash: sourceHash(key), html: await compileVariant(key) };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(out));
  return VARIANT_KEYS.length;
}
