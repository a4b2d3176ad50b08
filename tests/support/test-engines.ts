import { BadEngineInputError, type AdEngine, type GenerateAdInput, type RenderedAd } from '../../contract/engine.js';

/**
 * Wrappers around the real engine for pipeline tests: the ads are still rendered by it, only
 * timing and failures are added. Never a fake image.
 */
export type CountingEngine = AdEngine & { calls: number };

/** Counts generateAd calls and routes each through `generate` (given the call number); edits pass through. */
function counting(
  engine: AdEngine,
  generate: (input: GenerateAdInput, call: number) => Promise<RenderedAd>,
): CountingEngine {
  const wrapped: CountingEngine = {
    name: engine.name,
    calls: 0,
    generateAd: (input) => generate(input, ++wrapped.calls),
    editAd: (input) => engine.editAd(input),
    cutOut: (photo, hint) => engine.cutOut(photo, hint),
    previewCutout: (photo, hint) => engine.previewCutout(photo, hint),
  };
  return wrapped;
}

export function withDelay(engine: AdEngine, ms: number): CountingEngine {
  return counting(engine, async (input) => {
    const [ad] = await Promise.all([engine.generateAd(input), new Promise((r) => setTimeout(r, ms))]);
    return ad;
  });
}

/** The first `failures` generateAd calls throw a transient error; later calls render normally. */
export function failingFirst(engine: AdEngine, failures: number): CountingEngine {
  return counting(engine, async (input, call) => {
    if (call <= failures) throw new Error(`model endpoint timed out (simulated outage, call ${call})`);
    return engine.generateAd(input);
  });
}

/** Styles in `bad` fail with BadEngineInputError (not retryable); the rest render normally. */
export function rejectingStyles(engine: AdEngine, bad: number[]): CountingEngine {
  return counting(engine, async (input) => {
    if (bad.includes(input.styleId))
      throw new BadEngineInputError(`the product photo cannot be used with style ${input.styleId}`);
    return engine.generateAd(input);
  });
}

/** Styles in `stuck` never answer (a hung model call); the rest render normally. */
export function hangingStyles(engine: AdEngine, stuck: number[]): CountingEngine {
  return counting(engine, async (input) => {
    // A promise with no timer behind it: it never settles and keeps nothing alive.
    if (stuck.includes(input.styleId)) return new Promise<never>(() => {});
    return engine.generateAd(input);
  });
}

/** Combines wrappers: the first engine's failures apply, then the second's. */
export function rejectingAndHanging(engine: AdEngine, bad: number[], stuck: number[]): CountingEngine {
  return rejectingStyles(hangingStyles(engine, stuck), bad);
}

/**
 * An engine an operator test steers while the batch runs: chosen styles refused (a bad input, for
 * good), hanging (no answer: the attempt's deadline cuts it), or every call failing transiently
 * until an outage ends; `heal()` makes every style render again (the operator fixed the cause).
 */
export type SteeredEngine = CountingEngine & {
  /** When each call the outage or a refusal failed was answered (Date.now()). */
  failedAt: number[];
  refuse(styleIds: number[]): void;
  hang(styleIds: number[]): void;
  outageFor(ms: number): void;
  heal(): void;
};

export function steeredEngine(engine: AdEngine): SteeredEngine {
  let refused = new Set<number>();
  let hanging = new Set<number>();
  let outageUntil = 0;
  const failedAt: number[] = [];
  const inner = counting(engine, async (input, call) => {
    if (Date.now() < outageUntil) {
      failedAt.push(Date.now());
      throw new Error(`upstream returned 503 Service Unavailable (simulated outage, call ${call})`);
    }
    if (refused.has(input.styleId)) {
      failedAt.push(Date.now());
      throw new BadEngineInputError(`the product photo cannot be used with style ${input.styleId}`);
    }
    if (hanging.has(input.styleId)) return new Promise<never>(() => {});
    return engine.generateAd(input);
  });
  return Object.assign(inner, {
    failedAt,
    refuse: (ids: number[]) => {
      refused = new Set(ids);
    },
    hang: (ids: number[]) => {
      hanging = new Set(ids);
    },
    outageFor: (ms: number) => {
      outageUntil = Date.now() + ms;
    },
    heal: () => {
      refused = new Set();
      hanging = new Set();
      outageUntil = 0;
    },
  });
}
