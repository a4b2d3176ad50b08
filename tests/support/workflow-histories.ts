import fs from 'node:fs';
import path from 'node:path';
import type { Client } from '@temporalio/client';
import { historyFromJSON, historyToJSON } from '@temporalio/common/lib/proto-utils.js';
import { PROJECT_ROOT } from '../../config/project-root.js';

/** Recorded workflow histories that the replay test runs through the current workflow code. */
export const HISTORIES_DIR = path.join(PROJECT_ROOT, 'tests', 'fixtures', 'histories');

/**
 * With RECORD_HISTORIES=1 a workflow test saves the history of a run it finished, as
 * `<name>.json`. Record again only for a deliberate, versioned change of a workflow (decision 026):
 * a history recorded before the change must still replay after it.
 */
export async function recordHistory(client: Client, workflowId: string, name: string): Promise<void> {
  if (process.env.RECORD_HISTORIES !== '1') return;
  const history = await client.workflow.getHandle(workflowId).fetchHistory();
  fs.mkdirSync(HISTORIES_DIR, { recursive: true });
  // Stack traces name this machine's folders and play no part in replay.
  const json = JSON.stringify(
    JSON.parse(historyToJSON(history)),
    (key, value: unknown) => (key === 'stackTrace' ? undefined : value),
    1,
  );
  fs.writeFileSync(path.join(HISTORIES_DIR, `${name}.json`), `${json}\n`);
}

export function loadHistories(): Array<{ workflowId: string; history: ReturnType<typeof historyFromJSON> }> {
  return fs
    .readdirSync(HISTORIES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({
      workflowId: path.basename(file, '.json'),
      history: historyFromJSON(JSON.parse(fs.readFileSync(path.join(HISTORIES_DIR, file), 'utf8'))),
    }));
}
