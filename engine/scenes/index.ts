export { SCENE_LIGHT, type Light } from './light.js';
export { drawScene } from './scenes.js';
export { type Mood, type ProductLook, type SceneHints, type UsePair } from './types.js';
export { blueprint } from './graphic.js';
export { darkScreen, sceneWalls } from './walls.js';
export { groundBehind } from './pale.js';
export { timeOfUse } from './timing.js';
export { blockAccent, blockDisc } from './photo.js';
export { chatBar, composeTop, photoRect } from './screens.js';
