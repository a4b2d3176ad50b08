import { F } from './styles-fonts.js';
import { type StyleDefinition, type StylePalette } from '../../contract/style-types.js';

/**
 * UGC: what a buyer's customer would post. Each style is one native format of a feed (a story
 * with stickers, a note, a chat, a short video, an unboxing, a notes page, a reply card, a
 * notebook, a snap), drawn crisp over a home set lit for the product's purpose. No invented
 * creator, handle, like count or testimonial (docs/decisions/014-composition-rules-solver-and-linter.md).
 */
const ROOM: StylePalette = {
  bg: '#e9dccb',
  bg2: '#b48a63',
  ink: '#1f1a16',
  accent: '#fe2c55',
  accentInk: '#ffffff',
  panel: '#ffffff',
  panelInk: '#111111',
  tone: 'natural',
};

export const UGC_STYLES: StyleDefinition[] = [
  {
    id: 22,
    name: 'Phone Photo',
    category: 'UGC',
    layout: 'ugc-phone',
    scene: 'room',
    description:
      'A story shot on a phone at home: the product big in the frame, caption stickers stacked in the corner.',
    palette: ROOM,
    fonts: { headline: F.inter800, body: F.inter600, accent: F.inter },
    copy: { voice: 'ugc-casual', angle: 'casual', badges: false },
    idea: {
      purpose: 'Authentic first person: looks posted, not produced.',
      arrangement:
        'Story format: caption stickers stacked right-aligned in the top-right, a link sticker under them (with a sticker’s soft shadow), the product large and low on the left; on 1:1 the stickers run across the top over the product where it keeps the hero’s share.',
      scene:
        'A living-room table by a window, room soft behind, shot on a phone: the frame a degree off level, the window light falling off across the table, sensor grain and the lens’s darker corners; a lamp-lit evening for sleep products.',
      props: 'A plant and the window, out of focus.',
      facts: 'One benefit in the first person.',
      angle: 'Personal recommendation.',
    },
    prompt:
      'Casual smartphone photo of the product on a wooden table at home, window light, slightly imperfect framing, authentic user-generated content.',
  },
  {
    id: 23,
    name: 'Handwritten Note',
    category: 'UGC',
    layout: 'ugc-note',
    scene: 'desk',
    description: 'A yellow sticky note in handwriting stuck beside the product on a desk, like a reminder to self.',
    palette: { ...ROOM, bg: '#f1ebe3', bg2: '#c9a27a', accent: '#1d2a4a' },
    fonts: { headline: F.caveat, body: F.inter600, accent: F.caveat },
    copy: { voice: 'ugc-note', angle: 'note', badges: false },
    idea: {
      purpose: 'A personal reminder: the product as part of someone’s day.',
      arrangement:
        'A wide sticky note with tape on the left (across the top of a story when its handwriting is larger there), the product standing on the right, the button under the note.',
      scene: 'A desk against a wall with a pinboard, soft daylight (a desk lamp for sleep products).',
      props: 'The note, its tape, a pencil.',
      facts: 'One reason to take it.',
      angle: 'Reminder to self.',
    },
    prompt:
      'Product on a desk next to a yellow handwritten sticky note, pinboard behind, cosy natural light, authentic home snapshot.',
  },
  {
    id: 24,
    name: 'Chat Bubbles',
    category: 'UGC',
    layout: 'ugc-chat',
    scene: 'chat',
    description:
      'A message thread: a friend asks, the reply is a fact or two about your product, sent with a photo of your product in the thread.',
    palette: { ...ROOM, bg: '#dfe6ee', bg2: '#9aa8b8', accent: '#0a84ff' },
    fonts: { headline: F.inter800, body: F.inter600, accent: F.inter },
    copy: {
      voice: 'ugc-chat',
      angle: 'chat',
      badges: false,
      // A review split over the thread's bubbles read as the brand's words, unattributed: the
      // chat answers with the brief's facts (docs/decisions/096-short-numbered-headlines-and-one-fact-per-ad.md).
    },
    idea: {
      purpose: 'Word of mouth: a recommendation between friends.',
      arrangement:
        'A thread read top to bottom in one group from under the app’s bar: the question bubble on the left, the answer bubbles on the right, then the button; the photo message stands beside the thread (1:1, 4:5) or under it (9:16), never between the question and its answer.',
      scene:
        'A messaging app: the phone\u2019s status bar, a header bar with the contact\u2019s grey picture (no name), the product sent as a photo: a rounded snapshot on the answer\u2019s side, the pack on a wooden table before a warm wall (docs/decisions/202-phone-photo-and-chat-photo-message.md); dark mode for sleep products.',
      props: 'Bubbles; no names, no avatars.',
      facts:
        "The answer to the question: one or two brief facts; the second bubble never only the pack's count (then the brief's usage, or no second bubble).",
      angle: 'Question and answer, between friends.',
    },
    prompt:
      'Product photographed casually on a soft neutral background, like a photo sent in a text message, authentic lifestyle snapshot.',
  },
  {
    id: 25,
    name: 'TikTok Made Me Buy It',
    category: 'UGC',
    layout: 'ugc-video',
    scene: 'video',
    description: 'A short-video frame: the hook large on top, the caption and button under it, the product below.',
    palette: { ...ROOM, bg: '#e7d7c9', bg2: '#8a6a52' },
    fonts: { headline: F.inter800, body: F.inter600, accent: F.inter },
    copy: {
      voice: 'ugc-caption',
      angle: 'pov',
      badges: false,
      needs: ['review'],
      instead: "Without a review: the caption quotes your product's facts.",
    },
    idea: {
      purpose: 'The viral format: a hook that stops the scroll.',
      arrangement:
        'A video frame: the hook at the top as the app’s captions set it, its frame (“Let’s read the label”) on a black sticker over the fact large on a white one, the caption (a step smaller) and the button right under it, the product large below on the dresser.',
      scene: 'A bedroom dresser under a ring light, the room dark and soft; no imitation of the app’s icons or bars.',
      props: 'The ring light.',
      facts: 'One benefit as the caption.',
      angle: 'Hook, then the reason.',
    },
    prompt:
      'Vertical smartphone video frame of the product on a bedroom dresser, ring-light glow, trendy social media aesthetic.',
  },
  {
    id: 26,
    name: 'Unboxing',
    category: 'UGC',
    layout: 'ugc-unboxing',
    scene: 'box',
    description:
      'Just out of the delivery box: the product in front, the open box and tissue behind it, a first-impression caption.',
    palette: { ...ROOM, bg: '#efe6da', bg2: '#d9c6ad', accent: '#ff6f91' },
    fonts: { headline: F.inter800, body: F.inter600, accent: F.inter },
    copy: { voice: 'ugc-casual', angle: 'unbox', badges: false },
    idea: {
      purpose: 'The moment it arrives: anticipation and first impressions.',
      arrangement:
        'The product standing in front of an open kraft box, its label never covered; the caption and button under the table edge, or beside a tall bottle from the top of a column with the box whole on the table under it.',
      scene:
        'A table against a bare wall in a pastel of the label colour, lit from above, the box with tissue paper in the label colour.',
      props:
        'The open shipping box, larger than the pack it held, its flaps and crumpled white tissue, behind the product and a little out of focus.',
      facts: 'One benefit.',
      angle: 'First impressions.',
    },
    prompt:
      'Product standing in front of an open kraft delivery box with tissue paper, overhead home lighting, authentic unboxing photo.',
  },
  {
    id: 27,
    name: 'Notes App',
    category: 'UGC',
    layout: 'ugc-notes',
    scene: 'notes',
    description: 'A phone notes page: a title and a ticked list, with your product standing on the page below.',
    palette: { ...ROOM, bg: '#e4ece6', bg2: '#a9b9a4', accent: '#1f7a4d' },
    fonts: { headline: F.inter800, body: F.inter600, accent: F.inter },
    copy: { voice: 'ugc-review', angle: 'list', badges: false },
    idea: {
      purpose: 'Someone’s own notes on the product: honest and list-like.',
      arrangement:
        'The whole frame is a notes page: the app’s bar (yellow back link, share and more icons) across the top (on a story the phone’s top and the app’s nav row in the top band, its toolbar in the bottom band), the bold title and the list on ruled lines with round yellow ticks, the product below or beside.',
      scene:
        'The notes app’s paper, plain and bright; the product cut out on it with its own shadow (a framed photo read as a card).',
      props: 'The app’s bar and icons, round ticks, ruled lines.',
      facts: 'Up to four benefits as ticked items.',
      angle: 'Checklist in the first person.',
    },
    prompt: 'Product photographed on a soft plain background, like a photo pasted into a phone note.',
  },
  {
    id: 28,
    name: 'FAQ Card',
    category: 'UGC',
    layout: 'ugc-faq',
    scene: 'bedside',
    description:
      'A creator’s reply card: the question on a sticker, the answer from your product info under the product.',
    palette: { ...ROOM, bg: '#ede3f3', bg2: '#a98bb8', accent: '#7c3aed' },
    fonts: { headline: F.inter800, body: F.inter600, accent: F.inter },
    copy: { voice: 'ugc-comment', angle: 'faq', badges: false },
    idea: {
      purpose: 'Answering the objection buyers have before they buy.',
      arrangement:
        'The reply card across the top with its questions and answers, the offer and the button right under the card, the product standing below or beside them.',
      scene:
        'A bedside table in lamp light against a channel-tufted headboard the product stands out on: pale linen behind a dark or amber product, deep charcoal behind a pale one; in daylight with no lamp for an energy product (no window: that is Phone Photo’s room).',
      props: 'The reply sticker.',
      facts:
        "What is inside (up to three ingredients, never a serving of the product itself), how to take it (the brief's usage), then what else; never the pack's count as an answer.",
      angle: 'FAQ.',
    },
    prompt:
      'Product on a bedside table in a cosy bedroom, creator-style framing, soft lamp light, authentic social media video still.',
  },
  {
    id: 29,
    name: 'Routine Note',
    category: 'UGC',
    layout: 'ugc-list',
    scene: 'paper',
    description:
      'A spiral planner page with a handwritten daily routine hanging on the wall, your product standing on the table in front of it.',
    palette: { ...ROOM, bg: '#fbf7ee', bg2: '#d8cbb3', accent: '#1d2a4a' },
    fonts: { headline: F.caveat, body: F.inter600, accent: F.caveat },
    copy: { voice: 'ugc-note', angle: 'how-to', badges: false },
    idea: {
      purpose: 'A habit: where the product fits in the day.',
      arrangement:
        'At eye level: a spiral-bound planner page hanging from a nail on the wall, with a handwritten title and the routine’s numbered steps (how to take it first) and, where the brief times it by the day, a week of hand-ticked boxes; across the top of a story, beside the product in the feed; the product standing on the table in front of the wall.',
      scene:
        'A painted wall (sage, grey-blue or clay, a shade deeper behind a white pack, whichever the pack stands out on) in soft window light, a wooden table top (docs/decisions/222-routine-planner-on-the-wall.md).',
      props: 'The planner page (its spiral, red margin, nail and cord); no pencil.',
      facts:
        "How to take it, in the brief's own usage words, as numbered steps (one step unnumbered); never the pack's count or an amount as a step. Without usage in the brief the note does not pretend a routine: it is titled why the buyer takes it and lists the brief's benefit statement and amounts, bulleted, not numbered (docs/decisions/125-lists-that-deliver-their-style.md). The week's ticks only where the brief says a day, morning or evening.",
      angle: 'Routine.',
    },
    prompt:
      'Product standing on a wooden table in front of a painted wall where a spiral planner page with a handwritten daily routine hangs, eye-level shot, soft window light, cosy authentic lifestyle photo.',
  },
  {
    id: 30,
    name: 'Ingredient Spotlight',
    category: 'UGC',
    layout: 'ugc-spotlight',
    scene: 'kitchen',
    description: 'A creator shows what is inside: the product on the left, each key ingredient on its own sticker.',
    palette: { ...ROOM, bg: '#dde7e3', bg2: '#87a096', accent: '#111111' },
    fonts: { headline: F.inter800, body: F.inter600, accent: F.inter },
    copy: { voice: 'ugc-caption', angle: 'spotlight', badges: false },
    idea: {
      purpose: 'Transparency: the label, read out.',
      arrangement:
        'The caption large across the top of the frame; under it the product on the left on the counter and on the right one sticker per ingredient stacked like a carousel (titled “What’s inside” only over two or more ingredients, else the brief’s facts untitled), then the button.',
      scene:
        'A dark granite kitchen counter against white subway tiles and an open shelf; the stickers carry the ingredients, and a bowl on the counter shows what is in the pack (docs/decisions/214-no-clip-art-props.md).',
      props:
        'A small glazed bowl on the counter: the powder heaped in its flavour’s colour (a drink mix’s sticks too), else the product’s own pieces; the dropper on a saucer for drops; no drawn fruit.',
      facts: 'Up to three ingredients as the buyer wrote them.',
      angle: 'Ingredient spotlight.',
    },
    prompt:
      'Product on a kitchen counter in a real home, phone camera look, natural imperfect light, authentic creator content.',
  },
  {
    id: 31,
    name: 'Morning Snapshot',
    category: 'UGC',
    layout: 'ugc-snapshot',
    scene: 'counter',
    description:
      'A quick snap on the kitchen counter: a caption bar across the photo, the mug and sun beside the product.',
    palette: { ...ROOM, bg: '#f4f1ec', bg2: '#dfe7ea', accent: '#ff7a00' },
    fonts: { headline: F.inter800, body: F.inter600, accent: F.inter },
    copy: { voice: 'ugc-casual', angle: 'casual', badges: false },
    idea: {
      purpose: 'An everyday moment, sent to friends.',
      arrangement:
        'A snap: the product in the middle on the counter, one frosted white caption bar with dark words across the full width under it and the button under the bar (1:1, 4:5); on 9:16 the bar on top and the product below, the mug on the left; beside a tall pack the bar is a rounded sticker over the copy’s column.',
      scene:
        'A sunlit kitchen counter with a mug, beams of low sun slanting across the wall (no window in frame, unlike Phone Photo’s room); bright daylight, at sunset for an evening, sleep or calm product (the wall in the dusk’s shade under amber beams), with a glass of water in place of the mug.',
      props: 'A mug (a glass of water for sleep and calm), a streak of sun.',
      facts: 'One benefit.',
      angle: 'Routine moment.',
    },
    prompt:
      'Smartphone snapshot of the product on a kitchen counter next to a coffee mug, sun streaks, candid everyday moment.',
  },
];
