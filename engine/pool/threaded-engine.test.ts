import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdEngine } from '../index.js';
import { BadEngineInputError, EditNotUnderstoodError } from '../types.js';
import { productPhotoDataUrl } from '../../tests/support/pipeline-harness.js';
import { RENDER_NICE } from './engine-thread-priority.js';
import { ThreadedAdEngine } from './threaded-engine.js';

describe('ThreadedAdEngine', () => {
  const config = { REPLICATE_SCENE_MODEL: '', REPLICATE_EDIT_MODEL: '' };
  const threaded = new ThreadedAdEngine(config, 2);
  afterAll(() => threaded.close());

  it('renders the same ads as the in-process engine, on worker threads', async () => {
    const photo = Buffer.from((await productPhotoDataUrl()).split(',')[1], 'base64');
    const product = { photo, name: 'Calm Nights Magnesium', description: 'Magnesium glycinate for deeper sleep. 90 capsules.' };
    const [a, b] = await Promise.all([threaded.generateAd({ product, styleId: 3, seed: 1 }), threaded.generateAd({ product, styleId: 5, seed: 1 })]);
    const direct = await createAdEngine(config).generateAd({ product, styleId: 3, seed: 1 });
    expect(Buffer.isBuffer(a.images['4x5'])).toBe(true);
    expect(a.images['1x1'].equals(direct.images['1x1'])).toBe(true);
    expect(a.text).toBe(direct.text);
    expect((await sharp(b.images['9x16']).metadata()).height).toBe(1920);
    const edited = await threaded.editAd({ product, styleId: 3, seed: 1, params: a.params, prompt: 'headline: Sleep deeper tonight' });
    expect(edited.copy.headline).toBe('Sleep deeper tonight');
  });

  // Linux keeps a nice value per thread: the render threads yield to the API and database threads.
  // libvips's threads, which resize and encode for the render threads, are lowered with them.
  it.runIf(process.platform === 'linux')('runs its render threads and the image threads they use below normal priority, and only them', async () => {
    // The in-process render of the first test may have started libvips threads of its own at
    // normal priority; a render thread lowers every one of them before it answers.
    const photo = Buffer.from((await productPhotoDataUrl()).split(',')[1], 'base64');
    await threaded.generateAd({ product: { photo, name: 'Calm Nights Magnesium', description: 'Magnesium glycinate.' }, styleId: 4, seed: 2 });
    const thread = (statPath: string) => {
      const stat = fs.readFileSync(statPath, 'utf8');
      return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) };
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
    expect(tasks.filter((t) => t.name !== 'libvips worker' && t.nice === RENDER_NICE).length).toBeGreaterThanOrEqual(2);
    expect(tasks.find((t) => t.name === 'libvips worker' && t.nice !== RENDER_NICE)).toBeUndefined();
    expect(thread('/proc/thread-self/stat').nice).toBe(0);
  });

  it('keeps the engine error types across the thread boundary', async () => {
    const photo = Buffer.from((await productPhotoDataUrl()).split(',')[1], 'base64');
    const product = { photo, name: 'X', description: 'Y' };
    await expect(threaded.generateAd({ product, styleId: 99999, seed: 0 })).rejects.toBeInstanceOf(BadEngineInputError);
    await expect(threaded.editAd({ product, styleId: 3, seed: 0, params: {}, prompt: 'put a dragon behind it' })).rejects.toBeInstanceOf(EditNotUnderstoodError);
  });
});
