import fs from 'node:fs';
import path from 'node:path';
import { bundleWorkflowCode } from '@temporalio/worker';
import { PROJECT_ROOT } from '../config/project-root.js';
import { WORKFLOW_BUNDLE_PATH } from './create-worker.js';

// Ahead-of-time bundle for production workers: no webpack at start-up.
const { code } = await bundleWorkflowCode({ workflowsPath: path.join(PROJECT_ROOT, 'workflows', 'index.ts'), logger: undefined });
fs.mkdirSync(path.dirname(WORKFLOW_BUNDLE_PATH), { recursive: true });
fs.writeFileSync(WORKFLOW_BUNDLE_PATH, code);
console.log(`workflow bundle: ${path.relative(PROJECT_ROOT, WORKFLOW_BUNDLE_PATH)} (${(code.length / 1024).toFixed(0)} KiB)`);
