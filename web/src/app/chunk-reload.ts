/**
 * After a deploy, a browser still running the previous build asks for route chunks whose hashed
 * names are gone, and the import fails. The fix is the new build: reload the page, once. The mark
 * in session storage (per page address, for a minute) stops a loop when the chunk really is
 * unreachable; then the error boundary shows a way back instead.
 */
const KEY = 'adforge:chunk-reload';
const WINDOW_MS = 60_000;

function reloadedRecently(): boolean {
  try {
    const mark = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { path: string; at: number } | null;
    return Boolean(mark && mark.path === location.pathname && Date.now() - mark.at < WINDOW_MS);
  } catch {
    return false;
  }
}

/** True when the page is reloading (the import's promise then never settles). */
export function reloadOnceForChunk(): boolean {
  if (reloadedRecently()) return false;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path: location.pathname, at: Date.now() }));
  } catch {
    return false; // no storage: no way to know whether we already tried, so do not loop
  }
  location.reload();
  return true;
}

export function isChunkLoadError(err: unknown): boolean {
  const message = err instanceof Error ? err.message : String(err);
  // Chromium, Firefox and Safari word it differently; Vite's preload helper says the last one.
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}
