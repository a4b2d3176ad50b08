import { F } from './styles-fonts.js';
import { type StyleDefinition, type StylePalette } from './styles-types.js';

const ROOM: StylePalette = { bg: '#e9dccb', bg2: '#b48a63', ink: '#1f1a16', accent: '#fe2c55', accentInk: '#ffffff', panel: '#ffffff', panelInk: '#111111' };

export const UGC_STYLES: StyleDefinition[] = [
  {
    id: 22, name: 'Phone Photo', category: 'UGC', layout: 'ugc-phone', scene: 'room',
    description: 'Looks shot on a phone at home: warm light, soft background, caption stickers.',
    palette: ROOM, fonts: { headline: F.inter800, body: F.inter600, accent: F.inter },
    copy: { voice: 'ugc-casual', badges: false },
    prompt: 'Casual smartphone photo of the product on a wooden desk at home, warm window light, slightly imperfect framing, authentic user-generated content.',
  },
  {
    id: 23, name: 'Handwritten Note', category: 'UGC', layout: 'ugc-note', scene: 'room',
    description: 'A sticky note in handwriting beside the product, like a reminder on the fridge.',
    palette: { ...ROOM, bg: '#f1ebe3', bg2: '#c9a27a', accent: '#1d2a4a' }, fonts: { headline: F.caveat, body: F.inter600, accent: F.caveat },
    copy: { voice: 'ugc-note', badges: false },
    prompt: 'Product on a kitchen table next to a yellow handwritten sticky note, cosy natural light, authentic home snapshot.',
  },
  {
    id: 24, name: 'Chat Bubbles', category: 'UGC', layout: 'ugc-chat', scene: 'bedside',
    description: 'A text-message conversation recommending your product to a friend.',
    palette: { ...ROOM, bg: '#dfe6ee', bg2: '#9aa8b8', accent: '#0a84ff' }, fonts: { headline: F.inter800, body: F.inter600, accent: F.inter },
    copy: { voice: 'ugc-chat', badges: false },
    prompt: 'Product on a bedside table in soft morning light with a phone nearby, authentic lifestyle snapshot.',
  },
  {
    id: 25, name: 'TikTok Made Me Buy It', category: 'UGC', layout: 'ugc-caption', scene: 'room',
    description: 'The viral caption look of short-video feeds over a casual home shot.',
    palette: { ...ROOM, bg: '#e7d7c9', bg2: '#8a6a52' }, fonts: { headline: F.inter800, body: F.inter600, accent: F.inter },
    copy: { voice: 'ugc-caption', badges: false },
    prompt: 'Vertical smartphone video frame of the product on a bedroom dresser, ring-light glow, trendy social media aesthetic.',
  },
  {
    id: 26, name: 'Unboxing', category: 'UGC', layout: 'ugc-unboxing', scene: 'box',
    description: 'Fresh out of the delivery box with tissue paper, first-impression caption.',
    palette: { ...ROOM, bg: '#efe6da', bg2: '#d9c6ad', accent: '#ff6f91' }, fonts: { headline: F.inter800, body: F.inter600, accent: F.inter },
    copy: { voice: 'ugc-casual', badges: false },
    prompt: 'Product emerging from an open kraft delivery box with pink tissue paper, overhead home lighting, authentic unboxing photo.',
  },
  {
    id: 27, name: 'Notes App', category: 'UGC', layout: 'ugc-notes', scene: 'kitchen',
    description: 'A phone notes checklist of what your product does, beside it on the counter.',
    palette: { ...ROOM, bg: '#e4ece6', bg2: '#a9b9a4', accent: '#1f7a4d' }, fonts: { headline: F.inter800, body: F.inter600, accent: F.inter },
    copy: { voice: 'ugc-review', badges: false },
    prompt: 'Product on a kitchen counter next to a phone, soft natural light, authentic home snapshot.',
  },
  {
    id: 28, name: 'FAQ Card', category: 'UGC', layout: 'ugc-faq', scene: 'room',
    description: 'Answers the questions buyers ask, from your product info, like a creator reply card.',
    palette: { ...ROOM, bg: '#ede3f3', bg2: '#a98bb8', accent: '#7c3aed' }, fonts: { headline: F.inter800, body: F.inter600, accent: F.inter },
    copy: { voice: 'ugc-comment', badges: false },
    prompt: 'Product held up in a cosy bedroom, creator-style vertical framing, soft lamp light, authentic social media video still.',
  },
  {
    id: 29, name: 'Routine Note', category: 'UGC', layout: 'ugc-list', scene: 'paper',
    description: 'A handwritten daily-routine list on lined paper with your product on it.',
    palette: { ...ROOM, bg: '#fbf7ee', bg2: '#d8cbb3', accent: '#1d2a4a' }, fonts: { headline: F.caveat, body: F.inter600, accent: F.caveat },
    copy: { voice: 'ugc-note', badges: false },
    prompt: 'Product on a notebook with a handwritten routine list, overhead desk shot, cosy authentic lifestyle photo.',
  },
  {
    id: 30, name: 'Ingredient Spotlight', category: 'UGC', layout: 'ugc-spotlight', scene: 'kitchen',
    description: 'A creator caption and what is inside your product, on a card beside it.',
    palette: { ...ROOM, bg: '#dde7e3', bg2: '#87a096', accent: '#111111' }, fonts: { headline: F.inter800, body: F.inter600, accent: F.inter },
    copy: { voice: 'ugc-caption', badges: false },
    prompt: 'Product on a bathroom counter in a real home, phone camera look, natural imperfect light, authentic creator content.',
  },
  {
    id: 31, name: 'Morning Snapshot', category: 'UGC', layout: 'ugc-phone', scene: 'kitchen',
    description: 'Quick phone snap on the kitchen counter with a morning-routine caption.',
    palette: { ...ROOM, bg: '#f4f1ec', bg2: '#dfe7ea', accent: '#ff7a00' }, fonts: { headline: F.inter800, body: F.inter600, accent: F.inter },
    copy: { voice: 'ugc-casual', badges: false },
    prompt: 'Smartphone snapshot of the product on a kitchen counter next to a coffee mug, morning light, candid everyday moment.',
  },
];
