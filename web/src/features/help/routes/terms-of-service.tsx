import { CompanyContact, LegalPage, type LegalSection } from '../components/legal-page';

const SECTIONS: LegalSection[] = [
  {
    title: 'Introduction',
    body: (
      <p>
        These Terms of Service govern your use of AdForge, an online service that generates advertising images for
        supplement brands. By creating an account, generating sample ads or purchasing a package you agree to these
        terms. If you do not agree, please do not use the service.
      </p>
    ),
  },
  {
    title: 'Eligibility',
    body: (
      <p>
        You must be at least 18 years old and able to enter into a binding contract to use AdForge. By using the service
        you confirm that you meet this requirement and, if you act for a business, that you are authorised to bind it.
      </p>
    ),
  },
  {
    title: 'Your Account',
    body: (
      <p>
        You are responsible for keeping your login details confidential and for all activity under your account. Tell us
        at once at support@adforge.app if you suspect unauthorised use. We may suspend accounts that break these terms.
      </p>
    ),
  },
  {
    title: 'Acceptable Use',
    body: (
      <>
        <p>You agree not to use AdForge to:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>upload images you do not own or have no right to use;</li>
          <li>create misleading health claims or advertising that breaks the law or advertising platform rules;</li>
          <li>produce hateful, violent, sexual or otherwise harmful content;</li>
          <li>interfere with, reverse engineer or overload the service.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Payment and Subscription',
    body: (
      <p>
        AdForge is sold as one-time packages, not subscriptions: you pay once for the number of ads in the package you
        choose. Prices are shown in US dollars before you pay, and payment is taken by major credit cards through our
        card payment provider. Refunds are not typically offered, but we work with you to resolve technical issues or
        dissatisfaction.
      </p>
    ),
  },
  {
    title: 'Intellectual Property',
    body: (
      <p>
        The AdForge service, its software, design, style library and brand are owned by AdForge, Inc. and protected by
        intellectual property laws. Nothing in these terms transfers ownership of the service to you.
      </p>
    ),
  },
  {
    title: 'User Content Licence',
    body: (
      <p>
        You keep ownership of the product photos, names and descriptions you upload. You grant AdForge a limited,
        worldwide, non-exclusive licence to store and process that content only to provide the service to you, including
        generating, storing and delivering your ads.
      </p>
    ),
  },
  {
    title: 'AI-Generated Content',
    body: (
      <p>
        Ads are produced with the help of artificial intelligence. Subject to these terms and full payment, you may use
        the ads you download for commercial and non-commercial purposes, including paid advertising. AdForge makes no
        claim of copyright over the AI-generated content itself; note that such content may not be protected by
        copyright in every country, and similar outputs may be produced for other users.
      </p>
    ),
  },
  {
    title: 'Limitation of Liability',
    body: (
      <p>
        The service is provided &ldquo;as is&rdquo;. To the extent permitted by law, AdForge is not liable for indirect,
        incidental or consequential damages, lost profits or advertising results, and our total liability is limited to
        the amount you paid us in the twelve months before the claim.
      </p>
    ),
  },
  {
    title: 'Changes to These Terms',
    body: (
      <p>
        We may update these terms from time to time. We will post the new version on this page with a new &ldquo;last
        updated&rdquo; date, and material changes apply only to purchases made after they are posted.
      </p>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <>
        <p>Questions about these terms? Reach us at:</p>
        <CompanyContact />
      </>
    ),
  },
];

export function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="January 15, 2026"
      intro={<p>Please read these terms carefully before using AdForge.</p>}
      sections={SECTIONS}
    />
  );
}
