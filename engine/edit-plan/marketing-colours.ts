/**
 * Colour names buyers use that CSS lacks or gets wrong for an ad: CSS "navy" and "red" are raw
 * screen primaries, a buyer asking for navy means a deep ink blue. These win over the CSS table.
 * Keys are folded (lower case, no accents), words separated by one space.
 */
export const MARKETING_COLOURS: Record<string, string> = {
  red: '#d64545', blue: '#2f6fde', green: '#3f9a5b', yellow: '#f5d142', orange: '#f28b30', purple: '#7a4fd6', pink: '#f5a3c7',
  black: '#111111', white: '#ffffff', grey: '#9aa0a6', gray: '#9aa0a6', brown: '#7a5230', beige: '#efe4d2', gold: '#d4a72c',
  navy: '#1e2f5c', 'navy blue': '#1e2f5c', navvy: '#1e2f5c', navey: '#1e2f5c', 'navy colour': '#1e2f5c', 'dark blue': '#1c3a73', 'light blue': '#cfe3ff', 'baby blue': '#bfdcf5', 'sky blue': '#8ec9f0',
  'royal blue': '#2a4fbf', cobalt: '#1f4fb4', 'cobalt blue': '#1f4fb4', 'electric blue': '#1f6bff', sapphire: '#1f3f8f', denim: '#3b5f8f',
  'powder blue': '#c6dcea', 'ice blue': '#dceefa', 'ocean blue': '#1f6f9f', ocean: '#1f6f9f', midnight: '#141b33', 'midnight blue': '#141b33',
  'dark green': '#1f4d33', 'light green': '#cfeccf', forest: '#24412f', 'forest green': '#24412f', 'hunter green': '#2c4a32', 'bottle green': '#1f4a36',
  emerald: '#1f8f5f', 'emerald green': '#1f8f5f', jade: '#3a9f7f', pine: '#24473a', olive: '#6b7038', 'olive green': '#6b7038', khaki: '#b9ad7e',
  sage: '#b7c9a8', 'sage green': '#a9bf98', eucalyptus: '#9fb9a5', mint: '#cdeedd', 'mint green': '#bfe9d1', seafoam: '#bfe8d8', 'lime green': '#8fd14f',
  'neon green': '#39ff6a', teal: '#1f8a8a', 'dark teal': '#145c5c', turquoise: '#2fc4c0', aqua: '#5fd3d3', petrol: '#1f5a66',
  'light pink': '#fbd3e2', 'hot pink': '#ff3f8e', 'baby pink': '#f8cfdc', 'millennial pink': '#f3c6c6', 'dusty pink': '#d7a1a8', 'dusty rose': '#c9878f',
  blush: '#f4c9c4', 'blush pink': '#f4c9c4', rose: '#e8a0aa', 'rose gold': '#b76e79', nude: '#e3c2ae', fuchsia: '#d6337f', magenta: '#c2185b',
  lavender: '#e3dafc', lilac: '#c8a2c8', mauve: '#b784a7', plum: '#6d2f5e', violet: '#7f4fc9', indigo: '#3f2f8f', periwinkle: '#9fa8ea',
  grape: '#5f2f8f', aubergine: '#3d1f3d', eggplant: '#3d1f3d', burgundy: '#7a1f35', wine: '#6f1f33', maroon: '#6b1f24', bordeaux: '#6f1f33',
  crimson: '#b0203a', scarlet: '#d82e2e', cherry: '#c0233a', 'cherry red': '#c0233a', ruby: '#a31f45', 'blood red': '#8a0f14', raspberry: '#c0305f',
  berry: '#8f2f5f', brick: '#a5442f', 'brick red': '#a5442f', rust: '#b5512b', terracotta: '#c86b4a', copper: '#b87333', bronze: '#a97142',
  coral: '#ff7f6b', salmon: '#f4927a', peach: '#ffd3b5', apricot: '#fbc49a', tangerine: '#f5822a', 'burnt orange': '#c8581f', amber: '#f0a020',
  mustard: '#d4a017', 'mustard yellow': '#d4a017', lemon: '#fff07a', butter: '#fff1a8', 'butter yellow': '#fff1a8', sunflower: '#ffc61a', honey: '#e6a93b',
  ochre: '#c7892f', caramel: '#b9783f', camel: '#c19a6b', tan: '#d2b48c', sand: '#e8d8b0', sandy: '#e8d8b0', taupe: '#a39382', mocha: '#7b5a46',
  coffee: '#6f4e37', chocolate: '#4e2e1e', espresso: '#3b2418', cream: '#f8f1e3', ivory: '#fbf7ec', 'off white': '#f6f3ec', offwhite: '#f6f3ec',
  bone: '#eee6d6', eggshell: '#f2eee0', linen: '#f5efe3', oat: '#e9e0cf', oatmeal: '#e9e0cf', champagne: '#f3e5c5', pearl: '#f0ece4', stone: '#d6d0c4',
  'light grey': '#dedfe1', 'light gray': '#dedfe1', 'dark grey': '#4a4d52', 'dark gray': '#4a4d52', charcoal: '#2f3237', graphite: '#3a3d42',
  slate: '#5a6673', 'slate grey': '#5a6673', 'slate gray': '#5a6673', silver: '#c4c7cc', steel: '#7b8794', 'jet black': '#0b0b0b',
  'matte black': '#1a1a1a', 'pure white': '#ffffff', 'snow white': '#fbfbfb', 'pure black': '#000000', 'dark red': '#8f1f1f', 'light yellow': '#fff4b8',
  'dark purple': '#3f1f5f', 'light purple': '#dccff5', 'dark brown': '#4a2f1f', 'light brown': '#b9926a', 'dark orange': '#c8641f', neutral: '#ece6dc', neutrals: '#ece6dc', 'neutral tones': '#ece6dc', 'neutral colours': '#ece6dc', 'neutral colors': '#ece6dc', 'warm neutral': '#e8dccb',
};
