import Replicate, { type Prediction } from 'replicate';
import type { ImageModel } from '../../contract/engine.js';

export type ReplicateClientOptions = {
  token?: string;
  baseUrl?: string;
  /** Poll interval while a prediction runs; also how soon a cancelled render stops paying. */
  pollMs?: number;
};

/**
 * Replicate's predictions API as an image model. Output files are downloaded at once (Replicate
 * deletes them after an hour). When the caller's signal fires, a prediction still running is
 * cancelled, so a timed-out or cancelled activity stops paying.
 */
export function createReplicateClient(opts: ReplicateClientOptions): ImageModel {
  // Images are passed as data-URI strings, which the client forwards untouched. (Its own
  // 'data-uri' file strategy is not used: replicate 1.4 passes the client instead of the input.)
  const client = new Replicate({ auth: opts.token, baseUrl: opts.baseUrl, useFileOutput: false });

  async function predict(model: string, input: Record<string, unknown>, signal?: AbortSignal): Promise<string> {
    signal?.throwIfAborted();
    const [name, version] = model.split(':');
    // Not aborted mid-request: a prediction created while its answer was cut off could not be
    // cancelled, since its id never arrived. It is cancelled below once it is known.
    let prediction: Prediction = await client.predictions.create(version ? { version, input } : { model: name, input });
    prediction = await client.wait(prediction, { interval: opts.pollMs ?? 1000 }, async () => signal?.aborted === true);
    if (prediction.status !== 'succeeded') {
      if (prediction.status !== 'failed' && prediction.status !== 'canceled') {
        // Not with the caller's signal: it has fired, and the cancel request must still go out.
        await client.predictions.cancel(prediction.id).catch(() => undefined);
        throw new Error(
          `Replicate prediction ${prediction.id} was cancelled (status ${prediction.status}): ${reasonOf(signal)}`,
        );
      }
      throw new Error(
        `Replicate prediction ${prediction.id} ${prediction.status}: ${String(prediction.error ?? 'no error message')}`,
      );
    }
    const output = prediction.output as unknown;
    const url = Array.isArray(output) ? output[0] : output;
    if (typeof url !== 'string') throw new Error(`Replicate prediction ${prediction.id} returned no image.`);
    return url;
  }

  return {
    async run(model, input, signal) {
      return download(await predict(model, input, signal), signal);
    },
  };
}

function reasonOf(signal: AbortSignal | undefined): string {
  const reason: unknown = signal?.reason;
  return reason instanceof Error ? reason.message : String(reason ?? 'stopped by the caller');
}

async function download(url: string, signal: AbortSignal | undefined): Promise<Buffer> {
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(`Downloading the Replicate output failed: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}
