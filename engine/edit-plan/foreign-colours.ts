/**
 * German, French and Spanish colour words (folded: lower case, accents removed, ß → ss), each to
 * the English name it means. Inflected forms (blauer, noire, negras) are listed where the stem
 * rule in tokens.ts would not find them.
 */
export const FOREIGN_COLOURS: Record<'de' | 'fr' | 'es', Record<string, string>> = {
  de: {
    schwarz: 'black', weiss: 'white', rot: 'red', blau: 'blue', grun: 'green', gruen: 'green', gelb: 'yellow', orange: 'orange',
    lila: 'purple', violett: 'violet', rosa: 'pink', pink: 'pink', grau: 'grey', braun: 'brown', beige: 'beige', turkis: 'turquoise',
    gold: 'gold', golden: 'gold', goldfarben: 'gold', silber: 'silver', silbern: 'silver', marineblau: 'navy', navyblau: 'navy', dunkelblau: 'dark blue',
    hellblau: 'light blue', himmelblau: 'sky blue', konigsblau: 'royal blue', dunkelgrun: 'dark green', hellgrun: 'light green', mintgrun: 'mint',
    mint: 'mint', creme: 'cream', cremefarben: 'cream', cremeweiss: 'cream', petrol: 'petrol', bordeaux: 'bordeaux', weinrot: 'wine',
    dunkelrot: 'dark red', senfgelb: 'mustard', olivgrun: 'olive', oliv: 'olive', salbei: 'sage', salbeigrun: 'sage', waldgrun: 'forest',
    tannengrun: 'forest', koralle: 'coral', pfirsich: 'peach', lavendel: 'lavender', flieder: 'lilac', anthrazit: 'charcoal', dunkelgrau: 'dark grey',
    hellgrau: 'light grey', sand: 'sand', sandfarben: 'sand', elfenbein: 'ivory', kupfer: 'copper', smaragdgrun: 'emerald', tiefblau: 'navy',
    nachtblau: 'midnight', altweiss: 'off white', naturweiss: 'off white', wollweiss: 'off white', pastellrosa: 'blush', rosegold: 'rose gold', altrosa: 'dusty rose', zartrosa: 'blush', ocker: 'ochre', terrakotta: 'terracotta',
  },
  fr: {
    noir: 'black', noire: 'black', blanc: 'white', blanche: 'white', rouge: 'red', bleu: 'blue', bleue: 'blue', vert: 'green', verte: 'green',
    jaune: 'yellow', orange: 'orange', violet: 'purple', violette: 'purple', mauve: 'mauve', rose: 'pink', gris: 'grey', grise: 'grey',
    marron: 'brown', brun: 'brown', beige: 'beige', turquoise: 'turquoise', dore: 'gold', doree: 'gold', or: 'gold', argent: 'silver',
    argente: 'silver', 'bleu marine': 'navy', marine: 'navy', 'bleu nuit': 'midnight', 'bleu fonce': 'dark blue', 'bleu clair': 'light blue',
    'bleu ciel': 'sky blue', 'bleu roi': 'royal blue', 'vert fonce': 'dark green', 'vert clair': 'light green', 'vert sauge': 'sage', sauge: 'sage',
    'vert foret': 'forest', 'vert menthe': 'mint', menthe: 'mint', creme: 'cream', ivoire: 'ivory', bordeaux: 'bordeaux', corail: 'coral',
    peche: 'peach', 'blanc casse': 'off white', 'blanc creme': 'cream', ecru: 'off white', lavande: 'lavender', lilas: 'lilac', moutarde: 'mustard', kaki: 'khaki', 'vert olive': 'olive', olive: 'olive',
    anthracite: 'charcoal', 'gris fonce': 'dark grey', 'gris clair': 'light grey', sable: 'sand', terracotta: 'terracotta', cuivre: 'copper',
    'rose poudre': 'blush', 'vieux rose': 'dusty rose', 'rose pale': 'light pink', emeraude: 'emerald', 'rouge fonce': 'dark red', prune: 'plum',
  },
  es: {
    negro: 'black', negra: 'black', blanco: 'white', blanca: 'white', rojo: 'red', roja: 'red', azul: 'blue', verde: 'green', amarillo: 'yellow',
    amarilla: 'yellow', naranja: 'orange', morado: 'purple', morada: 'purple', violeta: 'violet', rosa: 'pink', rosado: 'pink', rosada: 'pink',
    gris: 'grey', marron: 'brown', cafe: 'brown', beige: 'beige', turquesa: 'turquoise', dorado: 'gold', dorada: 'gold', oro: 'gold',
    plateado: 'silver', plateada: 'silver', plata: 'silver', 'azul marino': 'navy', marino: 'navy', 'azul oscuro': 'dark blue',
    'azul claro': 'light blue', 'azul cielo': 'sky blue', celeste: 'sky blue', 'azul rey': 'royal blue', 'verde oscuro': 'dark green',
    'verde claro': 'light green', 'verde salvia': 'sage', salvia: 'sage', 'verde bosque': 'forest', 'verde menta': 'mint', menta: 'mint',
    crema: 'cream', 'blanco roto': 'off white', hueso: 'bone', marfil: 'ivory', burdeos: 'burgundy', vino: 'wine', granate: 'maroon', coral: 'coral', melocoton: 'peach', durazno: 'peach',
    lavanda: 'lavender', lila: 'lilac', mostaza: 'mustard', caqui: 'khaki', 'verde oliva': 'olive', oliva: 'olive', carbon: 'charcoal',
    'gris oscuro': 'dark grey', 'gris claro': 'light grey', arena: 'sand', terracota: 'terracotta', cobre: 'copper', esmeralda: 'emerald',
    'rosa palo': 'blush', 'rojo oscuro': 'dark red', fucsia: 'fuchsia', 'verde lima': 'lime green',
  },
};
