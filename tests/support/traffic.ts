/**
 * Background HTTP traffic for the fault tests: loops that keep sending requests until stopped,
 * recording every answer (status, time, whether the body was JSON with a message).
 */
export type Answer = {
  at: number;
  ms: number;
  status: number;
  ok: boolean;
  jsonMessage: boolean;
  label: string;
  body?: unknown;
};

export type TrafficLoop = { answers: Answer[]; stop(): Promise<void> };

export function startLoops(
  count: number,
  step: (loop: number, answers: Answer[]) => Promise<void>,
  pauseMs = 50,
): TrafficLoop {
  const answers: Answer[] = [];
  let running = true;
  const loops = Array.from({ length: count }, async (_, i) => {
    while (running) {
      await step(i, answers);
      await new Promise((r) => setTimeout(r, pauseMs));
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** One request, recorded. A refused connection (the server is down) is status 0. */
export async function record(
  answers: Answer[],
  label: string,
  url: string,
  init?: RequestInit,
  timeoutMs = 10_000,
): Promise<Answer> {
  const at = Date.now();
  let status: number;
  let jsonMessage = false;
  let body: unknown;
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    status = res.status;
    const text = await res.text();
    try {
      body = JSON.parse(text);
      jsonMessage = typeof (body as { message?: unknown }).message === 'string';
    } catch {
      /* not JSON */
    }
  } catch (err) {
    status = 0;
    body = String((err as Error).cause ?? err);
  }
  const answer = { at, ms: Date.now() - at, status, ok: status >= 200 && status < 300, jsonMessage, label, body };
  answers.push(answer);
  return answer;
}
