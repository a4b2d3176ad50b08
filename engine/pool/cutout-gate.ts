/**
 * Renders and cutouts share the render threads, but not their memory peaks: a
 * matting network run takes 230-280 MB for under a second and a render thread at work holds its
 * full-size canvases, so a cutout beside a render on the other thread added both peaks (bench:load
 * measured the app at 782 MB against a 600 MB goal; docs/decisions/091-render-memory-under-load.md).
 *
 * - Renders run side by side, at most `threads` at once; the rest wait here in order (a thread
 *   renders one ad at a time anyway), so what runs is what the threads are doing.
 * - A cutout waits for the renders running (at most one each thread), then runs alone; it goes
 *   before any render still waiting, so a long batch cannot hold a buyer's cutout back.
 * - A cutout already uses every core (engine/cutout/model.ts), so little is lost by running it alone.
 */
export class CutoutGate {
  private renders = 0;
  private cutout = false;
  private readonly cutouts: Array<() => void> = [];
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly threads: number) {}

  async render<R>(run: () => Promise<R>): Promise<R> {
    // Whoever lets a waiting render go counts it, so nothing else starts in between.
    if (this.cutout || this.cutouts.length > 0 || this.renders >= this.threads)
      await new Promise<void>((go) => this.waiting.push(go));
    else this.renders++;
    try {
      return await run();
    } finally {
      this.renders--;
      this.next();
    }
  }

  async cutOut<R>(run: () => Promise<R>): Promise<R> {
    if (this.cutout || this.renders > 0 || this.cutouts.length > 0)
      await new Promise<void>((go) => this.cutouts.push(go));
    else this.cutout = true;
    try {
      return await run();
    } finally {
      this.cutout = false;
      this.next();
    }
  }

  /** After something finished: the next cutout once nothing runs, else waiting renders up to `threads`. */
  private next() {
    if (this.cutout) return;
    if (this.cutouts.length > 0) {
      if (this.renders === 0) {
        this.cutout = true;
        this.cutouts.shift()!();
      }
      return;
    }
    while (this.renders < this.threads && this.waiting.length > 0) {
      this.renders++;
      this.waiting.shift()!();
    }
  }
}
