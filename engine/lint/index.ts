export { dist, lintAd, strandedCopy, type Violation } from './ad-lint.js';
export { widestBand } from '../paint/index.js';
export { renderAndLint } from './run.js';
export { glance, nearClones, CLONE, type ClonePair, type Glance } from './clones.js';
