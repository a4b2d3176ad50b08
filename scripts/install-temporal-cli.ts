/** Run by `npm install` (postinstall): makes sure `npm start` and the tests find a Temporal CLI. */
import { resolveTemporalCli } from '../integrations/temporal/cli-resolver.js';

try {
  const cli = resolveTemporalCli({ log: (line) => console.log(line) });
  console.log(`Temporal CLI: ${cli.path} (${cli.source})`);
} catch (err) {
  // Not fatal: a deployment that points TEMPORAL_ADDRESS at a cluster needs no CLI.
  console.warn(`warning: ${(err as Error).message}`);
}
