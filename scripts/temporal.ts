/**
 * `npm run temporal -- <args>`: the bundled Temporal CLI (decision 002's resolver) against this
 * app's server and namespace — TEMPORAL_ADDRESS, or the embedded dev server on TEMPORAL_DEV_PORT —
 * so an operator never queries another server by accident (docs/operators.md). The CLI reads the
 * address and namespace from TEMPORAL_ADDRESS / TEMPORAL_NAMESPACE; a flag given on the command
 * line still wins.
 */
import { spawn } from 'node:child_process';
import { getConfig, type Config } from '../config/config.js';
import { resolveTemporalCli } from '../integrations/temporal/cli-resolver.js';

export function temporalCliEnv(
  config: Pick<Config, 'TEMPORAL_ADDRESS' | 'TEMPORAL_DEV_PORT' | 'TEMPORAL_NAMESPACE'>,
  env: NodeJS.ProcessEnv = process.env,
) {
  const address = config.TEMPORAL_ADDRESS ?? `127.0.0.1:${config.TEMPORAL_DEV_PORT}`;
  const cliEnv: NodeJS.ProcessEnv = {
    ...env,
    TEMPORAL_ADDRESS: address,
    TEMPORAL_NAMESPACE: config.TEMPORAL_NAMESPACE,
  };
  // TEMPORAL_TLS_* and TEMPORAL_API_KEY are the CLI's own variables and pass through as they are;
  // the embedded dev server speaks plain gRPC, so they must not reach it.
  if (!config.TEMPORAL_ADDRESS)
    for (const name of [
      'TEMPORAL_TLS',
      'TEMPORAL_TLS_CERT',
      'TEMPORAL_TLS_KEY',
      'TEMPORAL_TLS_CA',
      'TEMPORAL_TLS_SERVER_NAME',
      'TEMPORAL_API_KEY',
    ])
      delete cliEnv[name];
  return cliEnv;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = getConfig();
  const cli = resolveTemporalCli({ log: (line) => process.stderr.write(`${line}\n`) });
  if (!cli.path) throw new Error('No Temporal CLI found (see docs/decisions/002-temporal-cli-resolution.md).');
  const env = temporalCliEnv(config);
  const args = process.argv.slice(2);
  // Said on stderr, so a command's JSON output on stdout stays parseable.
  process.stderr.write(`temporal (${cli.path}) → ${env.TEMPORAL_ADDRESS}, namespace ${env.TEMPORAL_NAMESPACE}\n`);
  const child = spawn(cli.path, args, { stdio: 'inherit', env });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
