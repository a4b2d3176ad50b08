/** Messages between db/pglite-proxy.ts (the app's threads) and db/pglite-thread.ts (PGlite's own thread). */

export type PgliteThreadData = { dataDir: string; migrationsFolder: string; initOnly?: boolean };

export type QueryOptions = {
  rowMode?: 'array' | 'object';
  /** Type OIDs whose text is returned as it is (Drizzle parses dates itself). */
  rawTypes?: number[];
};

export type Request =
  | { id: number; op: 'query'; txId?: number; sql: string; params: unknown[]; options: QueryOptions }
  | { id: number; op: 'begin'; txId: number }
  | { id: number; op: 'end'; txId: number; commit: boolean }
  | { id: number; op: 'close' };

export type QueryResult = { rows: unknown[]; affectedRows?: number; fields: Array<{ name: string; dataTypeID: number }> };

/** A PostgreSQL error's fields (code, constraint, detail, …) survive the trip between threads. */
export type SerializedError = { name: string; message: string; fields: Record<string, unknown> };

export type Reply =
  | { ready: true }
  | { ready: false; error: SerializedError }
  | { id: number; ok: true; result?: QueryResult }
  | { id: number; ok: false; error: SerializedError };

export function serializeError(err: unknown): SerializedError {
  const e = (err ?? {}) as Error & Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e)) {
    if (v === undefined || typeof v === 'function' || (typeof v === 'object' && v !== null)) continue;
    fields[k] = v;
  }
  return { name: e.name ?? 'Error', message: e.message ?? String(err), fields };
}

export function reviveError(s: SerializedError): Error {
  const e = Object.assign(new Error(s.message), s.fields);
  e.name = s.name;
  return e;
}
