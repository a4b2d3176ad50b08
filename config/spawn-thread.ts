import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * The URL of a thread's entry module next to the module spawning it: `./name.ts` when the caller
 * runs as TypeScript (tests, `npm run dev`), `./name.js` when it runs compiled from dist/server/,
 * where scripts/build-server.ts puts every entry point, threads included, side by side.
 */
export function threadModuleUrl(name: string, callerUrl: string): string {
  return new URL(`./${name}${callerUrl.endsWith('.ts') ? '.ts' : '.js'}`, callerUrl).href;
}

/**
 * Node options for a thread pool's threads running `moduleUrl`: tsx's loader for a TypeScript
 * module (threads inherit neither `--import tsx` nor Vitest's loader); none for compiled
 * JavaScript, whose threads inherit the process's options (decision 007's V8 settings).
 */
export function threadExecArgv(moduleUrl: string): string[] | undefined {
  return moduleUrl.endsWith('.ts') ? ['--import', import.meta.resolve('tsx')] : undefined;
}

/**
 * A worker thread running `moduleUrl`. Compiled JavaScript starts directly. A TypeScript module
 * needs tsx, which threads do not inherit (nor Vitest's loader), so the thread registers it
 * first; that costs a loader thread of its own and compiling at start-up, which is why
 * `npm start` runs the compiled build.
 */
export function spawnThread(moduleUrl: string, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  if (!moduleUrl.endsWith('.ts')) return new Worker(new URL(moduleUrl), options);
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(moduleUrl)}); })`;
  return new Worker(boot, { ...options, eval: true });
}
