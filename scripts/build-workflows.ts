/** `npm run build:workflows`: the ahead-of-time workflow bundle for production workers (no webpack at start-up). */
import fs from 'node:fs';
import path from 'node:path';
import { bundleWorkflowCode } from '@temporalio/worker';
import { PROJECT_ROOT } from '../config/project-root.js';
import { WORKFLOW_BUNDLE_PATH } from '../worker/create-worker.js';
import { recordBuildInputs } from './build-inputs.js';

const inputs = new Set<string>();
const { code } = await bundleWorkflowCode({
  workflowsPath: path.join(PROJECT_ROOT, 'workflows', 'index.ts'),
  logger: undefined,
  // Webpack's own list of the files it read, so npm start rebuilds exactly when one changes.
  webpackConfigHook: (config) => ({
    ...config,
    plugins: [
      ...(config.plugins ?? []),
      {
        apply: (compiler) =>
          compiler.hooks.done.tap('record-inputs', (stats) => {
            for (const file of stats.compilation.fileDependencies) inputs.add(file);
          }),
      },
    ],
  }),
});
fs.mkdirSync(path.dirname(WORKFLOW_BUNDLE_PATH), { recursive: true });
fs.writeFileSync(WORKFLOW_BUNDLE_PATH, code);
recordBuildInputs('workflows', [...inputs, 'scripts/build-workflows.ts']);
console.log(
  `workflow bundle: ${path.relative(PROJECT_ROOT, WORKFLOW_BUNDLE_PATH)} (${(code.length / 1024).toFixed(0)} KiB)`,
);
