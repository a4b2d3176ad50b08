export { demoProductPhoto } from './products.js';
