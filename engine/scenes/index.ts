export { boxFront } from './home.js';
export { SCENE_LIGHT, type Light } from './light.js';
export { drawScene, splitY } from './scenes.js';
export { type SceneHints } from './types.js';
