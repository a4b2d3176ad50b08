import type { TestProject } from 'vitest/node';
import { startAppServer, type AppServer } from './app-server.js';
import { ensureBuild } from './build.js';

let app: AppServer | undefined;

export async function setup(project: TestProject) {
  // E2E_BASE_URL points the tests at an app that is already running (a quicker loop while writing tests).
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/$/, ''));
    project.provide('appDataDir', '');
    return;
  }
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
