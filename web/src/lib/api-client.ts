import * as v from 'valibot';

/** A non-OK answer: docs/product.md section 8 wants "<status>: <body text or status text>" as the message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's `{ message }`, when the body is that JSON; otherwise undefined. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }

  /** Any other field of the JSON error body (e.g. requiresAuth). */
  field(name: string): unknown {
    try {
      return (JSON.parse(this.body) as Record<string, unknown>)[name];
    } catch {
      return undefined;
    }
  }
}

type RequestOptions<S extends v.GenericSchema | undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: S;
  signal?: AbortSignal;
};

/**
 * Every call sends cookies; a JSON body (and its content type) only when there is a body;
 * a response is validated with the contract schema when one is given.
 */
export async function apiRequest<S extends v.GenericSchema | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<S extends v.GenericSchema ? v.InferOutput<S> : unknown> {
  const hasBody = options.body !== undefined;
  const response = await fetch(path, {
    method: options.method ?? (hasBody ? 'POST' : 'GET'),
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  if (!response.ok) {
    throw new ApiError(response.status, (await response.text()).trim(), response.statusText);
  }
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : null;
  return (options.schema ? v.parse(options.schema, data) : data) as never;
}

/** Like apiRequest, but a 401 means "nobody" rather than an error (current user, admin check). */
export async function apiRequestOrNullOn401<S extends v.GenericSchema>(path: string, schema: S) {
  try {
    return await apiRequest(path, { schema });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}
