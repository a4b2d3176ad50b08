import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module. Threads do not inherit tsx's loader (nor Vitest's),
 * so the thread registers tsx before importing the module.
 */
export function spawnTsWorker(moduleUrl: string, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(moduleUrl)}); })`;
  return new Worker(boot, { ...options, eval: true });
}
