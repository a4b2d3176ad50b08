export { EXAMPLES, EXAMPLE_SPECS, exampleFile } from './examples.js';
export { PUBLIC_STYLES, STYLES, getStyle, styleThumbnailFile } from './styles.js';
export { DEMO_ITEMS, type DemoItem, type DemoProduct } from './demo-items.js';
