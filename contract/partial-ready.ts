/**
 * What a buyer reads while ads that failed after every retry wait for an operator
 * (docs/product.md, "Failed ads, for the buyer"): the post-payment page and the one e-mail say the
 * same words. They count right for none ready, some, and all but one, and point to the ready ads
 * only when there are some (none ready: to the page that shows the progress). The e-mail is
 * written in the language of the buyer's ads (English, German, French or Spanish; any other
 * language reads the English words), the page in the site's English.
 */
export type PartialReady = {
  line: string;
  subject: (productName: string) => string;
  linkText: string;
  /** true: the link goes to the ready ads (/final-results); false: to the progress page (/generating). */
  linksReady: boolean;
  /** "Hi Anna," in the same language. */
  greeting: (firstName: string) => string;
};

export const PARTIAL_READY_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type PartialReadyLanguage = (typeof PARTIAL_READY_LANGUAGES)[number];

type Words = (ready: number, total: number) => Omit<PartialReady, 'linksReady'>;

const en: Words = (ready, total) => {
  const waiting = total - ready;
  const they = waiting === 1 ? 'it is' : 'they are';
  const promise = `being retried by our team — we will e-mail you when ${they} done.`;
  const ads = (n: number) => `${n} ${n === 1 ? 'ad' : 'ads'}`;
  const greeting = (name: string) => `Hi ${name || 'there'},`;
  if (ready <= 0) {
    const yours = total === 1 ? 'Your ad is' : `Your ${total} ads are`;
    return {
      line: `${yours} taking longer than expected: ${they} ${promise}`,
      subject: (productName) =>
        `Your ${total === 1 ? 'ad' : 'ads'} for ${productName} ${total === 1 ? 'is' : 'are'} taking longer than expected`,
      linkText: 'Follow the progress',
      greeting,
    };
  }
  const verb = ready === 1 ? 'is' : 'are';
  const rest = waiting <= 0 ? '' : ` ${waiting === 1 ? 'the last one is' : `the other ${waiting} are`} ${promise}`;
  return {
    line: `${ready} of ${ads(total)} ${verb} ready;${rest}`.replace(/;$/, '.'),
    subject: (productName) => `${ready} of ${ads(total)} for ${productName} ${verb} ready`,
    linkText: ready === 1 ? 'See the ready ad' : `See the ${ready} ready ads`,
    greeting,
  };
};

const de: Words = (ready, total) => {
  const waiting = total - ready;
  const done = waiting === 1 ? 'sobald sie fertig ist.' : 'sobald sie fertig sind.';
  const greeting = (name: string) => `Hallo${name ? ` ${name}` : ''},`;
  if (ready <= 0) {
    const one = total === 1;
    return {
      line: `${one ? 'Ihre Anzeige braucht' : `Ihre ${total} Anzeigen brauchen`} länger als erwartet: Unser Team versucht es erneut – wir schreiben Ihnen, ${done}`,
      subject: (productName) =>
        `${one ? 'Ihre Anzeige' : 'Ihre Anzeigen'} für ${productName} ${one ? 'braucht' : 'brauchen'} länger als erwartet`,
      linkText: 'Fortschritt ansehen',
      greeting,
    };
  }
  const verb = ready === 1 ? 'ist' : 'sind';
  const count = `${ready} von ${total} ${total === 1 ? 'Anzeige' : 'Anzeigen'}`;
  const rest =
    waiting <= 0
      ? '.'
      : `; ${waiting === 1 ? 'die letzte' : `die anderen ${waiting}`} versucht unser Team erneut – wir schreiben Ihnen, ${done}`;
  return {
    line: `${count} ${verb} fertig${rest}`,
    subject: (productName) => `${count} für ${productName} ${verb} fertig`,
    linkText: ready === 1 ? 'Die fertige Anzeige ansehen' : `Die ${ready} fertigen Anzeigen ansehen`,
    greeting,
  };
};

const fr: Words = (ready, total) => {
  const waiting = total - ready;
  const done = waiting === 1 ? 'dès qu’elle sera prête.' : 'dès qu’elles seront prêtes.';
  const greeting = (name: string) => `Bonjour${name ? ` ${name}` : ''},`;
  if (ready <= 0) {
    const one = total === 1;
    return {
      line: `${one ? 'Votre annonce prend' : `Vos ${total} annonces prennent`} plus de temps que prévu : notre équipe ${one ? 'la' : 'les'} relance — nous vous écrirons ${done}`,
      subject: (productName) =>
        `${one ? 'Votre annonce' : 'Vos annonces'} pour ${productName} ${one ? 'prend' : 'prennent'} plus de temps que prévu`,
      linkText: 'Suivre la progression',
      greeting,
    };
  }
  const verb = ready === 1 ? 'est prête' : 'sont prêtes';
  const count = `${ready} ${ready === 1 ? 'annonce' : 'annonces'} sur ${total}`;
  const rest =
    waiting <= 0
      ? '.'
      : ` ; notre équipe relance ${waiting === 1 ? 'la dernière' : `les ${waiting} autres`} — nous vous écrirons ${done}`;
  return {
    line: `${count} ${verb}${rest}`,
    subject: (productName) => `${count} pour ${productName} ${verb}`,
    linkText: ready === 1 ? 'Voir l’annonce prête' : `Voir les ${ready} annonces prêtes`,
    greeting,
  };
};

const es: Words = (ready, total) => {
  const waiting = total - ready;
  const done = waiting === 1 ? 'cuando esté listo.' : 'cuando estén listos.';
  const greeting = (name: string) => `Hola${name ? `, ${name}` : ''}:`;
  if (ready <= 0) {
    const one = total === 1;
    return {
      line: `${one ? 'Tu anuncio está tardando' : `Tus ${total} anuncios están tardando`} más de lo previsto: nuestro equipo ${one ? 'lo' : 'los'} está reintentando — te escribiremos ${done}`,
      subject: (productName) =>
        `${one ? 'Tu anuncio' : 'Tus anuncios'} para ${productName} ${one ? 'está' : 'están'} tardando más de lo previsto`,
      linkText: 'Seguir el progreso',
      greeting,
    };
  }
  const verb = ready === 1 ? 'está listo' : 'están listos';
  const count = `${ready} de ${total} ${total === 1 ? 'anuncio' : 'anuncios'}`;
  const rest =
    waiting <= 0
      ? '.'
      : `; nuestro equipo está reintentando ${waiting === 1 ? 'el último' : `los otros ${waiting}`} — te escribiremos ${done}`;
  return {
    line: `${count} ${verb}${rest}`,
    subject: (productName) => `${count} para ${productName} ${verb}`,
    linkText: ready === 1 ? 'Ver el anuncio listo' : `Ver los ${ready} anuncios listos`,
    greeting,
  };
};

const WORDS: Record<PartialReadyLanguage, Words> = { en, de, fr, es };

export function partialReady(ready: number, total: number, language: string = 'en'): PartialReady {
  const words =
    WORDS[
      (PARTIAL_READY_LANGUAGES as readonly string[]).includes(language) ? (language as PartialReadyLanguage) : 'en'
    ];
  return { ...words(ready, total), linksReady: ready > 0 };
}
