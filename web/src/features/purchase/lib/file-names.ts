/**
 * docs/product.md section 7: saved file names keep only letters, digits and underscores (the extension
 * is kept, its dot being the one separator allowed).
 */
export function sanitizeFileName(name: string): string {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(name)?.[1];
  const stem =
    (ext ? name.slice(0, -ext.length - 1) : name).replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '') || 'ad';
  return ext ? `${stem}.${ext.toLowerCase()}` : stem;
}

/** The filename of a content-disposition header (RFC 6266: filename* wins over filename). */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  return plain ? (plain[2] ?? plain[1]).trim() : undefined;
}
