import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export: every route is its own chunk, so Stripe.js and the admin code
 * never reach the landing page's bundle.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType<object>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
