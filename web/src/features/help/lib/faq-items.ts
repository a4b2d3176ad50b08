/** The Help Center FAQ topics of docs/product.md section 2, in order. */
export const FAQ_ITEMS: Array<{ question: string; answer: string }> = [
  {
    question: 'What is AdForge?',
    answer:
      'AdForge is an AI ad generator built for supplement brands. You pick an ad style, upload one front-facing photo of your product and get scroll-stopping static ads ready for Facebook, Instagram and TikTok, with no subscription.',
  },
  {
    question: 'How does ad generation work?',
    answer:
      'Choose a style reference, enter your product name and a short description, and upload one product photo. AdForge generates sample ads so you can see the result, then you pick a package and choose exactly as many styles as ads you bought. Your real product photo is placed on every ad, and the headline and call to action are written from your product details.',
  },
  {
    question: 'How do I pay?',
    answer:
      'Packages are paid once, by major credit cards, through our secure card payment provider. There are no subscriptions or hidden fees: you pay only for the package of ads you choose.',
  },
  {
    question: 'How long does generation take?',
    answer:
      'Sample ads are ready in a minute or two. After payment, your full package usually takes 2-10 minutes depending on the number of ads. You can keep the progress page open, and we also e-mail you when your ads are ready.',
  },
  {
    question: 'Can I use the ads commercially?',
    answer:
      'Yes. Commercial usage rights are included with every package, so you can run the ads in paid campaigns, on your store and on social media.',
  },
  {
    question: 'Can I request modifications to my ads?',
    answer:
      'We do not offer manual modifications to generated ads. Instead, choose multiple styles when you order to get a range of looks; each ad can also be adjusted once with a short text prompt on your results page.',
  },
  {
    question: 'Do you offer refunds?',
    answer:
      'Refunds are not typically offered because every ad is generated for you on demand. If something went wrong technically or you are not satisfied, contact support and we will work with you to resolve it.',
  },
];
