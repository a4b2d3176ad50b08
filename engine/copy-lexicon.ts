/**
 * What the copy writer knows about supplements: benefit topics recognised in a description, with
 * compliant structure/function phrasing for headlines, before/after lines and benefit lists.
 */
export type Topic = {
  id: string;
  match: RegExp;
  outcome: string[];
  noun: string;
  before: string;
  after: string;
  benefits: string[];
};

export const TOPICS: Topic[] = [
  {
    id: 'sleep',
    match: /\b(sleep|melatonin|night|rest(ful)?|bedtime|wind down)\b/i,
    outcome: ['Sleep deeper. Wake up brighter.', 'Your best sleep starts tonight', 'Finally, nights that feel restful'],
    noun: 'deeper sleep',
    before: 'Wide awake at 2 a.m.',
    after: 'Rested and ready by 7',
    benefits: ['Fall asleep faster', 'Wake up refreshed', 'Calm, quiet evenings'],
  },
  {
    id: 'calm',
    match: /\b(stress|calm|ashwagandha|relax\w*|mood|theanine|cortisol)\b/i,
    outcome: ['Stress less. Live more.', 'Calm that fits your day', 'Find your calm, daily'],
    noun: 'everyday calm',
    before: 'Wired, tense, running on empty',
    after: 'Calm, clear and in control',
    benefits: ['Supports a calm mood', 'Helps manage everyday stress', 'Gentle, non-drowsy formula'],
  },
  {
    id: 'energy',
    match: /\b(energy|energi\w*|fatigue|b12|b-12|vitality|stamina|caffeine)\b/i,
    outcome: ['All-day energy. Zero crash.', 'Energy that lasts all day', 'Power through your day'],
    noun: 'steady energy',
    before: 'The 3 p.m. slump, every day',
    after: 'Steady energy until evening',
    benefits: ['Steady, all-day energy', 'No jitters, no crash', 'Supports natural vitality'],
  },
  {
    id: 'focus',
    match: /\b(focus|brain|nootropic|memory|cognit\w*|concentrat\w*|clarity)\b/i,
    outcome: ['Clear mind. Sharp focus.', 'Focus that keeps up with you', 'Think sharper, every day'],
    noun: 'sharper focus',
    before: 'Brain fog by lunchtime',
    after: 'Clear, focused afternoons',
    benefits: ['Supports focus and clarity', 'Helps memory and learning', 'Smooth, jitter-free'],
  },
  {
    id: 'immune',
    match: /\b(immun\w*|elderberry|vitamin c|zinc|defen[cs]e)\b/i,
    outcome: ['Your daily immune defence', 'Stay ready, all season long', "Support your body's defences"],
    noun: 'immune support',
    before: 'Run down every season',
    after: 'Feeling ready for anything',
    benefits: ['Supports immune function', 'Rich in antioxidants', 'Easy daily habit'],
  },
  {
    id: 'gut',
    match: /\b(gut|probiotic\w*|prebiotic\w*|digest\w*|bloat\w*|fib(er|re))\b/i,
    outcome: ['Happy gut. Lighter you.', 'Gut health made simple', 'Feel good from the inside'],
    noun: 'a happier gut',
    before: 'Bloated after every meal',
    after: 'Light and comfortable all day',
    benefits: ['Supports healthy digestion', 'Helps reduce occasional bloating', 'Billions of live cultures'],
  },
  {
    id: 'beauty',
    match: /\b(collagen|skin|hair|nails?|biotin|glow\w*|beauty|hyaluronic)\b/i,
    outcome: ['Glow from within', 'Beauty starts on the inside', 'Skin, hair and nails you love'],
    noun: 'radiant skin',
    before: 'Dull skin, brittle nails',
    after: 'Glowing skin, stronger nails',
    benefits: ['Supports skin elasticity', 'Stronger hair and nails', 'Unflavoured, mixes easily'],
  },
  {
    id: 'joint',
    match: /\b(joints?|turmeric|curcumin|mobility|glucosamine|flexib\w*)\b/i,
    outcome: ['Move freely, every day', 'Keep doing what you love', 'Joint support that keeps you moving'],
    noun: 'easier movement',
    before: 'Stiff every morning',
    after: 'Moving freely again',
    benefits: ['Supports joint comfort', 'Helps healthy mobility', 'With black pepper for absorption'],
  },
  {
    id: 'muscle',
    match: /\b(protein|whey|creatine|muscle|recover\w*|workout|gym|strength|pre-?workout|bcaa)\b/i,
    outcome: ['Train harder. Recover faster.', 'Fuel every rep', 'Built for your best workout'],
    noun: 'faster recovery',
    before: 'Sore for days after leg day',
    after: 'Back in the gym tomorrow',
    benefits: ['Supports muscle recovery', 'Fuels strength and power', 'Mixes clean, tastes great'],
  },
  {
    id: 'hydration',
    match: /\b(electrolyte\w*|hydrat\w*|sodium|potassium)\b/i,
    outcome: ['Hydrate smarter', 'Hydration that actually works', 'More than just water'],
    noun: 'real hydration',
    before: 'Headachy and drained',
    after: 'Hydrated and refreshed',
    benefits: ['Replenishes electrolytes', 'Zero sugar, real flavour', 'Fast-absorbing formula'],
  },
  {
    id: 'heart',
    match: /\b(omega|fish oil|epa|dha|heart|krill)\b/i,
    outcome: ['Omega-3s your heart will love', 'Pure omegas, no fishy aftertaste', 'Big support for your heart'],
    noun: 'heart health support',
    before: 'Fishy burps, cheap oils',
    after: 'Pure, fresh omegas',
    benefits: ['Supports heart health', 'High EPA and DHA', 'No fishy aftertaste'],
  },
  {
    id: 'greens',
    match: /\b(greens|superfood\w*|spirulina|chlorella|metabol\w*|detox|nutrient\w*)\b/i,
    outcome: ['Your greens, done in 30 seconds', 'All your nutrients in one scoop', 'Nourish your body daily'],
    noun: 'daily nutrition',
    before: 'Skipping veggies again',
    after: 'Greens covered in one scoop',
    benefits: ['Supports daily nutrition', 'Real fruit and veggie blend', 'Tastes surprisingly good'],
  },
];

export const DEFAULT_TOPIC: Topic = {
  id: 'wellness',
  match: /$^/,
  outcome: ['Your daily ritual, upgraded', 'Feel your best, every day', 'Wellness made simple'],
  noun: 'daily wellness',
  before: 'Tired of complicated routines',
  after: 'One simple daily habit',
  benefits: ['Supports overall wellness', 'Clean, simple ingredients', 'Easy to take daily'],
};

export const INGREDIENTS = [
  'Magnesium Glycinate',
  'Magnesium',
  'Ashwagandha',
  'Collagen Peptides',
  'Collagen',
  'Vitamin D3',
  'Vitamin C',
  'Vitamin K2',
  'Vitamin B12',
  'Zinc',
  'Omega-3',
  'Fish Oil',
  'Probiotics',
  'Prebiotics',
  'Creatine Monohydrate',
  'Creatine',
  'Whey Protein',
  'Plant Protein',
  'Turmeric',
  'Curcumin',
  'Black Pepper',
  'Elderberry',
  'Melatonin',
  'Biotin',
  'L-Theanine',
  "Lion's Mane",
  'Reishi',
  'Electrolytes',
  'Spirulina',
  'Chamomile',
  'Hyaluronic Acid',
  'Glucosamine',
  'Iron',
  'Folate',
  'Apple Cider Vinegar',
  'Green Tea',
  'Ginger',
  'Beetroot',
  'Maca',
  'Matcha',
];

/** Badges allowed only when the description itself says so. */
export const BADGE_RULES: Array<{ match: RegExp; badge: string }> = [
  { match: /\bclinically[- ](studied|tested|proven|researched|backed)\b/i, badge: 'Clinically studied' },
  { match: /\bthird[- ]party[- ]tested\b/i, badge: 'Third-party tested' },
  { match: /\bvegan\b/i, badge: 'Vegan' },
  { match: /\bgluten[- ]free\b/i, badge: 'Gluten-free' },
  { match: /\bnon[- ]?gmo\b/i, badge: 'Non-GMO' },
  { match: /\b(sugar[- ]free|zero sugar|no sugar)\b/i, badge: 'Sugar-free' },
  { match: /\bketo\b/i, badge: 'Keto-friendly' },
  { match: /\bmade in (the )?usa\b/i, badge: 'Made in USA' },
  { match: /\borganic\b/i, badge: 'Organic' },
  { match: /\bdairy[- ]free\b/i, badge: 'Dairy-free' },
];
