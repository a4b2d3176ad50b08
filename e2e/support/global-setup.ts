import type { TestProject } from 'vitest/node';
import { startAppServer, type AppServer } from './app-server.js';
import { ensureBuild } from './build.js';

let app: AppServer | undefined;

export async function setup(project: TestProject) {
  ensureBuild();
  app = await startAppServer();
  project.provide('baseUrl', app.baseUrl);
  project.provide('appDataDir', app.dataDir);
}

export async function teardown() {
  await app?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    appDataDir: string;
  }
}
