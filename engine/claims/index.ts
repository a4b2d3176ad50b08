export { checkClaims, warningText } from './check.js';
