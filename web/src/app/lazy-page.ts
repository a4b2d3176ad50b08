import { lazy, type ComponentType } from 'react';
import { isChunkLoadError, reloadOnceForChunk } from './chunk-reload';

/**
 * React.lazy for a named export: every route is its own chunk, so Stripe.js and the admin code
 * never reach the landing page's bundle. A chunk that fails to load (a deploy replaced it) reloads
 * the page once (app/chunk-reload.ts); a second failure reaches the error boundary.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType<object>>>, name: K) {
  return lazy(async () => {
    try {
      return { default: (await load())[name] };
    } catch (err) {
      if (isChunkLoadError(err) && reloadOnceForChunk()) return new Promise<never>(() => {});
      throw err;
    }
  });
}
