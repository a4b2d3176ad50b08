/** Groups of canonical tokens the planner's rules ask about. */
export const TEXT_TARGETS = new Set(['headline', 'subline', 'cta', 'badge', 'offer', 'text']);
export const TARGETS = new Set([...TEXT_TARGETS, 'background', 'product', 'font', 'everything', 'layout', 'accent', 'colour', 'scene', 'it']);
export const VERBS = new Set(['make', 'change', 'set', 'use', 'add', 'remove', 'replace', 'move', 'increase', 'decrease', 'center', 'align', 'fix', 'keep', 'bigger', 'smaller']);
export const ATTRIBUTES = new Set([
  'bigger', 'smaller', 'big', 'small', 'darker', 'lighter', 'dark', 'light', 'bolder', 'thinner', 'bold', 'pastel', 'serif', 'sans',
  'handwritten', 'modern', 'display', 'condensed', 'italic', 'upper', 'lower', 'titlecase', 'sentencecase', 'left', 'right', 'center',
  'top', 'bottom', 'gradient', 'brandcolour', 'readable', 'size', 'bright',
]);
export const LINK_WORDS = new Set(['the', 'it', 'and', 'in', 'on', 'to', 'with', 'of', 'as', 'for', 'at', 'much', 'bit', 'more', 'less', 'too', 'not', 'no', 'filler', 'new', 'colour', 'font', 'text', 'also', 'then', 'everything', 'enough']);
/** English words that carry no request of their own ("be", "look"): ignored when judging a remainder. */
export const IDLE_WORDS = new Set('be is are was were look looks looking feel feels seem seems bit lot one ones thing kind sort way quite pretty so also now currently please rather something its me us we you i can could would will should do does did get got have has had make made little maybe version shade here there than which who what that this those these'.split(' '));
/** The start of a vague wish for new copy: "something catchier", "a better one". */
export const VAGUE = /^(?:something|anything|sth|smth|a better|better|more|catchier|punchier|shorter|longer|different|another|etwas|quelque chose|algo)\b/i;
