/** docs/product.md section 7: ads are fetched one by one, 300 ms between fetches and 500 ms between saves. */
export const FETCH_PAUSE_MS = 300;
export const SAVE_PAUSE_MS = 500;

export type DownloadAllDeps<F> = {
  fetchOne: (adId: string) => Promise<F>;
  save: (file: F) => void;
  sleep?: (ms: number) => Promise<void>;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Fetches then saves every ad in turn; a failure stops the run and is thrown (the page then
 * suggests individual downloads). Returns how many ads were saved.
 */
export async function downloadAll<F>(
  adIds: readonly string[],
  { fetchOne, save, sleep = defaultSleep }: DownloadAllDeps<F>,
): Promise<number> {
  let saved = 0;
  for (const [index, adId] of adIds.entries()) {
    if (index > 0) await sleep(FETCH_PAUSE_MS);
    const file = await fetchOne(adId);
    if (index > 0) await sleep(SAVE_PAUSE_MS);
    save(file);
    saved += 1;
  }
  return saved;
}
