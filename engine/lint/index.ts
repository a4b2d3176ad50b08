export { lintAd, type Violation } from './ad-lint.js';
export { renderAndLint } from './run.js';
