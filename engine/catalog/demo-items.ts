/** A drawn demo product's look (engine/demo draws it as a buyer's photo). */
export type DemoKind = 'bottle' | 'jar' | 'pouch' | 'tub';
export type DemoProduct = {
  kind: DemoKind;
  brand: string;
  name: string;
  sub: string;
  body: string;
  label: string;
  accent: string;
  ink: string;
  cap?: string;
};

/** Fictional supplement brands used for thumbnails, the example gallery and tests. */
export type DemoItem = { product: DemoProduct; name: string; description: string };

export const DEMO_ITEMS: DemoItem[] = [
  {
    product: {
      kind: 'bottle',
      brand: 'Lunaria',
      name: 'Magnesium Glycinate',
      sub: '120 capsules',
      body: '#2d3a6b',
      label: '#f6f1e7',
      accent: '#c9a14a',
      ink: '#1d2548',
    },
    name: 'Lunaria Magnesium Glycinate',
    description:
      'Magnesium glycinate with L-theanine for deeper sleep and calm evenings. 120 capsules, vegan, third-party tested.',
  },
  {
    product: {
      kind: 'jar',
      brand: 'Glowell',
      name: 'Collagen Peptides',
      sub: '30 servings',
      body: '#f3d9cf',
      label: '#ffffff',
      accent: '#d9735b',
      ink: '#4a2a22',
      cap: '#e8b7a5',
    },
    name: 'Glowell Collagen Peptides',
    description:
      'Grass-fed collagen peptides with hyaluronic acid for glowing skin, stronger hair and nails. 30 servings, unflavoured.',
  },
  {
    product: {
      kind: 'pouch',
      brand: 'Verdant',
      name: 'Daily Greens',
      sub: '30 servings',
      body: '#3f7d4e',
      label: '#f4f7ef',
      accent: '#3f7d4e',
      ink: '#1e3b25',
    },
    name: 'Verdant Daily Greens',
    description:
      'Organic greens superfood blend with spirulina and 7 probiotics for daily nutrition and a happier gut. 30 servings.',
  },
  {
    product: {
      kind: 'tub',
      brand: 'Forge',
      name: 'Creatine Monohydrate',
      sub: '60 servings',
      body: '#1c1c1e',
      label: '#ff5a1f',
      accent: '#1c1c1e',
      ink: '#1c1c1e',
    },
    name: 'Forge Creatine Monohydrate',
    description:
      'Micronised creatine monohydrate for strength, power and faster recovery. 60 servings, clinically studied, sugar-free.',
  },
  {
    product: {
      kind: 'bottle',
      brand: 'Citrine',
      name: 'Vitamin D3 + K2',
      sub: '90 softgels',
      body: '#f2b632',
      label: '#ffffff',
      accent: '#e07b00',
      ink: '#3b2a00',
      cap: '#ffffff',
    },
    name: 'Citrine Vitamin D3 + K2',
    description:
      'Vitamin D3 and K2 softgels to support immune function and strong bones. 90 softgels, non-GMO, gluten-free.',
  },
  {
    product: {
      kind: 'jar',
      brand: 'Serene',
      name: 'Ashwagandha Gummies',
      sub: '60 gummies',
      body: '#b9a6e3',
      label: '#fbf8ff',
      accent: '#6d4bd1',
      ink: '#2b2148',
      cap: '#6d4bd1',
    },
    name: 'Serene Ashwagandha Gummies',
    description: 'Clinically studied ashwagandha gummies for everyday calm and a balanced mood. 60 gummies, vegan.',
  },
  {
    product: {
      kind: 'pouch',
      brand: 'Peakline',
      name: 'Whey Protein',
      sub: 'Chocolate 2 lb',
      body: '#5a3a2a',
      label: '#f5ede6',
      accent: '#c0392b',
      ink: '#2d1a10',
    },
    name: 'Peakline Whey Protein',
    description: 'Whey protein isolate, 25 g protein per scoop for muscle recovery after every workout. 30 servings.',
  },
  {
    product: {
      kind: 'tub',
      brand: 'Hydra+',
      name: 'Electrolyte Mix',
      sub: '40 stick packs',
      body: '#26a9c9',
      label: '#ffffff',
      accent: '#0b6e88',
      ink: '#0b2b33',
      cap: '#0b6e88',
    },
    name: 'Hydra+ Electrolyte Mix',
    description: 'Zero sugar electrolyte drink mix for real hydration with sodium and potassium. 40 stick packs, keto.',
  },
];
