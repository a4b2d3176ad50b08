import { type FontRef } from '../../contract/style-types.js';

/** Font shorthands for the style definitions (all shipped with the renderer). */
export const F = {
  inter: { family: 'Inter', weight: 400 },
  inter600: { family: 'Inter', weight: 600 },
  inter800: { family: 'Inter', weight: 800 },
  mont600: { family: 'Montserrat', weight: 600 },
  mont800: { family: 'Montserrat', weight: 800 },
  mont900: { family: 'Montserrat', weight: 900 },
  playfair: { family: 'Playfair Display', weight: 700 },
  playfairItalic: { family: 'Playfair Display', weight: 400, style: 'italic' },
  dmSerif: { family: 'DM Serif Display', weight: 400 },
  bebas: { family: 'Bebas Neue', weight: 400 },
  caveat: { family: 'Caveat', weight: 700 },
} satisfies Record<string, FontRef>;
