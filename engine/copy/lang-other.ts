import { type CopyLabels } from './types.js';

/**
 * Languages we write no formulas in: the ad uses the buyer's own words, and only these fixed
 * words (a call to action and the layouts' labels) come from us, so no English slips in
 * (docs/decisions/017-copy-in-the-buyers-language.md). A language missing here gets no
 * call-to-action text and no labels rather than English ones.
 */
export type OtherLanguage = { ctas: string[]; labels: Omit<CopyLabels, 'rating'> & { reviews: string } };

export const OTHER_LANGUAGES: Record<string, OtherLanguage> = {
  it: {
    ctas: ['Acquista ora', 'Scopri di più'],
    labels: {
      before: 'Prima',
      after: 'Dopo',
      others: 'Il tuo?',
      question: 'La vostra domanda',
      note: 'Promemoria',
      reviews: 'recensioni',
    },
  },
  pt: {
    ctas: ['Compre agora', 'Saiba mais'],
    labels: {
      before: 'Antes',
      after: 'Depois',
      others: 'O seu?',
      question: 'A sua pergunta',
      note: 'Lembrete',
      reviews: 'avaliações',
    },
  },
  nl: {
    ctas: ['Bestel nu', 'Ontdek meer'],
    labels: {
      before: 'Voor',
      after: 'Na',
      others: 'De jouwe?',
      question: 'Jullie vraag',
      note: 'Notitie',
      reviews: 'beoordelingen',
    },
  },
  pl: {
    ctas: ['Kup teraz', 'Dowiedz się więcej'],
    labels: {
      before: 'Przed',
      after: 'Po',
      others: 'Twój?',
      question: 'Wasze pytanie',
      note: 'Notatka',
      reviews: 'opinii',
    },
  },
  cs: {
    ctas: ['Koupit nyní', 'Zjistit více'],
    labels: {
      before: 'Před',
      after: 'Po',
      others: 'Váš?',
      question: 'Váš dotaz',
      note: 'Poznámka',
      reviews: 'hodnocení',
    },
  },
  sk: {
    ctas: ['Kúpiť teraz', 'Zistiť viac'],
    labels: {
      before: 'Pred',
      after: 'Po',
      others: 'Váš?',
      question: 'Vaša otázka',
      note: 'Poznámka',
      reviews: 'hodnotení',
    },
  },
  tr: {
    ctas: ['Hemen satın al', 'Daha fazla bilgi'],
    labels: {
      before: 'Önce',
      after: 'Sonra',
      others: 'Seninki?',
      question: 'Sorunuz',
      note: 'Not',
      reviews: 'değerlendirme',
    },
  },
  sv: {
    ctas: ['Köp nu', 'Läs mer'],
    labels: {
      before: 'Före',
      after: 'Efter',
      others: 'Din?',
      question: 'Er fråga',
      note: 'Anteckning',
      reviews: 'omdömen',
    },
  },
  da: {
    ctas: ['Køb nu', 'Læs mere'],
    labels: {
      before: 'Før',
      after: 'Efter',
      others: 'Din?',
      question: 'Jeres spørgsmål',
      note: 'Husk',
      reviews: 'anmeldelser',
    },
  },
  nb: {
    ctas: ['Kjøp nå', 'Les mer'],
    labels: {
      before: 'Før',
      after: 'Etter',
      others: 'Din?',
      question: 'Deres spørsmål',
      note: 'Husk',
      reviews: 'anmeldelser',
    },
  },
  fi: {
    ctas: ['Osta nyt', 'Lue lisää'],
    labels: {
      before: 'Ennen',
      after: 'Jälkeen',
      others: 'Sinun?',
      question: 'Kysymyksesi',
      note: 'Muistiinpano',
      reviews: 'arvostelua',
    },
  },
  ro: {
    ctas: ['Cumpără acum', 'Află mai multe'],
    labels: {
      before: 'Înainte',
      after: 'După',
      others: 'Al tău?',
      question: 'Întrebarea voastră',
      note: 'Notă',
      reviews: 'recenzii',
    },
  },
  hu: {
    ctas: ['Vásárolj most', 'Tudj meg többet'],
    labels: {
      before: 'Előtte',
      after: 'Utána',
      others: 'A tiéd?',
      question: 'Kérdésetek',
      note: 'Jegyzet',
      reviews: 'értékelés',
    },
  },
  ru: {
    ctas: ['Купить сейчас', 'Узнать больше'],
    labels: {
      before: 'До',
      after: 'После',
      others: 'Ваш?',
      question: 'Ваш вопрос',
      note: 'Заметка',
      reviews: 'отзывов',
    },
  },
  uk: {
    ctas: ['Купити зараз', 'Дізнатися більше'],
    labels: {
      before: 'До',
      after: 'Після',
      others: 'Ваш?',
      question: 'Ваше питання',
      note: 'Нотатка',
      reviews: 'відгуків',
    },
  },
  el: {
    ctas: ['Αγοράστε τώρα', 'Μάθετε περισσότερα'],
    labels: {
      before: 'Πριν',
      after: 'Μετά',
      others: 'Το δικό σας;',
      question: 'Η ερώτησή σας',
      note: 'Σημείωση',
      reviews: 'κριτικές',
    },
  },
};
