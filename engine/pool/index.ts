export { PooledAdEngine } from './pooled-engine.js';
