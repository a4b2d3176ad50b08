import { describe, expect, it } from 'vitest';
import { createReplicateClient } from '../integrations/replicate/index.js';
import { createEngine } from './index.js';
import { PooledAdEngine } from './pool/index.js';

describe('createEngine', () => {
  const models = { REPLICATE_SCENE_MODEL: 'a/b', REPLICATE_EDIT_MODEL: 'a/c' };
  const imageModel = createReplicateClient({ token: 't' });

  it('picks the local renderer on render threads without a token', async () => {
    const engine = createEngine({ ...models, providers: { engine: 'local' } as never }, { imageModel });
    expect(engine).toBeInstanceOf(PooledAdEngine);
    await (engine as PooledAdEngine).close();
  });

  it('picks Replicate with one, loading the renderer only on first use', () => {
    const engine = createEngine({ ...models, providers: { engine: 'replicate' } as never }, { imageModel });
    expect(engine.name).toBe('replicate');
  });
});
