/** Saves a blob through a temporary object URL and a clicked <a download>. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: Chromium reads the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
