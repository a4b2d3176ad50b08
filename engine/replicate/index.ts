export { ReplicateAdEngine } from './engine.js';
