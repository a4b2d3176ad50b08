import { modifyColour } from './colours.js';
import { type Clause } from './clauses.js';
import { type Sym } from './plan-types.js';
import { TARGETS, VERBS } from './vocab.js';

export type Colour = { i: number; hex: string; name: string };

const MODIFIERS: Record<string, string> = {
  dark: 'dark',
  darker: 'dark',
  light: 'light',
  lighter: 'light',
  pastel: 'pastel',
  bright: 'bright',
};

const SHADE_OF = /^(?:shades?|tones?|versions?|hues?|kind)$/;

/** What a clause says, read once: its targets, verb, colours, intensity and negation. */
export class View {
  readonly syms: Sym[];
  readonly words: Set<string>;
  readonly targets: Array<{ c: string; i: number }>;
  readonly verb: string | undefined;
  readonly colours: Colour[];
  /** Colour modifiers used up by a colour ("dark" in "dark green"). */
  readonly usedModifiers = new Set<number>();

  constructor(readonly clause: Clause) {
    this.syms = clause.syms;
    this.words = new Set(this.syms.filter((s) => s.kind === 'w').map((s) => s.c));
    this.targets = this.syms.flatMap((s, i) =>
      s.kind === 'w' && TARGETS.has(s.c) && s.c !== 'it' ? [{ c: s.c, i }] : [],
    );
    this.verb = this.syms.find((s) => s.kind === 'w' && VERBS.has(s.c))?.c ?? clause.inheritedVerb;
    this.colours = this.readColours();
  }

  /** The clause's own verb (not one inherited from the clause before). */
  get ownVerb(): string | undefined {
    return this.syms.find((s) => s.kind === 'w' && VERBS.has(s.c))?.c;
  }

  has(...c: string[]): boolean {
    return c.some((x) => this.words.has(x));
  }

  /** Own targets, else inherited ones. */
  get effective(): string[] {
    const own = this.targets.map((t) => t.c);
    return own.length ? own : (this.clause.inherited ?? []);
  }

  hasTarget(...c: string[]): boolean {
    return this.effective.some((t) => c.includes(t));
  }

  /** The first target among `c` in this clause or inherited. */
  first(...c: string[]): string | undefined {
    return this.effective.find((t) => c.includes(t));
  }

  /** Steps: "a bit" half, "much/a lot" two, otherwise one. */
  get amount(): number {
    return this.has('bit') ? 0.5 : this.has('much') ? 2 : 1;
  }

  /** "too small", "not big enough", "less big": the wish is the opposite of the word. */
  get flipped(): boolean {
    return this.has('too') || (this.has('not') && this.has('enough'));
  }

  /** "the product looks tiny", "it is dark": a plain adjective describing now, so the wish is its opposite. */
  get complains(): boolean {
    const own = this.syms.find((s) => s.kind === 'w' && VERBS.has(s.c))?.c;
    if (own && own !== 'keep') return false;
    // "I want the title to be more big", "it should be big": a wish, not a description.
    if (
      this.has('more') ||
      /\b(?:want|should|needs?|must|would|could|wish|prefer|like|soll|sollte|muss|doit|devrait|debe|deberia|quiero)\b/i.test(
        this.clause.text,
      )
    )
      return false;
    return (
      /\b(?:looks?|is|are|seems|feels|appears|it's|ist|sind|wirkt|sieht|est|sont|semble|para[iî]t|parece|se ve|est[aá]|es|son)\b/i.test(
        this.clause.text,
      ) && this.has('big', 'small', 'dark', 'light')
    );
  }

  get negated(): boolean {
    return this.has('not', 'less', 'no') && !this.flipped;
  }

  private readColours(): Colour[] {
    const out: Colour[] = [];
    this.syms.forEach((s, i) => {
      if (s.kind === 'w' && s.c === 'brandcolour') {
        const hexAfter = this.syms[i + 1]?.kind === 'col';
        if (!hexAfter) out.push({ i, hex: 'brand', name: 'brand colour' });
        return;
      }
      if (s.kind !== 'col' || !s.hex) return;
      // "less pink", "no red": what not to use is no colour to apply; "red or orange": the first.
      const prev = this.syms[i - 1];
      if (prev?.kind === 'w' && ['less', 'no', 'not', 'without', 'insteadof'].includes(prev.c)) return;
      if (prev?.kind === 'u' && prev.c === 'or' && this.syms[i - 2]?.kind === 'col') return;
      let colour = { hex: s.hex, name: s.name ?? s.c };
      // "a darker shade of emerald": the modifier reaches over "shade of".
      const shadeOf = SHADE_OF.test(this.syms[i - 2]?.c ?? '') && this.syms[i - 1]?.c === 'of';
      const at = shadeOf ? i - 3 : i - 1;
      const before = this.syms[at];
      const after = this.syms[i + 1];
      if (before?.kind === 'w' && MODIFIERS[before.c] && !s.c.startsWith('#')) {
        colour = modifyColour(colour, MODIFIERS[before.c]);
        this.usedModifiers.add(at);
      } else if (
        after?.kind === 'w' &&
        ['dark', 'light', 'darker', 'lighter', 'pastel'].includes(after.c) &&
        !s.c.startsWith('#') &&
        !this.isTargetAt(i + 2)
      ) {
        colour = modifyColour(colour, MODIFIERS[after.c]);
        this.usedModifiers.add(i + 1);
      }
      out.push({ i, ...colour });
    });
    return out;
  }

  private isTargetAt(i: number): boolean {
    const s = this.syms[i];
    return !!s && s.kind === 'w' && TARGETS.has(s.c);
  }

  /** The target a colour at `i` belongs to: "gold button", "button in gold", else the clause's. */
  colourTarget(i: number): string | undefined {
    let k = i + 1;
    while (
      this.syms[k] &&
      (this.syms[k].kind === 'col' ||
        (this.syms[k].kind === 'w' && ['colour', 'and', 'dark', 'light'].includes(this.syms[k].c)))
    )
      k++;
    const next = this.syms[k];
    if (next?.kind === 'w' && TARGETS.has(next.c) && next.c !== 'it' && next.c !== 'colour') return next.c;
    for (let j = i - 1; j >= 0; j--) {
      const s = this.syms[j];
      if (s.kind === 'w' && TARGETS.has(s.c) && s.c !== 'it' && s.c !== 'colour') return s.c;
      // "add 'Limited stock' in red": the colour is the new text's.
      if (s.kind === 't') return s.offer ? 'offer' : this.verb === 'add' ? 'badge' : 'headline';
    }
    // "the orange from the label for the button": a part to colour beats the product it came from.
    const later =
      this.targets.find((t) => t.i > i && t.c !== 'colour' && t.c !== 'product') ??
      this.targets.find((t) => t.i > i && t.c !== 'colour');
    if (later) return later.c;
    // A product named before is no place for a colour ("…our packaging, use our brand colours").
    return this.clause.inherited?.find((t) => t !== 'product');
  }

  /** "button text", "text on the button": the words on the button rather than the button. */
  ctaInk(): boolean {
    for (let k = 0; k < this.syms.length - 1; k++) {
      const a = this.syms[k];
      const b = this.syms[k + 1];
      if (a.kind === 'w' && a.c === 'cta' && b.kind === 'w' && b.c === 'text') return true;
      if (
        a.kind === 'w' &&
        a.c === 'text' &&
        this.syms.slice(k + 1, k + 4).some((s) => s.kind === 'w' && s.c === 'cta')
      )
        return true;
    }
    return false;
  }

  /** Meaningful words the lexicon does not know ("unicorn"), for the not-understood answer. */
  unknownWords(idle: Set<string>): string[] {
    return this.syms.filter((s) => s.kind === 'u' && !idle.has(s.c) && s.c.length > 2).map((s) => s.c);
  }

  isVerb(c: string): boolean {
    return VERBS.has(c) && this.verb === c;
  }
}
