// Every workflow the worker runs; the bundle is built from this file.
export * from './ping.js';
export * from './sample-generation.js';
export * from './purchase-generation.js';
export * from './cutout-preview.js';
