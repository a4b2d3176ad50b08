import { F } from './styles-fonts.js';
import { type StyleDefinition } from '../../contract/style-types.js';

/**
 * Product photoshoots: the product is the hero of a lit set and the copy is short. Each set is
 * lit for the product's purpose (a dusk or lamp light for sleep, daylight for energy) and each
 * style orders its arrangements (`arrange`), so the ten sets are ten compositions.
 */
export const PHOTOSHOOT_STYLES: StyleDefinition[] = [
  {
    id: 12,
    name: 'Studio Podium',
    category: 'Product Photoshoot',
    layout: 'showcase',
    scene: 'podium',
    arrange: ['stack-top', 'side'],
    // Beside a tall pack the podium stands left: on the right it was Botanical Nature's column
    // among the leaves (ads:lint near-clones 12~13 on the pouch, docs/decisions/182-review-card-and-offer-seal.md).
    side: 'left',
    description: 'Your product raised on a sculpted podium under an arch, the headline above it.',
    palette: {
      bg: '#f4e3da',
      bg2: '#e8c9b8',
      ink: '#3b2a22',
      accent: '#3b2a22',
      accentInk: '#ffffff',
      panel: '#ffffff',
      panelInk: '#3b2a22',
      tone: 'brand',
    },
    fonts: { headline: F.dmSerif, body: F.inter, accent: F.playfairItalic },
    copy: { voice: 'photo', angle: 'name', badges: true },
    idea: {
      purpose: 'A launch or hero shot: the product presented like an object in a gallery.',
      arrangement:
        'Centred: the headline, the badges and the button together above the product on its podium (a button on the podium read as stranded); where the product needs the height (a pouch or bottle on 1:1 and 4:5), the podium on the left and the copy beside it on the right (on the right it was Botanical Nature beside a pouch in ads:lint).',
      scene: "A plaster arch and a cylindrical podium in soft tints of the label's own colour.",
      props: 'The podium and the arch.',
      facts: 'One benefit; two badges at most.',
      angle: 'Hero benefit.',
    },
    prompt:
      'Product standing on a cylindrical pastel podium with an arch behind it, soft studio lighting, high-end product photography.',
  },
  {
    id: 13,
    name: 'Botanical Nature',
    category: 'Product Photoshoot',
    layout: 'showcase',
    scene: 'botanical',
    arrange: ['side', 'stack-top'],
    side: 'right',
    description: 'On a stone slab among fresh leaves in dappled sun, the headline beside it in the greenery.',
    palette: {
      bg: '#e6efd9',
      bg2: '#c7d6ae',
      ink: '#1f3320',
      accent: '#2f5d34',
      accentInk: '#ffffff',
      panel: '#ffffff',
      panelInk: '#1f3320',
      tone: 'natural',
    },
    fonts: { headline: F.playfair, body: F.inter, accent: F.playfairItalic },
    copy: { voice: 'photo-nature', angle: 'ingredient', badges: true },
    idea: {
      purpose: 'Natural and plant-based formulas: where it comes from.',
      arrangement:
        'The copy in a column on the left among the leaves, the product on a slab on the right; 9:16 puts the copy above the product.',
      scene:
        'Greenery in soft focus and dappled sun chosen by the purpose: calm herbs and lavender at dusk for a sleep product, glossy citrus leaves in bright morning light on a sunlit lime-white for sport, energy and hydration (never pink fruit or flowers there), a deeper green behind a pale product.',
      props:
        'The product’s plant where it has one (greens, a root, herbs, fruit, mint, kelp), else the purpose’s (citrus leaves for energy and hydration, herbs and lavender for calm), kept clear of the copy.',
      facts: 'One benefit; badges such as vegan or organic.',
      angle: 'Ingredient origin.',
    },
    prompt:
      'Product on a natural stone slab framed by fresh green leaves, dappled sunlight, botanical organic product photography.',
  },
  {
    id: 14,
    name: 'Window Light',
    category: 'Product Photoshoot',
    layout: 'showcase',
    scene: 'window',
    arrange: ['side', 'stack-top'],
    side: 'left',
    description: 'On a sill by a window, the panes of light falling across the wall where the headline sits.',
    palette: {
      bg: '#eef1f3',
      bg2: '#dfe7ea',
      ink: '#2a2a2a',
      accent: '#2a2a2a',
      accentInk: '#ffffff',
      panel: '#ffffff',
      panelInk: '#2a2a2a',
      tone: 'natural',
    },
    fonts: { headline: F.mont800, body: F.inter, accent: F.inter },
    copy: { voice: 'photo-morning', angle: 'routine', badges: true },
    idea: {
      purpose: 'Everyday ritual: the product at home in real light.',
      arrangement:
        "The product on the left on a sill, the copy and button on the right inside the patch of window light; 9:16 puts the copy in the light on the wall above the product (product above a band of copy is Studio Sweep's pack shot).",
      scene:
        'A warm plaster wall in shade with the window’s panes of light and the soft shadow of its frame across it and on across the sill: cool moonlight for sleep products, morning sun otherwise.',
      props: 'The window’s light and shadow.',
      facts: 'One benefit and the routine moment.',
      angle: 'How and when to use it.',
    },
    prompt:
      'Product on a windowsill against a plaster wall, light through a window casting pane-shaped patches and the product shadow on the wall, lifestyle product photography.',
  },
  {
    id: 15,
    name: 'Colour Block',
    category: 'Product Photoshoot',
    layout: 'showcase',
    scene: 'colour-block',
    arrange: ['stack-top', 'side'],
    description:
      'A graphic set: the headline on a solid block of colour across the top, the product below on a big disc.',
    palette: {
      bg: '#f3dcc4',
      bg2: '#d9653b',
      ink: '#2a1712',
      accent: '#2a1712',
      accentInk: '#ffffff',
      panel: '#ffffff',
      panelInk: '#2a1712',
      tone: 'pastel',
    },
    fonts: { headline: F.bebas, body: F.inter600, accent: F.bebas },
    copy: { voice: 'photo-active', angle: 'number', badges: true, upperHeadline: true },
    idea: {
      purpose: 'Editorial and young: colour as the attention grabber.',
      arrangement:
        "The condensed headline, line and button on a block of colour across the top, the product below it on a large disc, standing low so the 9:16 screen has no empty band (the product high over a bottom block jammed it against the top edge and left the story's lower third empty).",
      scene:
        "A pale field, a disc behind the product and a bold block above it in a deep colour of the purpose's that the product's own colours stand apart from (never the label's own: that is Brand Colour Split; docs/decisions/194-near-clones-apart-and-scenes-for-the-product.md).",
      props: 'The disc.',
      facts: 'One benefit.',
      angle: 'Hero benefit, graphic.',
    },
    prompt:
      'Product in front of a large pale disc, a bold block of colour across the bottom, crisp studio light, graphic editorial product photography.',
  },
  {
    id: 16,
    name: 'Bathroom Shelf',
    category: 'Product Photoshoot',
    layout: 'showcase',
    scene: 'shelf',
    arrange: ['stack-top', 'stack'],
    place: 'left',
    valign: 'top',
    // The copy set flush left, as on a shelf label: centred over a wide jar it was Window Light's
    // arrangement (ads:lint near-clones 14~16, s18).
    align: 'left',
    description:
      'At eye level where the product lives: a white shelf on a wall of large pale glazed tiles, a small plant beside the product.',
    palette: {
      bg: '#f3f6f5',
      bg2: '#b9d3cf',
      ink: '#23312f',
      accent: '#23312f',
      accentInk: '#ffffff',
      panel: '#ffffff',
      panelInk: '#23312f',
      tone: 'light',
    },
    fonts: { headline: F.dmSerif, body: F.inter, accent: F.playfairItalic },
    copy: { voice: 'photo-selfcare', angle: 'clean', badges: true },
    idea: {
      purpose: 'Self-care routine: where the product lives at home.',
      arrangement:
        'The headline and button set flush left on the tiled wall above, the product on the shelf in the lower half, off-centre with the props beside it; beside a tall bottle the copy stays high on the wall, at the top of its column.',
      scene:
        "Large glazed square tiles in the pale or mid glaze a bathroom has that the product's own colours stand out on most and that suits its purpose (sea glass or dusty blue for calm, mid blue or terracotta for energy, sage for fresh, cream behind a dark product), light enough for dark copy with no panel; a white stone shelf for every product, the tiles running on under it. The button keeps 3:1 against the tiles.",
      props:
        'A glass of the drink mixed beside a powder or stick pack, a small potted plant, and a dish holding a few of the product’s own pieces for capsules, softgels, gummies and tablets. Out of focus, never towels, kitchen things or a second product.',
      facts: 'One benefit.',
      angle: 'Routine.',
    },
    prompt:
      'Product on a white bathroom shelf against large pale glazed square tiles, a small plant out of focus, soft daylight, clean product photography.',
  },
  {
    id: 17,
    name: 'Flat Lay',
    category: 'Product Photoshoot',
    layout: 'flatlay',
    scene: 'flatlay',
    description:
      'Seen from above on linen, the product lying among props true to its form: a dropper, a scoop, capsules.',
    palette: {
      bg: '#f7efe4',
      bg2: '#f2c6a0',
      ink: '#3a2b1e',
      accent: '#e26d3d',
      accentInk: '#ffffff',
      panel: '#ffffff',
      panelInk: '#3a2b1e',
      tone: 'natural',
    },
    fonts: { headline: F.mont800, body: F.inter, accent: F.inter },
    copy: { voice: 'photo', angle: 'pack', badges: true },
    idea: {
      purpose: 'Show what the product is and how it is taken, from above.',
      arrangement:
        'Top-down: the product lying large and turned a little on the linen, its label level enough to read, a short shadow all round it, props around it at one scale beside the pack, the copy on a paper card laid on the linen.',
      scene: 'Linen seen from above in even light; no horizon, shadows straight down.',
      props:
        'Few, shaded as photographed (glass, wood, powder grain), from the form alone: a dropper for drops, a scoop for loose powders, three fanned sticks for stick packs, a dish of capsules, softgels, tablets or gummies only for those forms; every prop whole on the linen, never under the card or cut by the edge; no drawn fruit, leaves or glassware.',
      facts: 'One benefit; the count or dose as a badge.',
      angle: 'How to use it.',
    },
    prompt:
      'Top-down flat lay of the product lying on linen with a few props that match its form, bright even light, editorial flat lay photography.',
  },
  {
    id: 18,
    name: 'Marble Luxe',
    category: 'Product Photoshoot',
    layout: 'showcase',
    scene: 'marble',
    arrange: ['side', 'stack-top'],
    side: 'left',
    description:
      'Close-up on veined marble, the product on the slab to one side, a serif headline on the polished stone beside it.',
    palette: {
      bg: '#f5f4f1',
      bg2: '#dcdad5',
      ink: '#1f1f1f',
      accent: '#b08a3e',
      accentInk: '#ffffff',
      panel: '#ffffff',
      panelInk: '#1f1f1f',
      tone: 'pastel',
    },
    fonts: { headline: F.playfair, body: F.inter, accent: F.playfairItalic },
    copy: { voice: 'photo-selfcare', angle: 'identity', badges: true },
    idea: {
      purpose: 'Beauty and premium wellness: polish and luxury.',
      arrangement:
        "A beauty-magazine spread: the product standing on the slab on the left, the serif headline, line and button in a column on the right on stone kept clear of veins (the headline across the top when a wide tub leaves no column); 9:16 puts the copy on the stone above the product. (The product high over a band of copy was Colour Block's and Golden Hour's arrangement; a headline above on 1:1 was Studio Podium's; on the right, with copy on the left, it was a near-clone of Studio Podium, Botanical Nature and Bold Hero in ads:lint.)",
      scene:
        'A polished marble slab running back to a horizon, the same stone out of focus behind: warm white marble with soft grey and gold veins, black or deep green marble with pale veins behind a pale product.',
      props: 'A gold rim line on the marble edge.',
      facts: 'One benefit.',
      angle: 'Self-care promise.',
    },
    prompt:
      'Product on a polished veined marble slab with a mirror reflection and soft highlights behind, luxury cosmetic product photography.',
  },
  {
    id: 19,
    name: 'Golden Hour',
    category: 'Product Photoshoot',
    layout: 'showcase',
    scene: 'golden',
    // Under the sky's headline the product stands on the ledge with the button below it: with all
    // the copy above a wide tub it was arranged as Marble Luxe (ads:lint's near-clone check).
    arrange: ['head-side', 'stack'],
    description: 'Backlit by a low sun on a ledge outdoors, the headline written across the sky above.',
    palette: {
      bg: '#ffb07c',
      bg2: '#ff7e67',
      ink: '#2a1410',
      accent: '#2a1410',
      accentInk: '#ffffff',
      panel: '#ffffff',
      panelInk: '#2a1410',
      tone: 'natural',
    },
    fonts: { headline: F.dmSerif, body: F.inter600, accent: F.playfairItalic },
    copy: { voice: 'photo-morning', angle: 'hero', badges: true },
    idea: {
      purpose: 'Outdoor lifestyle: warmth and a feeling.',
      arrangement:
        'The headline across the sky at the top; below it the product on the ledge with the sun behind it on one side, the line and button on the other; 9:16 stacks the copy in the sky above the product.',
      scene:
        'A warm low-sun sky in gold and amber (dusk violet over an amber horizon for sleep products), hills, a stone ledge.',
      props: 'The sun, its long warm rays and its lens flare.',
      facts: 'One benefit.',
      angle: 'The feeling it brings.',
    },
    prompt:
      'Product on a stone ledge outdoors, backlit by a low sun with a soft flare and a wide warm sky, dreamy lifestyle product photography.',
  },
  {
    id: 20,
    name: 'Water Ripple',
    category: 'Product Photoshoot',
    layout: 'showcase',
    scene: 'water',
    arrange: ['stack-top', 'side'],
    description: 'Standing in shallow clear water with rings rippling out, the headline above the surface.',
    palette: {
      bg: '#bfe9f2',
      bg2: '#4fb3c8',
      ink: '#0b2b33',
      accent: '#0b2b33',
      accentInk: '#ffffff',
      panel: '#ffffff',
      panelInk: '#0b2b33',
      tone: 'light',
    },
    fonts: { headline: F.mont800, body: F.inter, accent: F.inter },
    copy: { voice: 'photo', angle: 'how-to', badges: true },
    idea: {
      purpose: 'Freshness and purity: hydration, clean formulas.',
      arrangement: 'The headline and button high, the product standing in the water in the lower half.',
      scene: 'Clear water with rings and caustic light, tinted by the purpose (deep blue at night for sleep).',
      props: 'Ripples.',
      facts: 'One benefit.',
      angle: 'Purity.',
    },
    prompt:
      'Product standing in shallow clear water with concentric ripples, caustic light, fresh aqua tones, clean splash product photography.',
  },
  {
    id: 21,
    name: 'Studio Sweep',
    category: 'Product Photoshoot',
    layout: 'showcase',
    scene: 'sweep',
    arrange: ['stack-bottom'],
    description: 'A seamless paper sweep in soft light: nothing but the product, a small line and a button below it.',
    palette: {
      bg: '#e9e1fb',
      bg2: '#bde8d7',
      ink: '#2b2148',
      accent: '#6d4bd1',
      accentInk: '#ffffff',
      panel: '#ffffff',
      panelInk: '#2b2148',
      tone: 'dark',
    },
    fonts: { headline: F.mont900, body: F.inter, accent: F.inter },
    copy: { voice: 'photo', angle: 'number', badges: true, upperHeadline: true },
    idea: {
      purpose: 'Pack shot: the product, nothing else.',
      arrangement:
        'The product large in the upper frame, a small headline and the button below it, in every size: the one photoshoot style whose copy sits under the product (Colour Block, Window Light, Marble Luxe and Golden Hour put theirs above or beside it).',
      scene:
        "A bright photo studio: a light seamless paper sweep in a tint of the pack's own colour, the curve from wall to floor a soft band of shade, a soft key light, a pool of light and a shadow on the floor (the deep night shade was Luxe Night's; docs/decisions/217-studio-sweep-and-colour-block-apart.md).",
      props: 'None.',
      facts: 'The name and one benefit.',
      angle: 'Product as hero.',
    },
    prompt:
      'Product on a seamless pastel paper sweep, soft key light from the left, minimal studio product photography.',
  },
];
