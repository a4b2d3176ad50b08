import { CompanyContact, LegalPage, type LegalSection } from '../components/legal-page';

const SECTIONS: LegalSection[] = [
  {
    title: 'Information We Collect',
    body: (
      <ul className="list-disc space-y-1 pl-6">
        <li>Account details: username, e-mail address and a securely hashed password.</li>
        <li>
          Order details: your name, e-mail address, chosen package and payment status. Card numbers are handled by our
          payment provider and never stored by us.
        </li>
        <li>Content you upload: product photos, product names and descriptions, and the ads generated from them.</li>
        <li>
          Technical data: cookies needed to keep you logged in, and basic logs such as IP address and browser type.
        </li>
      </ul>
    ),
  },
  {
    title: 'How We Use Your Information',
    body: (
      <p>
        We use your information to generate and deliver your ads, process payments, send the e-mail that tells you your
        ads are ready, provide support, prevent abuse and improve the service.
      </p>
    ),
  },
  {
    title: 'Cookies',
    body: (
      <p>
        We use only the cookies the service needs: one that keeps you logged in and one that remembers your browser's
        free sample. We do not use advertising or cross-site tracking cookies. Your progress through the ad wizard is
        kept in your browser's session storage and disappears when you close the tab.
      </p>
    ),
  },
  {
    title: 'Sharing of Information',
    body: (
      <p>
        We do not sell your personal information. We share it only with providers that help us run AdForge (hosting,
        image generation, payment processing and e-mail delivery) under contracts that protect it, or when the law
        requires us to.
      </p>
    ),
  },
  {
    title: 'Data Retention',
    body: (
      <p>
        We keep account and order records for as long as your account is active and as required for tax and accounting.
        Uploaded photos and generated ads are kept so that you can download them again from your results link; you may
        ask us to delete them at any time.
      </p>
    ),
  },
  {
    title: 'Your Choices',
    body: (
      <p>
        You may access, correct or delete your personal information, or object to its use, by writing to
        privacy@adforge.app. You can block cookies in your browser, but you will then not be able to stay logged in.
      </p>
    ),
  },
  {
    title: 'Security',
    body: (
      <p>
        We protect your information with encryption in transit, hashed passwords, restricted access and unguessable
        results links. No method of transmission or storage is completely secure, so we cannot guarantee absolute
        security.
      </p>
    ),
  },
  {
    title: 'International Transfers',
    body: (
      <p>
        AdForge is operated from the United States. If you use the service from elsewhere, your information will be
        transferred to, stored and processed in the US, where data protection laws may differ from those of your
        country.
      </p>
    ),
  },
  {
    title: "Children's Privacy",
    body: (
      <p>
        AdForge is not directed to children under 13, and we do not knowingly collect personal information from them. If
        you believe a child has given us information, contact us and we will delete it.
      </p>
    ),
  },
  {
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy from time to time. The new version will be posted on this page with a new &ldquo;last
        updated&rdquo; date.
      </p>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <>
        <p>Questions or requests about your privacy? Reach us at:</p>
        <CompanyContact />
      </>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="January 15, 2026"
      intro={<p>This policy explains what information AdForge collects, how we use it and the choices you have.</p>}
      sections={SECTIONS}
    />
  );
}
