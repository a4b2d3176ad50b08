import { type PostCopy } from '../../contract/engine.js';

/**
 * The ZIP's post copy as a CSV a bulk ad upload takes (docs/product.md section 11): one row per ad
 * and size, the image's file name in the ZIP beside the texts, with the column names of Meta Ads
 * Manager's bulk import ("Title" is the headline, "Body" the primary text, "Link Description" the
 * description). UTF-8 with a byte-order mark and CRLF line ends, so spreadsheet programs read
 * accents and quotes as typed.
 */
export type PostCopyRow = { adName: string; fileName: string; size: string; post: PostCopy | null };

export const POST_COPY_CSV_COLUMNS = ['Ad Name', 'Image File Name', 'Size', 'Title', 'Body', 'Link Description'];

function field(value: string): string {
  const clean = value.replace(/\r?\n/g, ' ');
  return /[",;\s]/.test(clean) || clean === '' ? `"${clean.replace(/"/g, '""')}"` : clean;
}

export function postCopyCsv(rows: PostCopyRow[]): Buffer {
  const lines = [POST_COPY_CSV_COLUMNS.map(field).join(',')];
  for (const r of rows)
    lines.push(
      [r.adName, r.fileName, r.size, r.post?.headline ?? '', r.post?.primary ?? '', r.post?.description ?? '']
        .map(field)
        .join(','),
    );
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}
