/**
 * The words the fact reader (facts.ts) recognises in a buyer's brief, in English, German, French
 * and Spanish: units, what a dose is counted per, product forms, containers, dietary and quality
 * flags, flavours, how-to-take verbs and benefit verbs. They only find facts; what an ad shows
 * is always the buyer's own words around them (docs/decisions/040-copy-from-the-brief-s-facts.md).
 * Patterns run on lower-case text with accents kept (an accent is part of the word).
 */
export type FormKind =
  'capsule' | 'softgel' | 'tablet' | 'gummy' | 'powder' | 'drops' | 'liquid' | 'stick' | 'shot' | 'spray' | 'bar';

/** `\b` for every script: JavaScript's own `\b` knows only ASCII letters ("é", "ü", "ñ"). */
const WB = '(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))';
const ub = (rx: RegExp) =>
  new RegExp(rx.source.replaceAll('\\b', WB), rx.flags.includes('u') ? rx.flags : `${rx.flags}u`);

const w = (s: string) => s.trim().split(/\s*\|\s*/);

/** Units of an amount; "billion CFU" and its translations count as one unit. */
export const UNIT =
  /(?:mg|mcg|µg|μg|ug|g|kg|ml|l|iu|ui|ie|i\.e\.|kcal|%|(?:billion|bn|mrd\.?|milliards?(?: d['’]| de )?|mil millones de)\s*(?:cfu|kbe|ufc)|cfu|kbe|ufc)(?![\p{L}\p{N}])/iu;

/** What a dose is counted per: "per 30 g scoop", "pro Kapsel", "par portion de deux gélules", "por dosis". */
export const PER_WORDS = w('per | each | a | pro | je | par | pour | por | cada | en cada');
export const SERVING_NOUNS = w(`
  serving | servings | scoop | scoops | capsule | capsules | caps | cap | softgel | softgels | tablet | tablets | tab |
  gummy | gummies | drop | drops | stick | sticks | sachet | sachets | dose | doses | portion | portions | shot |
  teaspoon | teaspoons | tsp | tablespoon | tbsp | day | daily serving | daily dose | pill | pills | veggie capsule | veggie capsules |
  Portion | Portionen | Messlöffel | Kapsel | Kapseln | Weichkapsel | Weichkapseln | Tablette | Tabletten | Tropfen |
  Teelöffel | Esslöffel | Dosis | Tag | Tagesdosis | Tagesportion | Gummi | Fruchtgummi | Beutel | Stick | Sticks | Sprühstoß | Riegel |
  Lutschtablette | Lutschtabletten | bar | spray | barre | barrita | pulvérisation | pulverización |
  gélule | gélules | comprimé | comprimés | gomme | gommes | goutte | gouttes | dosette | cuillère | cuillère-mesure | jour | prise |
  porción | porciones | dosis | cacito | cazo | cápsula | cápsulas | comprimido | comprimidos | gomita | gomitas | gota | gotas |
  sobre | sobres | toma | día | cucharada | cucharadas | cucharadita | cucharaditas | perla | perlas |
  cuillère à café | cuillère à soupe`);

/** Product forms: the noun the buyer uses, and its kind. German compounds end in the form. */
export const FORMS: Array<{ rx: RegExp; kind: FormKind }> = [
  { rx: /^(soft-?gels?|weichkapseln?|perlas?|capsules? molles?)$/, kind: 'softgel' },
  {
    rx: /^(veggie caps|capsules?|caps|vcaps|\p{L}*kapseln?|gélules?|cápsulas?|capsulas?)$/u,
    kind: 'capsule',
  },
  {
    rx: /^(tablets?|tabs|\p{L}*tabletten?|comprimés?|comprimidos?|pastilles?|lozenges?|chewables?)$/u,
    kind: 'tablet',
  },
  {
    rx: /^(gumm(y|ies)|\p{L}*gummis?|\p{L}*gummies|gummibärchen|fruchtgummis?|gommes?|gomitas?|gominolas?|pastillas de goma)$/u,
    kind: 'gummy',
  },
  { rx: /^(powder|\p{L}*pulver|poudre|polvo|drink mix)$/u, kind: 'powder' },
  { rx: /^(drops|tropfen|gouttes|gotas)$/, kind: 'drops' },
  { rx: /^(liquid|syrup|sirup|liquide|sirop|líquido|jarabe)$/, kind: 'liquid' },
  { rx: /^(sticks?|stick packs?|sachets?|sobres?|tütchen)$/, kind: 'stick' },
  { rx: /^(shots?)$/, kind: 'shot' },
  { rx: /^(sprays?|\p{L}*spray|sprühstö(ß|ss)e|sprühstoß|pulvérisations?|pulverizaciones)$/u, kind: 'spray' },
  { rx: /^(bars?|\p{L}*riegel|barres?|barritas?)$/u, kind: 'bar' },
];

export function formOf(word: string): FormKind | undefined {
  const lower = word.toLocaleLowerCase();
  return FORMS.find((f) => f.rx.test(lower))?.kind;
}

/** Containers: "900 g tub", "300 g Beutel", "flacon de 30 ml". */
export const CONTAINERS = w(`
  tub | jar | pouch | bag | bottle | box | tube | can | tin | pack | dropper bottle |
  spray bottle | Dose | Beutel | Glas | Flasche | Sprühflasche | Packung | Tube | Pipettenflasche | Tüte | Box |
  pot | flacon | flacon compte-gouttes | flacon spray | boîte | tube | sachet | étui |
  bote | bolsa | frasco | frasco spray | caja | tubo | envase | gotero`);

/** Counts of servings or days: "30 servings", "30 dosis", "für 30 Tage". */
export const SERVING_COUNT =
  /^(servings?|portions?|portionen|dosis|doses|porciones|tage|days|jours|días|dias|sticks?)$/i;

/**
 * Dietary and quality flags, with the buyer's words as they are found. `id` lets a line of one
 * kind replace another ("sugar-free" for "no added sugar") without translating it.
 */
export const FLAGS: Array<{ id: string; rx: RegExp }> = (
  [
    { id: 'vegan', rx: ub(/\b(100 ?% )?(vegan[aeo]?s?|végétalien(ne)?s?)\b/iu) },
    { id: 'vegetarian', rx: ub(/\b(vegetarian|vegetarisch|végétarien(ne)?s?|vegetarian[oa]s?)\b/iu) },
    { id: 'gelatin-free', rx: ub(/\b(gelatin[e]?[- ]free|gelatinefrei|ohne gelatine|sans gélatine|sin gelatina)\b/iu) },
    {
      id: 'sugar-free',
      rx: /\b(sugar[- ]free|zero sugar|no (?:added )?sugars?|zuckerfrei|ohne (?:zugesetzten )?zucker(?:zusatz)?|sans sucres?(?: ajoutés?)?|sin azúcar(?:es)?(?: añadidos?)?|0 ?g (?:de )?(?:sugar|zucker|sucre|azúcar))\b/iu,
    },
    { id: 'gluten-free', rx: ub(/\b(gluten[- ]free|glutenfrei|sans gluten|sin gluten)\b/iu) },
    { id: 'dairy-free', rx: ub(/\b(dairy[- ]free|milchfrei|sans produits laitiers|sin lácteos)\b/iu) },
    { id: 'lactose-free', rx: ub(/\b(lactose[- ]free|laktosefrei|sans lactose|sin lactosa)\b/iu) },
    { id: 'soy-free', rx: ub(/\b(soy[- ]free|sojafrei|sans soja|sin soja)\b/iu) },
    {
      id: 'non-gmo',
      rx: /\b(non[- ]?gmo|gmo[- ]free|gentechnikfrei|ohne gentechnik|sans ogm|sin ogm|sin transgénicos)\b/iu,
    },
    { id: 'organic', rx: ub(/\b(organic|bio|biologique|orgánic[oa]s?|ecológic[oa]s?)\b|(?<=^|\s)bio(?=-)/iu) },
    {
      id: 'unflavoured',
      rx: /\b(unflavou?red|flavou?rless|neutral(?:er)? geschmack|geschmacksneutral|sans arômes?|non aromatisée?s?|goût neutre|sin sabor|neutro)\b/iu,
    },
    {
      id: 'grass-fed',
      rx: /\b(grass[- ]fed|weidehaltung|weiderind\w*|nourris à l['’]herbe|de pâturage|alimentad[oa]s? con pasto|de pasto)\b/iu,
    },
    {
      id: 'wild-caught',
      rx: ub(
        /\b(wild[- ]caught|wildfang|(?:de )?pêche sauvage|poissons? sauvages?|pesca salvaje|pescados? salvajes?)\b/iu,
      ),
    },
    {
      id: 'tested',
      rx: /\b(third[- ]party[- ]tested|lab[- ]tested|independently tested|laborgeprüft|extern getestet|testé en laboratoire|analysé par un laboratoire indépendant|analizado por laboratorios? independientes?)\b/iu,
    },
    { id: 'keto', rx: ub(/\b(keto(?:[- ]friendly)?|cetogénic[oa]|cétogène)\b/iu) },
    { id: 'caffeine-free', rx: ub(/\b(caffeine[- ]free|stim[- ]free|koffeinfrei|sans caféine|sin cafeína)\b/iu) },
    { id: 'no-additives', rx: ub(/\b(no fillers|ohne zusatzstoffe|sans additifs|sin aditivos)\b/iu) },
    {
      id: 'made-in',
      rx: ub(
        /\b(made in (?:the )?\p{Lu}\p{L}+|hergestellt in \p{Lu}\p{L}+|fabriqué en \p{Lu}\p{L}+|fabricado en \p{Lu}\p{L}+)/u,
      ),
    },
  ] as Array<{ id: string; rx: RegExp }>
).map((f) => ({ id: f.id, rx: ub(f.rx) }));

export const FLAVOURS = w(`
  chocolate | double chocolate | vanilla | strawberry | raspberry | lemon | lime | lemon-lime | orange | berry | mixed berry | mango |
  peach | cherry | blueberry | watermelon | pineapple | tropical | apple | grape | coconut | cookies and cream | salted caramel |
  caramel | coffee | mint | peppermint | cinnamon | unflavored | blackcurrant | pink grapefruit | passion fruit | fruit punch |
  Schokolade | Vanille | Erdbeere | Himbeere | Zitrone | Limette | Orange | Beere | Beeren | Mango | Pfirsich | Kirsche | Heidelbeere |
  chocolat | vanille | fraise | framboise | citron | citron vert | orange | fruits rouges | mangue | pêche | cerise | myrtille |
  chocolate | vainilla | fresa | frambuesa | limón | lima | naranja | frutos rojos | fruta roja | mango | melocotón | cereza | arándano`);

/** Verbs and phrases that make a clause an instruction for use. */
export const USAGE = ub(
  /^(take|takes|stir|mix|add|dissolve|dissolves|blend|shake|chew|swallow|use|drink|enjoy|pour|place|let|one|two|three|[1-3](?![\d.,]|\s*(?:kg|g|mg|mcg|µg|ml|l|oz|lbs?)(?![\p{L}]))|just add)\b|\b(a day|per day|daily with|with (?:a )?(?:meal|food|water)|before (?:bed|bedtime|training|your workout|workouts?)|after (?:training|your workout|workouts?)|in the (?:morning|evening)|at night|for your (?:morning|evening|night(?:ly)?|bedtime|daily|pre-workout|post-workout) routine|into (?:water|coffee|tea|a smoothie)|in (?:water|juice|coffee|tea)|einnehmen|einrühren|einrühren\.|verrühren|auflösen|mischen|trinken|kauen|pro tag|täglich|zu einer mahlzeit|vor dem (?:training|schlafen(?:gehen)?)|abends|morgens|prendre|mélanger|diluer|dissoudre|ajouter|par jour|au coucher|le soir|le matin|avant l['’]entraînement|pendant le repas|tomar|mezclar|disolver|añadir|al día|por la noche|por la mañana|antes de (?:entrenar|dormir)|con (?:agua|una comida)|dans (?:de l['’]eau|un verre))\b/iu,
);

/** When a product is taken, as the buyer said it (for the routine angle). */
export const TIMING: Array<{ id: 'morning' | 'evening' | 'training' | 'meal' | 'daily'; rx: RegExp }> = [
  {
    id: 'evening',
    rx: ub(
      /\b(evening|at night|night-?time|bed(?:time)?|abends?|abendlich\w*|schlafen\w*|le soir|au coucher|soir|por la noche|antes de dormir|noche)\b/iu,
    ),
  },
  {
    id: 'morning',
    rx: ub(
      /\b(morning|breakfast|morgens|morgen|frühstück|le matin|matin|petit[- ]déjeuner|por la mañana|mañana|desayuno)\b/iu,
    ),
  },
  { id: 'training', rx: ub(/\b(workout|training|gym|entraînement|entreno|entrenar|entrenamiento|trainings?)\b/iu) },
  { id: 'meal', rx: ub(/\b(meal|food|mahlzeit|repas|comida)\b/iu) },
  {
    id: 'daily',
    rx: ub(/\b(daily|a day|per day|every day|täglich|pro tag|par jour|chaque jour|al día|cada día|diario)\b/iu),
  },
];

/** A clause that states what the product does, in the buyer's words (structure/function wording). */
export const BENEFIT = ub(
  /\b(supports?|supporting|contributes? to|contribute|helps?|promotes?|maintains?|maintenance of|for normal|aids?|nourish(?:es)?|unterstützt|unterstützen|trägt|tragen|fördert|fördern|hilft|zur erhaltung|für (?:eine |einen )?normale|contribue(?:nt)?|favorise(?:nt)?|aide(?:nt)?|soutient|soutiennent|participe(?:nt)?|au maintien|contribuye(?:n)?|favorece(?:n)?|ayuda(?:n)?|apoya(?:n)?|mantiene(?:n)?|al mantenimiento|para (?:un|una) (?:funcionamiento|función) normal)\b/iu,
);

/**
 * A clause that only describes how the product feels, tastes, works fast, or what people say:
 * never turned into a headline, even when the buyer wrote it (a buyer's review is the place for it).
 */
export const UNSAID = ub(
  /\b(tast\w*|delicious|yummy|mix(?:es)? (?:clean|easily|instantly)|no clumps|in (?:just )?\d+ (?:days?|weeks?|minutes?|seconds?)|results?|clinical\w*|doctors?|#\s?1|number one|best[- ]sell\w*|best|award\w*|guarantee\w*|lecker|schmeckt|geschmack(?:voll)?|klinisch\w*|ärzt\w*|délicieu\w*|goût\w* (?:délicieux|incroyable)|cliniquement|médecins?|delicios\w*|sabrosos?|clínicamente|médicos?)\b/iu,
);
