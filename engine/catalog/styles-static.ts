import { F } from './styles-fonts.js';
import { type StyleDefinition } from '../../contract/style-types.js';

/**
 * Static ads: graphic sets, the copy doing the selling. Each style's `idea` says what it is for
 * and how its picture says it (docs/product.md, "The style library"); the colours come from the
 * product's own and its purpose (`palette.tone`, engine/render/tones.ts), the palette below is
 * the fallback and the base for an edit's colour change.
 */
export const STATIC_STYLES: StyleDefinition[] = [
  {
    id: 1,
    name: 'Bold Hero',
    category: 'Static Ads',
    layout: 'hero',
    scene: 'gradient',
    description: 'One big promise in heavy type across the top, the product large beneath it on a glowing gradient.',
    palette: {
      bg: '#ffe7d6',
      bg2: '#ffb48a',
      ink: '#1b1b1b',
      accent: '#e8482c',
      accentInk: '#ffffff',
      panel: '#ffffff',
      panelInk: '#1b1b1b',
      tone: 'light',
    },
    fonts: { headline: F.mont900, body: F.inter600, accent: F.playfairItalic },
    copy: { voice: 'hero', angle: 'hero', badges: true, upperHeadline: true },
    idea: {
      purpose: 'The first ad to test: one benefit, said loud, with the product as proof.',
      arrangement:
        'Centred: the headline across the full width at the top (the largest type in the catalogue), the product in the middle, the button under it; 9:16 keeps copy and button together above the product.',
      scene: "A smooth gradient in the purpose's colours with a glow behind the product.",
      props: 'None: the type is the idea.',
      facts: 'The main benefit; badges the brief supports.',
      angle: 'Hero benefit.',
    },
    prompt:
      'Clean studio product shot on a bright gradient backdrop with a soft glow behind the product, bold commercial advertising look, empty space at the top for a headline.',
  },
  {
    id: 2,
    name: 'Minimal Clean',
    category: 'Static Ads',
    layout: 'minimal',
    scene: 'spotlight',
    description: 'Quiet and premium: a small serif headline and a slim button beside the product alone in soft light.',
    palette: {
      bg: '#f1efe9',
      bg2: '#ffffff',
      ink: '#222222',
      accent: '#222222',
      accentInk: '#ffffff',
      panel: '#ffffff',
      panelInk: '#222222',
      tone: 'pastel',
    },
    fonts: { headline: F.dmSerif, body: F.inter, accent: F.playfairItalic },
    copy: { voice: 'minimal', angle: 'identity', badges: false },
    idea: {
      purpose: 'For premium brands: restraint and white space instead of claims.',
      arrangement:
        'Asymmetric: a small kicker and serif headline set left with a slim pill button in the style’s ink under it, the product standing low on the right (a wide pack under the copy stands centred); empty space is part of the design, never an empty half.',
      scene: 'An airy seamless backdrop in a pale tint of the purpose, one soft spotlight and a floor line.',
      props: 'None.',
      facts: 'The product name and one short line.',
      angle: 'The one key fact, said quietly.',
    },
    prompt:
      'Minimal premium studio product photo, pale seamless backdrop with a soft spotlight, the product standing low and off-centre, editorial luxury aesthetic.',
  },
  {
    id: 3,
    name: 'Benefit Checklist',
    category: 'Static Ads',
    layout: 'benefits',
    scene: 'solid',
    description:
      'The headline across the top, the product on the left and its benefits ticked off on a white list card.',
    palette: {
      bg: '#eaf5ee',
      bg2: '#cfe8d8',
      ink: '#12321f',
      accent: '#1f8a4c',
      accentInk: '#ffffff',
      panel: '#ffffff',
      panelInk: '#12321f',
      tone: 'light',
    },
    fonts: { headline: F.mont800, body: F.inter600, accent: F.inter },
    copy: { voice: 'benefits', angle: 'checklist', badges: true },
    idea: {
      purpose: 'For a buyer comparing products: everything it does, at a glance.',
      arrangement:
        'The headline across the full width, then the product on the left and a white card of large ticked rows on the right; 9:16 stacks headline, list card and button above the product.',
      scene: "A flat field in the purpose's second colour with a lighter disc behind the product.",
      props: 'The list card; ticks in the label colour.',
      facts:
        'Up to four facts from the description: the benefit lines, then the named ingredients and certifications (each once); the badges under the list.',
      angle: 'Checklist.',
    },
    prompt:
      'Product on a soft seamless background in a calm pale colour, fresh and clean health aesthetic, space on the right for a benefit list.',
  },
  {
    id: 4,
    name: 'Us vs Them',
    category: 'Static Ads',
    layout: 'comparison',
    scene: 'versus',
    description:
      'Ours against yours: one question to ask of any product per row, our answer from your brief in large type, and a "?" in the "Yours?" column for the shopper to check their own; never a claim about a competitor.',
    palette: {
      bg: '#1f2a44',
      bg2: '#e5e7eb',
      ink: '#ffffff',
      accent: '#ffcf33',
      accentInk: '#111111',
      panel: '#ffffff',
      panelInk: '#111827',
      tone: 'dark',
    },
    fonts: { headline: F.mont900, body: F.inter600, accent: F.inter },
    copy: { voice: 'comparison', angle: 'comparison', badges: false, upperHeadline: true },
    idea: {
      purpose: 'For a crowded category: why this one and not the generic tub next to it.',
      arrangement:
        'A comparison grid in a column beside the product, the headline above it, two columns headed "Ours" and "Yours?": one question a buyer should ask of any product in the category per row, headed in its few words ("Per scoop", "Form", "Pack", "How to take"; docs/decisions/162-static-proof-styles.md), our answer from the brief on a solid accent cell in large bold type, and an outlined "?" on a muted cell under "Yours?", "? mg" in our answer’s unit where it is an amount (it asks the viewer to check the product they use now; it states nothing about it; docs/decisions/225-comparison-and-call-outs-read-on-a-phone.md). No row repeats the headline\'s fact (docs/decisions/181-proof-rows-and-a-labelled-split.md). Where the columns are narrow each question stands over its two cells. No "Yes" cells; two rows on 1:1, three on 4:5 and 9:16 (fewer rows before smaller type); where the heads\' row would cost the product its share (a wide pack under the grid on a square), each "?" cell says "Yours?" itself and the heads\' row goes, so the comparison keeps its column in every size (docs/decisions/189-proof-styles-deliver-their-names.md); 9:16 stacks headline, grid and button above the product.',
      scene: 'A dark set split diagonally, the product on the lit side.',
      props: 'None: the table is the prop.',
      facts:
        "Up to three rows from the brief: amount per serving, form or standard, pack count, flavour, how to take it (a dietary flag only where fewer than two rows remain); never a competitor's name, fact or claim: the other column holds only a question mark (docs/decisions/109-honest-comparison.md, 129-honest-comparison-grid-and-two-true-halves.md, 144-us-vs-them-asks-yours.md).",
      angle: 'Comparison.',
    },
    prompt:
      'Product on a dark studio background split diagonally by a beam of light, confident comparison-ad look, space beside it for a table.',
  },
  {
    id: 5,
    name: 'Five-Star Review',
    category: 'Static Ads',
    layout: 'testimonial',
    scene: 'quote',
    description:
      "Your customer's review, large and in their words, above the product; without one, your own benefit sentence on a plain card, never in quotation marks.",
    palette: {
      bg: '#fff4e0',
      bg2: '#ffe0a8',
      ink: '#2b2118',
      accent: '#2b2118',
      accentInk: '#ffffff',
      panel: '#ffffff',
      panelInk: '#2b2118',
      tone: 'natural',
    },
    fonts: { headline: F.mont800, body: F.inter600, accent: F.playfairItalic },
    copy: {
      voice: 'review',
      angle: 'review',
      badges: false,
      needs: ['review', 'rating'],
      uses: ['review', 'rating'],
      instead:
        'Without a review: your strongest sentence set large on a plain card, no quotation marks, no author and no stars. With only your rating, its stars lead the card.',
    },
    idea: {
      purpose: "Social proof: the buyer's own customer says it, not the brand.",
      arrangement:
        "With the buyer's review: typographic, the stars and rating, a large italic quote and its author centred across the top, the button under them, the product below (beside the quote only where below leaves the product under its fifth). Without one: the ad's headline set large as a statement on a deep card, centred, led by the buyer's rating and large stars when given, the sub-line's one fact under it and the button as the card's last line, a light pill (no heading, list, quotation mark or author: the words are the brand's, not a customer's); the card across the top over the product, or on 1:1 and 4:5 beside it with the product on the left where that sets the statement larger or keeps the product its fifth (a card left of a product on the right was Bold Hero's arrangement).",
      scene: 'Warm paper; without a review, the card in a deep shade of the accent.',
      props: "The quotation mark over the buyer's review; the card when there is no review.",
      facts:
        "The buyer's review and rating, verbatim; without a review, the ad's strongest sentence on the card without an author, and stars only with the buyer's rating.",
      angle: "Social proof from the buyer's review.",
    },
    prompt:
      'Warm cosy product photo on a cream paper background with soft shadows, friendly testimonial ad aesthetic, space above the product for a large quote.',
  },
  {
    id: 6,
    name: 'Offer Badge',
    category: 'Static Ads',
    layout: 'offer',
    scene: 'rays',
    // The product on the left where copy and product stand side by side: on the right, with the
    // copy on the left, it was Bold Hero's ad with a tape behind it (ads:lint's near-clone check
    // on the tall bottle, the dropper and the white pack; docs/decisions/137-clone-pairs-apart.md).
    side: 'left',
    description:
      'Your offer on a big sticker at the product’s shoulder, a bold tape of colour slanting behind; without one, a fact from your product info.',
    palette: {
      bg: '#2a0f4d',
      bg2: '#6b2bb8',
      ink: '#ffffff',
      accent: '#ffd23f',
      accentInk: '#1a1a1a',
      panel: '#ffffff',
      panelInk: '#2a0f4d',
      tone: 'brand',
    },
    fonts: { headline: F.bebas, body: F.inter600, accent: F.bebas },
    copy: {
      voice: 'offer',
      angle: 'offer',
      badges: true,
      upperHeadline: true,
      needs: ['offer'],
      uses: ['offer'],
      instead:
        "Without an offer: a round quality seal (your certification or the label's first claim such as Vegan, else a second amount from your product info, set as its number over its word), not a sale burst; the amount per serving in the headline. Where the sub-line would only list such claims, the seal and a chip take them instead; no seal when your headline and sub-line already say every amount and there is no claim.",
    },
    idea: {
      purpose: 'For a promotion: the offer is the first thing seen.',
      arrangement:
        "The product high in the frame with a round sticker at its top corner; the headline and button together in the lower part; where a tall pack leaves no room below it, the product on the left and the copy in a column on its right. On 9:16 the copy above and the sticker still at the product's shoulder, the pack a little smaller where it needs the room (docs/decisions/189-proof-styles-deliver-their-names.md).",
      scene:
        "A tape slanting behind the product, a thin stripe beside it: the label's own colour at full strength where it runs clear of the copy (steeply up behind a pack the copy stands beside), a pale tint of it where the copy crosses it.",
      props: 'The sticker.',
      facts:
        "The buyer's offer, verbatim, on a starburst; without one, the buyer's certification or the label's first flag on a round seal, else a second dose of the label that the headline and sub-line do not say, set large as its number over its word (25 µg over K2 MK-7; docs/decisions/189-proof-styles-deliver-their-names.md) (no seal when the brief has none of these), and the amount per serving in the headline. A sub-line of the label's flags alone gives them to the seal and a chip and is not drawn (docs/decisions/205-proof-styles-without-the-buyers-facts.md).",
      angle: "Offer from the buyer's offer.",
    },
    prompt:
      'Product in front of a bold slanted band in its label colour, energetic sale advertisement, space beside the product for a round offer sticker.',
  },
  {
    id: 7,
    name: 'Ingredient Call-outs',
    category: 'Static Ads',
    layout: 'callouts',
    scene: 'diagram',
    description: 'The product in the middle of a blueprint diagram, its key ingredients pointed out on both sides.',
    palette: {
      bg: '#f6f1e7',
      bg2: '#ffffff',
      ink: '#2d2a26',
      accent: '#c47d2c',
      accentInk: '#ffffff',
      panel: '#ffffff',
      panelInk: '#2d2a26',
      tone: 'light',
    },
    fonts: { headline: F.playfair, body: F.mont800, accent: F.inter },
    copy: { voice: 'ingredients', angle: 'ingredient', badges: false },
    idea: {
      purpose: 'For a formula worth explaining: what is inside and where.',
      arrangement:
        'A diagram: the headline on top, the product dead centre, ingredient labels to its left and right with leader lines whose dots sit on the pack itself at its label band, spread in the order of their labels (never on a lid, a cap or an edge, never meeting); a wide product gets its labels in a column beside it.',
      scene:
        "A blueprint: a deep shade of the label's own colour (another only where the pack's body or outline would sink into it; docs/decisions/225-comparison-and-call-outs-read-on-a-phone.md) with a fine white grid and target rings, white labels and leader lines.",
      props: 'Leader lines and dots.',
      facts:
        "Up to four ingredients or amounts from the brief; with one ingredient, its amounts, standard and then the label's flags. Never a use, a benefit, the pack's count or size, or the product's own category word (docs/decisions/110-callouts-and-flat-lay-props.md, 125-lists-that-deliver-their-style.md).",
      angle: 'Ingredient spotlight.',
    },
    prompt:
      'Product centred on a deep blueprint backdrop with a fine white technical grid, ingredient diagram advertisement with space on both sides for labels.',
  },
  {
    id: 8,
    name: 'Before & After',
    category: 'Static Ads',
    layout: 'before-after',
    scene: 'split',
    description:
      "Your customer's before and after when you give them; without them, a before and after of use: the dose as it comes on the grey field (a scoop, the dropper, one capsule), an arrow across the slanted cut, and your product with the glass it is taken with on the coloured one. No result is made up.",
    palette: {
      bg: '#ffd9c2',
      bg2: '#ffb38a',
      ink: '#1c1c1c',
      accent: '#1c1c1c',
      accentInk: '#ffffff',
      panel: '#ffffff',
      panelInk: '#1c1c1c',
      tone: 'light',
    },
    fonts: { headline: F.mont800, body: F.inter600, accent: F.inter },
    copy: { voice: 'before-after', angle: 'question', badges: false },
    idea: {
      purpose: 'Problem and answer side by side.',
      arrangement:
        'With the buyer\'s own before and after: a grey band labelled "Before" with their words over the coloured field labelled "After" with theirs, the product and the button. Without them: two fields cut by a slanted white line, the headline, sub-line and button on the grey one, the product on the coloured one (docs/decisions/135-proof-styles-that-finish.md); where the copy and the product leave room, a before and after of use: the dose as it comes under the copy on the grey field, the product with the glass it is taken with on the coloured one, an arrow on the cut (docs/decisions/206-before-and-after-of-use.md), the product stepping right where it took the dose’s room so the pair shows in every size, the fields unlabelled (docs/decisions/221-before-and-after-in-every-size.md); the question-over-answer pair was withdrawn (docs/decisions/168-proof-styles-show-their-idea.md, amendment) and a result the brief does not state would be invented (docs/decisions/181-proof-rows-and-a-labelled-split.md).',
      scene: "A grey field and a field in the purpose's colour, divided by a slanted white line.",
      props:
        'The dose as it comes, true to the form (a heaped scoop, stick packs, the pipette and a drop, one capsule, softgel, tablet or gummy on a dish), the glass it is taken with (the powder mixed, else water) and an arrow; never a body, a mood or a result.',
      facts:
        "The brief's number as the headline, the copy's sub-line under it; the buyer's before and after verbatim when given (docs/decisions/135-proof-styles-that-finish.md).",
      angle: 'What it is and how it is taken.',
    },
    prompt:
      'Split composition, one half muted grey and dull, the other half bright in fresh colour with the product, before-and-after advertisement.',
  },
  {
    id: 9,
    name: 'Brand Colour Split',
    category: 'Static Ads',
    layout: 'split',
    scene: 'fields',
    description: "Two fields of your label's own colour: the headline on the deep one, the product on the light one.",
    palette: {
      bg: '#eef2ff',
      bg2: '#c7d2fe',
      ink: '#111827',
      accent: '#4338ca',
      accentInk: '#ffffff',
      panel: '#ffffff',
      panelInk: '#111827',
      fromProduct: true,
      tone: 'brand',
    },
    fonts: { headline: F.mont900, body: F.inter600, accent: F.inter },
    copy: { voice: 'brand', angle: 'name', badges: true },
    idea: {
      purpose: 'Brand recognition: the pack’s colour owns the feed.',
      arrangement:
        'A hard split: the copy and button on a deep field of the label colour, the product on a light field of the same colour; left and right on 1:1 and 4:5, top and bottom on 9:16.',
      scene: "Two flat fields made from the product's own label colour.",
      props: 'None.',
      facts: 'The name, one benefit, badges the brief supports.',
      angle: 'Hero benefit in the brand’s colours.',
    },
    prompt:
      'Product on a seamless backdrop matching its label colour, a second deeper field of the same colour beside it, bold monochrome brand advertisement.',
  },
  {
    id: 10,
    name: 'Luxe Night',
    category: 'Static Ads',
    layout: 'luxe',
    scene: 'plinth',
    description:
      'Dark and premium: a serif headline between gold rules, the product beneath it on a glossy black plinth.',
    palette: {
      bg: '#121212',
      bg2: '#3a3326',
      ink: '#f5e9d0',
      accent: '#d4a72c',
      accentInk: '#121212',
      panel: '#1e1e1e',
      panelInk: '#f5e9d0',
      tone: 'dark',
    },
    fonts: { headline: F.playfair, body: F.inter, accent: F.playfairItalic },
    copy: { voice: 'luxe', angle: 'routine', badges: true },
    idea: {
      purpose: 'For premium or evening products: a product worth the price.',
      arrangement:
        'Symmetric: a gold rule, the serif headline, a second rule, the line and the button centred at the top, the product on its plinth beneath them (side by side for a tall bottle on a square).',
      scene:
        "A low-key set in the purpose's deep colour, a rim of light, a glossy plinth with a reflection: night-dark for sleep and calm products, a lit deep colour for energy, sports and hydration, and a wider, brighter rim behind a dark product.",
      props: 'The plinth.',
      facts: 'The name and one benefit.',
      angle: 'Hero benefit, understated.',
    },
    prompt:
      'Luxurious dark studio product photograph, the product on a glossy black plinth with a soft rim light and reflection, premium high-end advertisement.',
  },
  {
    id: 11,
    name: 'Bold Poster',
    category: 'Static Ads',
    layout: 'poster',
    scene: 'dots',
    description: 'Loud condensed poster type filling the top, the product big in the corner, a halftone field.',
    palette: {
      bg: '#d7ff3f',
      bg2: '#b8ec00',
      ink: '#111111',
      accent: '#111111',
      accentInk: '#d7ff3f',
      panel: '#111111',
      panelInk: '#ffffff',
      tone: 'vivid',
    },
    fonts: { headline: F.bebas, body: F.inter600, accent: F.bebas },
    copy: { voice: 'poster', angle: 'stack', badges: true, upperHeadline: true },
    idea: {
      purpose: 'Thumb-stopping: a street poster in the feed.',
      arrangement:
        'Giant condensed capitals across the top, left aligned; below, the line and button on the left and the product standing big on the right.',
      scene: "A saturated field in the purpose's colour with a halftone dot screen.",
      props: 'None.',
      facts: 'The main benefit.',
      angle: 'The number or the hero benefit, shouted.',
    },
    prompt:
      'Product on a saturated colour background with a halftone dot pattern, loud streetwear poster advertisement style, space at the top for huge type.',
  },
];
