export { dist, lintAd, strandedCopy, type Violation, widestBand } from './ad-lint.js';
export { renderAndLint } from './run.js';
export { glance, nearClones, CLONE, type ClonePair, type Glance } from './clones.js';
