import path from 'node:path';
import { Worker } from '@temporalio/worker';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../config/project-root.js';
import { loadHistories } from '../tests/support/workflow-histories.js';

/**
 * Every recorded history (tests/fixtures/histories, recorded by the workflow tests with
 * RECORD_HISTORIES=1) replayed through the current workflow code. A change that would make a
 * running workflow take a different path — commands in another order, an activity added or
 * removed without versioning (`patched()`) — fails here, before it reaches a server with
 * workflows in flight.
 */
describe('workflow replay', () => {
  it('replays every recorded history deterministically', async () => {
    const histories = loadHistories();
    expect(histories.length).toBeGreaterThanOrEqual(8);
    const failures: string[] = [];
    for await (const result of Worker.runReplayHistories(
      { workflowsPath: path.join(PROJECT_ROOT, 'workflows', 'index.ts') },
      histories,
    )) {
      if (result.error) failures.push(`${result.workflowId}: ${result.error.name}: ${result.error.message}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
