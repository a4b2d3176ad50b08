// Every workflow the worker runs; the bundle is built from this file.
export * from './sample-generation.js';
export * from './purchase-generation.js';
export * from './cutout-preview.js';
export * from './edit-preview.js';
export * from './edit-ad.js';
export * from './demo-purchase.js';
export * from './resend-email.js';
export * from './refund-email.js';
