import { EDIT_CAN_DO } from '../../contract/edit-plan.js';

/** What the buyer is told when part of a prompt cannot be done: why, and what to ask instead. */
export const CAN_DO = EDIT_CAN_DO;

export const REASONS = {
  notUnderstood:
    'I couldn\'t work out what to change here. Try naming the part and the change, e.g. "navy background", "bigger product", "make it more premium" or headline: "Sleep deeper tonight".',
  logo: 'Ads carry no logo upload yet, so I can\'t add or change a logo. Your brand name can go in the headline or sub-line, e.g. subline: "By Acme Labs".',
  person:
    "This engine draws no people or hands. I can change the background colour, the product's size and position, or the mood instead.",
  other:
    "That is outside what an edit can change. I can change colours, texts, font, text size, the product's size and position, badges, an offer line or the mood.",
  keepCopy:
    'Every ad keeps its headline, sub-line and button; I can change their words instead, e.g. headline: "Sleep deeper tonight".',
  exactWords: 'I don\'t write new copy on my own: tell me the exact words, e.g. headline: "Sleep deeper tonight".',
  badgeWords: 'Tell me the badge\'s exact words, e.g. add a badge "Vegan".',
  offerWords: 'Tell me the offer\'s exact words (it is shown verbatim), e.g. add offer: "20% off with code SLEEP20".',
  productColour:
    'The product is your own photo and keeps its colours; I can put that colour on the background or the button instead.',
  keepSubline:
    'The sub-line stays (the layout is built around it), but it can say fewer words, e.g. subline: "25 g protein per scoop", or all text can be smaller: "smaller text".',
  typo: 'Tell me the correction and I will make it, e.g. "tonite" should be "tonight", or give the whole line: headline: "Sleep deeper tonight".',
  sublineColour: "The sub-line takes the ad's text colour; I can change the headline or button colour instead.",
  italic: "Italic type isn't available; I can use a serif, sans, modern, handwritten, condensed or display face.",
  topBottom:
    'Top and bottom are set by the layout; I can put the product left, right or in the centre, with the text on the other side.',
  caseOnlyHeadline:
    "Only the headline's capitals can change; I can make the headline upper case, title case or sentence case.",
  whichColour: 'Which colour? Name one ("navy"), give a code ("#1e2f5c") or say "our brand colour".',
  notFound: (from: string) =>
    `I can't find "${from}" in this ad's text. Write the words as they appear, e.g. "Magnesum" → "Magnesium".`,
  gradient: 'Tell me the gradient\'s two colours, e.g. "navy to gold gradient background".',
  removeBackground: 'The background can\'t be taken away, but it can be plain white: "make the background white".',
  whichSide:
    'Say which side the product should go to: "product on the left", "product on the right" or "product in the centre".',
  removeProduct: 'The product stays in every ad; I can make it smaller instead.',
};

export function sceneReason(scene: string, colour: string | undefined): string {
  const instead = colour
    ? `I can make the background ${colour} instead: try "make the background ${colour}".`
    : 'I can change the background colour, darker or lighter, or the mood instead.';
  return `This engine draws the backdrop from colours and can't paint a new scene (${scene}). ${instead}`;
}
