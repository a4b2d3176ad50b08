/**
 * The vocabulary the claim check reasons with (docs/decisions/016-disease-claim-check.md). Every
 * entry is a regular-expression source matched on whole words of folded text (lower case, accents
 * stripped, "ß" as "ss"), so one entry covers a word's inflections ("cur(e|es|ed|ing)"), German
 * compounds ("\w*krebs\w*") and multi-word terms ("high blood pressure").
 *
 * The categories are the reasoning of 21 CFR 101.93(g)(2) and Regulation (EU) 1924/2006, not
 * phrases: a named disease is a claim anywhere; a symptom only with a verb or preposition of
 * treatment; a marker (blood pressure, cholesterol, blood sugar) only when lowered; a drug only
 * when compared or replaced.
 */
export type ClaimLexicon = {
  /** Cure, treat, prevent, mitigate, relieve, diagnose, fight...: an action on what follows. */
  verb: string[];
  /** "for", "against", "without", "gegen", "contre", "para": a use for what follows within a few words. */
  prep: string[];
  /** Named diseases and disease classes: a claim wherever the ad names them. */
  disease: string[];
  /** Characteristic symptoms: a claim with a verb or preposition, unless qualified as occasional or after exercise. */
  condition: string[];
  /** Disease, illness, infection, virus, germs: a claim with a verb, preposition or risk. */
  generic: string[];
  /** Clinical measures only a disease claim "lowers". */
  marker: string[];
  lower: string[];
  /** Only before the marker ("controls blood sugar"; "blood sugar control" describes a function). */
  control: string[];
  risk: string[];
  drug: string[];
  /** Replacement and comparison: "instead of", "alternative to", "works like", "better than". */
  compare: string[];
  /** "natural", "herbal", "nature's": a claim only right beside a drug ("natural antibiotic"). */
  natural: string[];
  /** Drug classes and implied cures: a claim on their own ("antiviral", "anti-inflammatory"). */
  implied: string[];
  negation: string[];
  /** "occasional": common, minor states are structure/function (101.93(g)(2)(iii)). */
  occasional: string[];
  /** "after exercise": soreness from training is not a disease. */
  exercise: string[];
  chronic: string[];
  /** Words that end a clause for negation and word order ("but", "aber", "mais", "pero"). */
  clauseBreak: string[];
  /** Lawful statements that contain a disease word (EU 828/2014 gluten wording). */
  safe: string[];
  /** A doctor mentioned in a caution ("consult your doctor if you have diabetes") is a warning, not a claim. */
  doctor: string[];
  /** With a doctor: the sentence is a caution ("consult", "if you", "before use", "pregnant"). */
  caution: string[];
};

export const EN: ClaimLexicon = {
  verb: [
    'cur(e|es|ed|ing|ative|atives)', 'heal(s|ed|ing)?', 'treat(s|ed|ing|ment|ments)?', 'therap(y|ies|eutic)', 'remed(y|ies)',
    'prevent(s|ed|ing|ion|ive|ative)?', 'fight(s|ing)?', 'fought', 'combat(s|ed|ing|ting)?', 'beat(s|ing)?', 'defeat(s|ed|ing)?',
    'conquer(s|ed|ing)?', 'overcom(e|es|ing)', 'eliminat(e|es|ed|ing|ion)', 'eradicat(e|es|ed|ing|ion)', 'kill(s|ed|ing|er|ers)?',
    'destroy(s|ed|ing)?', 'revers(e|es|ed|ing|al)', 'stop(s|ped|ping)?', 'halt(s|ed|ing)?', 'mitigat(e|es|ed|ing|ion)',
    'alleviat(e|es|ed|ing|ion)', 'reliev(e|es|ed|ing|er)', 'relief', 'eas(e|es|ed|ing)', 'sooth(e|es|ed|ing)', 'suppress(es|ed|ing)?',
    'inhibit(s|ed|ing)?', 'block(s|ed|ing)', 'shrink(s|ing)?', 'dissolv(e|es|ed|ing)', 'clear(s|ed|ing)', 'diagnos(e|es|ed|ing|is|tic)',
    'detect(s|ed|ing)?', 'lower(s|ed|ing)?', 'reduc(e|es|ed|ing|tion)', 'decreas(e|es|ed|ing)', 'cut(s|ting)?', 'protect(s|ed|ing|ion)?',
    'guard(s|ed|ing)?', 'shield(s|ed|ing)?', 'ward(s|ed|ing)? off', 'fend(s|ed|ing)? off', 'resist(s|ed|ing|ance)?', 'defen[cs]es?',
    'recover(s|ed|ing|y)? from', 'shorten(s|ed|ing)?', 'repair(s|ed|ing)?', 'goodbye', 'good bye', 'bye bye', 'say bye', 'bye', 'farewell', 'banish(es|ed|ing)?',
    'get(s|ting)? rid of', 'no more', 'never again', 'free (from|of)', 'free', 'fighters?', 'busters?', 'blockers?',
    'disappear(s|ed|ing)?', 'gone', 'vanish(es|ed|ing)?', 'melt(s|ed)? away', 'subsid(e|es|ed|ing)', 'go(es)? away', 'fad(e|es|ed|ing) away', 'stand a chance', 'no chance',
  ],
  prep: ['for', 'against', 'without', 'helps? with'],
  disease: [
    'cancers?', 'cancerous', 'carcinomas?', 'tumou?rs?', 'leuka?emia', 'lymphomas?', 'melanomas?', 'sarcomas?', 'metasta\\w*', 'chemo(therapy)?',
    'radiotherapy', '(pre)?diabet(es|ic|ics)', 'hyperglyca?emi\\w*', 'hypoglyca?emi\\w*', 'insulin resistance', 'hypertensi(on|ve)', 'hypotension',
    'high blood pressure', 'high cholesterol', 'hypercholesterol\\w*', 'hyperlipid\\w*', 'heart (disease|diseases|attacks?|failure)',
    'cardiovascular diseases?', 'coronary', 'cardiac arrest', 'arrhythmias?', 'atrial fibrillation', 'strokes?', 'atheroscleros\\w*',
    'arterioscleros\\w*', 'clogged arteries', 'blood clots?', 'thrombos\\w*', 'embolism', 'osteoarthritis', 'rheumat\\w*', 'osteopor\\w*',
    'osteopenia', 'gout', 'fibromyalgia', 'lupus', '(multiple )?sclerosis', 'alzheimer s?', 'alzheimers', 'dementia', 'parkinson s?', 'parkinsons',
    'epilep\\w*', 'seizures?', 'convulsions?', 'autism', 'autistic', 'adhd', 'bipolar', 'schizophreni\\w*', 'depression', 'depressive',
    '\\w+ disorders?', 'disorders?', 'syndromes?', 'panic attacks?', 'ptsd', 'ocd', 'insomnia', 'sleep apnoe?a', 'narcolepsy', 'migraines?', 'asthma(tic)?',
    'copd', 'pneumonia', 'tuberculosis', 'covid( 19)?', 'coronavirus', 'sars', 'influenza', 'flu', 'common colds?', 'colds', 'cold (and|&) flu',
    '(head|chest) colds?', 'cold sores?', 'cold symptoms', 'strep throat', 'sinus infections?', '(ear|yeast|bladder|urinary tract|urinary|fungal|bacterial|viral|respiratory) infections?',
    'utis?', 'candida\\w*', 'herpes', 'shingles', 'hiv', 'hepatitis', 'lyme( disease)?', 'malaria', 'measles', 'warts?', 'psoriasis',
    'eczema', 'rosacea', 'vitiligo', 'alopecia', 'ibs', 'irritable bowel', 'crohn s?', 'crohns', '(celiac|coeliac) disease', 'ulcers?', 'ulcerative',
    'gerd', 'ha?emorrhoids', 'gallstones?', 'kidney (stones?|disease|failure)', 'renal failure', '(fatty )?liver disease',
    'fatty liver', 'cirrhosis', 'obesity', 'obese', 'ana?emi(a|c)', 'hypothyroid\\w*', 'hyperthyroid\\w*', 'hashimoto s?', 'graves disease', 'goitre|goiter',
    'endometriosis', 'pcos', 'polycystic', 'infertil(e|ity)', 'erectile dysfunction', 'impoten(ce|t)', 'enlarged prostate', 'bph', 'incontinence',
    'cataracts?', 'glaucoma', 'macular degeneration', 'tinnitus', 'neuropathy', 'sciatica', 'carpal tunnel', 'varicose veins?', 'hay fever',
    'allergic rhinitis', 'chronic fatigue', 'food poisoning', 'sepsis', 'concussions?', 'diseased', '[a-z]{3,}itis', 'diabe\\w+', 'arthri\\w+',
    'cavities', 'caries', 'tooth decay', 'gum disease', 'overactive bladder', 'hypogonadism', 'low testosterone', 'premature ejaculation', 'prescription strength',
    '(catch(es|ing)?|get(s|ting)?|fight(s|ing)? off|beat(s|ing)?|prevent(s|ing)?|shorten(s|ing)?|duration of|length of|symptoms of|recover from) (a |the |your )?colds?', 'never (get|gets|getting|be|feel) sick',
  ],
  condition: [
    'pains?', 'painful', 'aches?', 'aching', '\\w*aches?', 'inflammations?', 'inflamed', 'swelling', 'fevers?', 'feverish', 'cough(s|ing)?', 'sore throats?',
    'congestion', 'runny nose', '(stuffy|blocked) noses?', 'sneezing', 'nausea', 'vomiting', 'diarrho?ea', 'constipation', 'heartburn', 'indigestion', 'cramps?', 'spasms?',
    'tremors?', 'numbness', 'rash(es)?', 'itching', 'acne', 'pimples', 'allerg(y|ies)', 'anxiety', 'sleeplessness', 'memory loss', 'high blood sugar',
    'acid reflux', 'reflux', 'fractures?', 'broken bones?', 'torn (ligaments?|muscles?|tendons?)', 'sprains?', 'wounds?', 'bone loss', 'cognitive decline',
    'vision loss', 'hearing loss',
  ],
  generic: [
    'diseases?', 'illness(es)?', 'sickness(es)?', 'sick', 'ailments?', 'maladies', 'infections?', 'infectious', 'viruses', 'virus', 'viral', 'bacteria',
    'bacterial', 'germs', 'pathogens?', 'microbes', 'parasites?', '(medical|skin|health|heart|chronic) conditions?',
  ],
  marker: ['blood pressure', 'cholesterol', 'ldl', 'triglycerides?', 'blood sugar', 'blood glucose', 'glucose( levels?)?', 'a1c', 'hba1c', 'uric acid', 'blood lipids'],
  lower: ['down', 'lower(s|ed|ing)?', 'reduc(e|es|ed|ing|tion)', 'decreas(e|es|ed|ing)', 'cut(s|ting)?', 'drop(s|ped|ping)?', 'bring(s|ing)? down', 'normali[sz](e|es|ed|ing)'],
  control: ['control(s|led|ling)?'],
  risk: ['risks? (of|for)', 'risk'],
  drug: [
    'medications?', 'medicines?', 'drugs?', 'pharmaceuticals?', 'prescriptions?', 'antibiotics?', 'antidepressants?', 'antihistamines?', 'painkillers?',
    'pain relievers?', 'analgesics?', 'statins?', 'insulin', 'metformin', 'ibuprofen', 'aspirin', 'paracetamol', 'acetaminophen', 'tylenol', 'advil',
    'motrin', 'aleve', 'naproxen', 'nsaids?', 'xanax', 'valium', 'prozac', 'zoloft', 'lexapro', 'ssris?', 'benzodiazepines?', 'ambien', 'viagra', 'cialis',
    'ritalin', 'adderall', 'steroids?', 'cortisone', 'corticosteroids?', 'omeprazole', 'nexium', 'prilosec', 'antacids?', 'laxatives?', '(sleeping|sleep|pain|diet) (pills?|tablets?)',
    'beta blockers?', 'blood thinners?', 'warfarin', 'levothyroxine', 'synthroid', 'opioids?', 'morphine', 'codeine', 'tramadol', 'inhalers?',
    'tamiflu', 'vaccines?', 'flu shots?', 'sedatives?', 'tranquili[sz]ers?', 'meds',
    '(blood pressure|cholesterol|thyroid|heart|anxiety|diabetes) (pills?|meds|medications?|medicines?|tablets?)',
  ],
  compare: [
    'instead of', 'in place of', 'rather than', 'replac(e|es|ed|ing|ement|ements)', 'substitut(e|es|ed|ing|ion)', 'alternatives?( to)?', 'better than',
    'stronger than', 'more effective than', 'as (effective|good|powerful|strong) as', 'works? like', 'acts? like', 'just like', 'similar to',
    'no need for', 'ditch( your| the)?', 'drop( your| the)?', 'quit( your| the)?', 'throw away', 'stop taking', 'get off', 'wean (yourself )?off', 'effects? of', 'compared (to|with)',
  ],
  natural: ['natural', 'naturally', 'nature s', 'natures', 'herbal', 'plant based', 'botanical', 'drug free', 'holistic'],
  implied: [
    'anti ?(cancer|tumou?r|tumou?ral|viral|virals|bacterial|biotic|microbial|fungal|depressant|depressants|diabetic|inflammatory|inflammatories|hypertensive|septic|histamine|coagulant|convulsant|psychotic|arthritic|rheumatic|allergic|asthmatic|carcinogenic)',
    'antivirals?', 'antimicrobials?', 'antiseptics?', 'cure ?alls?', 'miracle (cure|pill|drug)s?', 'panacea', 'wonder drugs?', 'diuretics?', 'laxatives?',
    'analgesic', 'vaccines?', 'immuni[sz](e|es|ed|ation)', 'decongestants?', 'expectorants?', 'antitussives?', 'anti ?histamines?', 'antacids?', 'disease free', 'cancer fighting', 'tumou?r fighting',
  ],
  negation: ['not', 'cannot', 'nor', '[a-z]+n t'],
  occasional: ['occasional(ly)?', 'everyday', 'exercise induced', 'post workout', 'post exercise', 'menstrual', 'period'],
  exercise: ['after (exercise|exercising|workouts?|training|sports?|physical activity|exertion|a workout)', 'from (exercise|workouts?|training)', 'associated with (exercise|the menstrual cycle|menstruation|menopause|ageing|aging)'],
  chronic: ['chronic(ally)?', 'severe', 'persistent'],
  clauseBreak: ['but', 'however', 'yet', 'while', 'whereas'],
  safe: ['suitable for (coeliacs|celiacs|people with (coeliac|celiac) disease)', 'morning sickness', 'free from (the )?\\w+ (major )?allergens', 'allergens?'],
  doctor: ['doctors?', 'physicians?', 'healthcare (professional|provider)s?', 'pharmacists?', 'gp'],
  caution: ['consult', 'ask', 'talk (to|with)', 'check with', 'speak (to|with)', 'if you', 'before (use|using|taking)', 'pregnant', 'nursing', 'breastfeeding'],
};
