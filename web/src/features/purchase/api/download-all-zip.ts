/** GET /api/download-all/:purchaseId: the ZIP is a plain link so the browser streams it to disk. */
export const downloadAllZipUrl = (purchaseId: string) => `/api/download-all/${encodeURIComponent(purchaseId)}`;
