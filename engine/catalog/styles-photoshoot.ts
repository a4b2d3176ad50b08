import { F } from './styles-fonts.js';
import { type StyleDefinition } from './styles-types.js';


export const PHOTOSHOOT_STYLES: StyleDefinition[] = [
  {
    id: 12, name: 'Studio Podium', category: 'Product Photoshoot', layout: 'showcase', scene: 'podium', arrange: ['stack', 'side'],
    description: 'Your product on a sculpted pastel podium with a soft arch behind it.',
    palette: { bg: '#f4e3da', bg2: '#e8c9b8', ink: '#3b2a22', accent: '#3b2a22', accentInk: '#ffffff', panel: '#ffffff', panelInk: '#3b2a22' },
    fonts: { headline: F.dmSerif, body: F.inter, accent: F.playfairItalic }, copy: { voice: 'photo', badges: true },
    prompt: 'Product standing on a cylindrical pastel podium with an arch behind it, soft studio lighting, terracotta and blush tones, high-end product photography.',
  },
  {
    id: 13, name: 'Botanical Nature', category: 'Product Photoshoot', layout: 'showcase', scene: 'botanical', arrange: ['side', 'stack'],
    description: 'Ingredient surround: a stone slab among fresh botanicals in soft sunlight.',
    palette: { bg: '#e6efd9', bg2: '#c7d6ae', ink: '#1f3320', accent: '#2f5d34', accentInk: '#ffffff', panel: '#ffffff', panelInk: '#1f3320' },
    fonts: { headline: F.playfair, body: F.inter, accent: F.playfairItalic }, copy: { voice: 'photo-nature', badges: true },
    prompt: 'Product on a natural stone surrounded by fresh green leaves and herbs, dappled sunlight, botanical organic product photography.',
  },
  {
    id: 14, name: 'Window Light', category: 'Product Photoshoot', layout: 'showcase', scene: 'window', arrange: ['side', 'stack-top'],
    description: 'Morning sun through a window, its panes of light falling across the wall behind the product.',
    palette: { bg: '#eef1f3', bg2: '#dfe7ea', ink: '#2a2a2a', accent: '#2a2a2a', accentInk: '#ffffff', panel: '#ffffff', panelInk: '#2a2a2a' },
    fonts: { headline: F.mont800, body: F.inter, accent: F.inter }, copy: { voice: 'photo-morning', badges: true },
    prompt: 'Product on a table against a warm plaster wall, morning sun through a window casting soft pane-shaped light and the product shadow on the wall, lifestyle product photography.',
  },
  {
    id: 15, name: 'Colour Block', category: 'Product Photoshoot', layout: 'showcase', scene: 'colour-block', arrange: ['side', 'stack-bottom'],
    description: 'Two bold fields of colour and a disc behind the product: a graphic editorial set.',
    palette: { bg: '#f3dcc4', bg2: '#d9653b', ink: '#2a1712', accent: '#2a1712', accentInk: '#ffffff', panel: '#ffffff', panelInk: '#2a1712' },
    fonts: { headline: F.bebas, body: F.inter600, accent: F.bebas }, copy: { voice: 'photo-active', badges: true, upperHeadline: true },
    prompt: 'Product in front of two bold colour blocks with a large pale disc behind it, crisp studio light, graphic editorial product photography.',
  },
  {
    id: 16, name: 'Bathroom Shelf', category: 'Product Photoshoot', layout: 'showcase', scene: 'shelf', arrange: ['stack-top', 'stack'],
    description: 'On a shelf against soft tiles, small jars out of focus beside it.',
    palette: { bg: '#f3f6f5', bg2: '#b9d3cf', ink: '#23312f', accent: '#23312f', accentInk: '#ffffff', panel: '#ffffff', panelInk: '#23312f' },
    fonts: { headline: F.dmSerif, body: F.inter, accent: F.playfairItalic }, copy: { voice: 'photo-selfcare', badges: true },
    prompt: 'Product on a glass bathroom shelf against white square tiles, green plant and towel, soft daylight, clean self-care product photography.',
  },
  {
    id: 17, name: 'Flat Lay', category: 'Product Photoshoot', layout: 'showcase', scene: 'flatlay', arrange: ['stack-bottom', 'side'],
    description: 'Top-down flat lay with capsules, citrus slices and leaves around the product.',
    palette: { bg: '#f7efe4', bg2: '#f2c6a0', ink: '#3a2b1e', accent: '#e26d3d', accentInk: '#ffffff', panel: '#ffffff', panelInk: '#3a2b1e' },
    fonts: { headline: F.mont800, body: F.inter, accent: F.inter }, copy: { voice: 'photo', badges: true },
    prompt: 'Top-down flat lay of the product on linen with scattered capsules, orange slices and leaves, bright even light, editorial flat lay photography.',
  },
  {
    id: 18, name: 'Marble Luxe', category: 'Product Photoshoot', layout: 'showcase', scene: 'marble', arrange: ['stack', 'side'],
    description: 'Close-up on polished marble with a soft reflection and out-of-focus highlights.',
    palette: { bg: '#f5f4f1', bg2: '#dcdad5', ink: '#1f1f1f', accent: '#b08a3e', accentInk: '#ffffff', panel: '#ffffff', panelInk: '#1f1f1f' },
    fonts: { headline: F.playfair, body: F.inter, accent: F.playfairItalic }, copy: { voice: 'photo-selfcare', badges: true },
    prompt: 'Product on polished white Carrara marble with soft reflections and a gold accent, luxury cosmetic product photography.',
  },
  {
    id: 19, name: 'Golden Hour', category: 'Product Photoshoot', layout: 'showcase', scene: 'golden', arrange: ['side', 'stack'],
    description: 'Summer golden hour: a low sun with a soft flare behind the product on a stone ledge.',
    palette: { bg: '#ffb07c', bg2: '#ff7e67', ink: '#2a1410', accent: '#2a1410', accentInk: '#ffffff', panel: '#ffffff', panelInk: '#2a1410' },
    fonts: { headline: F.dmSerif, body: F.inter600, accent: F.playfairItalic }, copy: { voice: 'photo-morning', badges: true },
    prompt: 'Product on a sandy ledge at golden hour with a glowing sun and warm orange sky, dreamy lifestyle product photography.',
  },
  {
    id: 20, name: 'Water Ripple', category: 'Product Photoshoot', layout: 'showcase', scene: 'water', arrange: ['stack', 'side'],
    description: 'Fresh aqua backdrop with rings of water rippling from the product.',
    palette: { bg: '#bfe9f2', bg2: '#4fb3c8', ink: '#0b2b33', accent: '#0b2b33', accentInk: '#ffffff', panel: '#ffffff', panelInk: '#0b2b33' },
    fonts: { headline: F.mont800, body: F.inter, accent: F.inter }, copy: { voice: 'photo', badges: true },
    prompt: 'Product standing in shallow clear water with concentric ripples, fresh aqua tones, clean splash product photography.',
  },
  {
    id: 21, name: 'Studio Sweep', category: 'Product Photoshoot', layout: 'showcase', scene: 'sweep', arrange: ['stack-bottom', 'stack'],
    description: 'A seamless paper sweep in soft pastel light: nothing but the product.',
    palette: { bg: '#e9e1fb', bg2: '#bde8d7', ink: '#2b2148', accent: '#6d4bd1', accentInk: '#ffffff', panel: '#ffffff', panelInk: '#2b2148' },
    fonts: { headline: F.mont900, body: F.inter, accent: F.inter }, copy: { voice: 'photo', badges: true, upperHeadline: true },
    prompt: 'Product on a seamless pastel paper sweep, soft key light from the left, minimal studio product photography.',
  },
];
