import mjml2html from 'mjml';

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
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const MAX_THUMBS = 6;

/** The "your ads are ready" e-mail: MJML for a layout that holds up in mail clients, plus a text part. */
export async function renderReadyEmail(input: ReadyEmailInput): Promise<{ subject: string; html: string; text: string }> {
  const first = input.customerName.trim().split(/\s+/)[0] || 'there';
  const subject = `Your ${input.adsCount} ads for ${input.productName} are ready`;
  const missing = input.expectedAdCount - input.adsCount;
  const thumbs = input.thumbnails.slice(0, MAX_THUMBS);
  const rows: string[] = [];
  for (let i = 0; i < thumbs.length; i += 3) {
    const cols = thumbs.slice(i, i + 3).map((src) =>
      `<mj-column width="33%"><mj-image src="${esc(src)}" href="${esc(input.resultsUrl)}" alt="Ad preview" border-radius="8px" padding="6px" /></mj-column>`);
    rows.push(`<mj-section padding="0 12px">${cols.join('')}</mj-section>`);
  }
  const note = missing > 0
    ? `<mj-text color="#92400e">${missing} of the ${input.expectedAdCount} styles could not be generated yet; our team has been notified and your page will update when they are done.</mj-text>`
    : '';
  const source = `<mjml>
  <mj-head>
    <mj-title>${esc(subject)}</mj-title>
    <mj-preview>Your ${esc(input.packageName)} package is ready to download.</mj-preview>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /><mj-text font-size="15px" line-height="22px" color="#1f2937" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6">
    <mj-section background-color="#111827" padding="20px"><mj-column><mj-text color="#ffffff" font-size="22px" font-weight="700">AdForge</mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff" padding="24px 12px 8px"><mj-column>
      <mj-text font-size="20px" font-weight="700">Hi ${esc(first)}, your ads are ready!</mj-text>
      <mj-text>We generated ${input.adsCount} ${input.adsCount === 1 ? 'ad' : 'ads'} for <strong>${esc(input.productName)}</strong> (${esc(input.packageName)} package). Download them in square, 4:5 and 9:16 sizes, or edit each ad once.</mj-text>
      ${note}
    </mj-column></mj-section>
    ${rows.length ? `<mj-wrapper background-color="#ffffff" padding="0">${rows.join('\n')}</mj-wrapper>` : ''}
    <mj-section background-color="#ffffff" padding="8px 12px 28px"><mj-column>
      <mj-button href="${esc(input.resultsUrl)}" background-color="#4f46e5" font-size="16px" border-radius="8px">View and download your ads</mj-button>
      <mj-text font-size="13px" color="#6b7280">Or open this link: <a href="${esc(input.resultsUrl)}">${esc(input.resultsUrl)}</a></mj-text>
    </mj-column></mj-section>
    <mj-section padding="12px"><mj-column><mj-text font-size="12px" color="#9ca3af" align="center">Anyone with this link can see your results, so share it only with your team.</mj-text></mj-column></mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict' });
  if (errors.length) throw new Error(`ready e-mail template: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  const text = [
    `Hi ${first}, your ads are ready!`,
    '',
    `We generated ${input.adsCount} ${input.adsCount === 1 ? 'ad' : 'ads'} for ${input.productName} (${input.packageName} package).`,
    ...(missing > 0 ? [`${missing} of the ${input.expectedAdCount} styles could not be generated yet; your page will update when they are done.`] : []),
    '',
    `View and download your ads: ${input.resultsUrl}`,
    '',
    'Anyone with this link can see your results, so share it only with your team.',
    '— AdForge',
  ].join('\n');
  return { subject, html, text };
}
