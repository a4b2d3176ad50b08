/**
 * Is Replicate able to make our ads right now, asked without paying for a prediction: an
 * authenticated GET of the model every ad uses (`GET <base>/models/<owner>/<name>`, free), on the
 * configured base URL, which already ends in /v1 (Replicate's client's default
 * https://api.replicate.com/v1). Up only on a 2xx (or a 429: reachable, authenticated, merely
 * throttled); a refused token, a model that is not there, any 5xx, a timeout or no answer is down.
 * One request per `ttlMs` at most, whoever asks (GET /api/health is polled). Decision 059.
 */
export type ReplicateProbeResult = { status: 'up' | 'down'; detail?: string };

export const DEFAULT_REPLICATE_BASE_URL = 'https://api.replicate.com/v1';
const PROBE_TTL_MS = 30_000;
const PROBE_TIMEOUT_MS = 3_000;

/** `owner/name` of a configured model (`owner/name:version` is accepted as well). */
export function modelPath(model: string): string {
  const [owner, name] = model.split(':')[0].split('/');
  if (!owner || !name) throw new Error(`not a Replicate model name: ${JSON.stringify(model)}`);
  return `${encodeURIComponent(owner)}/${encodeURIComponent(name)}`;
}

export async function probeReplicate(options: {
  token: string;
  baseUrl?: string;
  model: string;
  timeoutMs?: number;
}): Promise<ReplicateProbeResult> {
  const base = (options.baseUrl ?? DEFAULT_REPLICATE_BASE_URL).replace(/\/+$/, '');
  const path = `/models/${modelPath(options.model)}`;
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, {
      headers: { authorization: `Bearer ${options.token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? PROBE_TIMEOUT_MS),
    });
  } catch (err) {
    const cause = (err as Error).name === 'TimeoutError' ? 'no answer in time' : 'unreachable';
    return { status: 'down', detail: `GET ${path}: ${cause}` };
  }
  await res.body?.cancel().catch(() => undefined);
  if (res.ok || res.status === 429) return { status: 'up' };
  const why =
    res.status === 401 || res.status === 403
      ? 'the API token was refused'
      : res.status === 404
        ? 'no such model'
        : 'the API failed';
  return { status: 'down', detail: `GET ${path} answered ${res.status}: ${why}` };
}

/** probeReplicate, asked at most once per `ttlMs`; callers arriving meanwhile share the answer. */
export function cachedReplicateProbe(options: Parameters<typeof probeReplicate>[0] & { ttlMs?: number }) {
  const ttlMs = options.ttlMs ?? PROBE_TTL_MS;
  let cached: { at: number; result: Promise<ReplicateProbeResult> } | undefined;
  return (): Promise<ReplicateProbeResult> => {
    if (!cached || Date.now() - cached.at > ttlMs) cached = { at: Date.now(), result: probeReplicate(options) };
    return cached.result;
  };
}
