/**
 * What a buyer reads while ads that failed after every retry wait for an operator
 * (docs/product.md, "Failed ads, for the buyer"): the post-payment page and the one e-mail say the
 * same words. They count right for none ready, some, and all but one, and point to the ready ads
 * only when there are some (none ready: to the page that shows the progress).
 */
export type PartialReady = {
  line: string;
  subject: (productName: string) => string;
  linkText: string;
  /** true: the link goes to the ready ads (/final-results); false: to the progress page (/generating). */
  linksReady: boolean;
};

const ads = (n: number) => `${n} ${n === 1 ? 'ad' : 'ads'}`;

export function partialReady(ready: number, total: number): PartialReady {
  const waiting = total - ready;
  const they = waiting === 1 ? 'it is' : 'they are';
  const promise = `being retried by our team — we will e-mail you when ${they} done.`;
  if (ready <= 0) {
    const yours = total === 1 ? 'Your ad is' : `Your ${total} ads are`;
    return {
      line: `${yours} taking longer than expected: ${they} ${promise}`,
      subject: (productName) =>
        `Your ${total === 1 ? 'ad' : 'ads'} for ${productName} ${total === 1 ? 'is' : 'are'} taking longer than expected`,
      linkText: 'Follow the progress',
      linksReady: false,
    };
  }
  const verb = ready === 1 ? 'is' : 'are';
  const rest = waiting <= 0 ? '' : ` ${waiting === 1 ? 'the last one is' : `the other ${waiting} are`} ${promise}`;
  return {
    line: `${ready} of ${ads(total)} ${verb} ready;${rest}`.replace(/;$/, '.'),
    subject: (productName) => `${ready} of ${ads(total)} for ${productName} ${verb} ready`,
    linkText: ready === 1 ? 'See the ready ad' : `See the ${ready} ready ads`,
    linksReady: true,
  };
}
