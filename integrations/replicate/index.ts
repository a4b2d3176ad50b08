export { createReplicateClient, type ReplicateClientOptions } from './client.js';
