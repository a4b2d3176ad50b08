import { ApiError } from './api-client';

/**
 * The text a toast shows for a failed call: docs/product.md section 8's "<status>: <body>", where a JSON
 * `{ message }` body is shown as its message rather than as raw JSON.
 */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage ? `${err.status}: ${err.serverMessage}` : err.message;
  return err instanceof Error ? err.message : String(err);
}
