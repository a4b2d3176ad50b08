import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalAdEngine } from '../render/index.js';
import { BadEngineInputError, EditNotUnderstoodError } from '../../contract/engine.js';
import { productPhotoDataUrl } from '../../tests/support/pipeline-harness.js';
import { RENDER_NICE } from './engine-thread-priority.js';
import { PooledAdEngine } from './pooled-engine.js';

const product = async (name = 'Calm Nights Magnesium') => ({
  photo: Buffer.from((await productPhotoDataUrl()).split(',')[1], 'base64'),
  name,
  description: 'Magnesium glycinate for deeper sleep. 90 capsules.',
});

describe('PooledAdEngine (piscina)', () => {
  const pooled = new PooledAdEngine({ threads: 2 });
  afterAll(() => pooled.close());

  it('renders the same ads as the in-process engine, on worker threads', async () => {
    await pooled.warmUp();
    expect(pooled['pool'].threads).toHaveLength(2);
    const input = await product();
    const [a, b] = await Promise.all([
      pooled.generateAd({ product: input, styleId: 3, seed: 1 }),
      pooled.generateAd({ product: input, styleId: 5, seed: 1 }),
    ]);
    const direct = await new LocalAdEngine().generateAd({ product: input, styleId: 3, seed: 1 });
    expect(Buffer.isBuffer(a.images['4x5'])).toBe(true);
    expect(a.images['1x1'].equals(direct.images['1x1'])).toBe(true);
    expect(a.text).toBe(direct.text);
    expect((await sharp(b.images['9x16']).metadata()).height).toBe(1920);
    const edited = await pooled.editAd({
      product: input,
      styleId: 3,
      seed: 1,
      params: a.params,
      prompt: 'headline: Sleep deeper tonight',
    });
    expect(edited.copy.headline).toBe('Sleep deeper tonight');
  });

  // Linux keeps a nice value per thread: the render threads yield to the API and database threads.
  // libvips's threads, which resize and encode for the render threads, are lowered with them.
  it.runIf(process.platform === 'linux')(
    'runs its render threads and the image threads they use below normal priority, and only them',
    async () => {
      // The in-process render of the first test may have started libvips threads of its own at
      // normal priority; a render thread lowers every one of them before it answers.
      await pooled.generateAd({ product: await product(), styleId: 4, seed: 2 });
      const thread = (statPath: string) => {
        const stat = fs.readFileSync(statPath, 'utf8');
        return {
          name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
          nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]),
        };
      };
      const tasks = fs.readdirSync('/proc/self/task').flatMap((t) => {
        try {
          return [thread(`/proc/self/task/${t}/stat`)];
        } catch {
          return []; // the thread ended meanwhile
        }
      });
      const imageThreads = tasks.filter((t) => t.name === 'libvips worker');
      expect(imageThreads.length).toBeGreaterThan(0); // the first test rendered with them
      expect(tasks.filter((t) => t.name !== 'libvips worker' && t.nice === RENDER_NICE).length).toBeGreaterThanOrEqual(
        2,
      );
      expect(tasks.find((t) => t.name === 'libvips worker' && t.nice !== RENDER_NICE)).toBeUndefined();
      expect(thread('/proc/thread-self/stat').nice).toBe(0);
    },
  );

  it('keeps the engine error types across the thread boundary', async () => {
    const input = await product('X');
    await expect(pooled.generateAd({ product: input, styleId: 99999, seed: 0 })).rejects.toBeInstanceOf(
      BadEngineInputError,
    );
    await expect(
      pooled.editAd({ product: input, styleId: 3, seed: 0, params: {}, prompt: 'put a dragon behind it' }),
    ).rejects.toBeInstanceOf(EditNotUnderstoodError);
  });

  it('stops a cancelled render at its next step and keeps the thread and its loaded engine', async () => {
    const input = await product();
    const threadIds = pooled['pool'].threads.map((t) => t.threadId).sort();
    const controller = new AbortController();
    const rendering = pooled.generateAd({ product: input, styleId: 7, seed: 3 }, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('no answer within 0.01 s')), 10);
    await expect(rendering).rejects.toThrow('no answer within 0.01 s');
    // A signal that fired before the call never reaches a thread.
    await expect(
      pooled.generateAd({ product: input, styleId: 7, seed: 3 }, { signal: AbortSignal.abort(new Error('cancelled')) }),
    ).rejects.toThrow('cancelled');
    // The same threads render the next ad: piscina's own abort would have terminated one.
    expect((await pooled.generateAd({ product: input, styleId: 7, seed: 3 })).images['1x1'].length).toBeGreaterThan(
      1000,
    );
    expect(pooled['pool'].threads.map((t) => t.threadId).sort()).toEqual(threadIds);
  });
});
