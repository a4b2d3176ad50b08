import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { MainLayout } from './layout/main-layout';
import { PageSpinner } from '@/components/ui/spinner';
import { lazyPage } from './lazy-page';
import { ScrollToTop } from './scroll-to-top';

/* Every route of docs/product.md section 2, each lazy-loaded (its own chunk), grouped by domain. */

// catalog and account
const LandingPage = lazyPage(() => import('@/features/catalog/routes/landing'), 'LandingPage');
const AuthPage = lazyPage(() => import('@/features/account/routes/auth'), 'AuthPage');
// the wizard: style, product, samples
const SelectStylePage = lazyPage(() => import('@/features/wizard/routes/select-style'), 'SelectStylePage');
const ProductInfoPage = lazyPage(() => import('@/features/wizard/routes/product-info'), 'ProductInfoPage');
const GeneratingPage = lazyPage(() => import('@/features/wizard/routes/generating'), 'GeneratingPage');
const ResultsPage = lazyPage(() => import('@/features/wizard/routes/results'), 'ResultsPage');
// checkout, then the purchase
const CheckoutPage = lazyPage(() => import('@/features/checkout/routes/checkout'), 'CheckoutPage');
const ThankYouPage = lazyPage(() => import('@/features/purchase/routes/thank-you'), 'ThankYouPage');
const SelectStylesPage = lazyPage(() => import('@/features/purchase/routes/select-styles'), 'SelectStylesPage');
const PurchaseGeneratingPage = lazyPage(
  () => import('@/features/purchase/routes/generating'),
  'PurchaseGeneratingPage',
);
const FinalResultsPage = lazyPage(() => import('@/features/purchase/routes/final-results'), 'FinalResultsPage');
// help and legal
const TermsOfServicePage = lazyPage(() => import('@/features/help/routes/terms-of-service'), 'TermsOfServicePage');
const PrivacyPolicyPage = lazyPage(() => import('@/features/help/routes/privacy-policy'), 'PrivacyPolicyPage');
const HelpCenterPage = lazyPage(() => import('@/features/help/routes/help-center'), 'HelpCenterPage');
// administration and the e-mail test tool
const EmailTestPage = lazyPage(() => import('@/features/admin/routes/email-test'), 'EmailTestPage');
const AdminLoginPage = lazyPage(() => import('@/features/admin/routes/admin-login'), 'AdminLoginPage');
const AdminArea = lazyPage(() => import('@/features/admin/routes/admin-area'), 'AdminArea');
const NotFoundPage = lazyPage(() => import('@/components/not-found-page'), 'NotFoundPage');

export function AppRouter() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          {/* The admin area has its own layout, and a guard on every /admin path but /admin/login. */}
          <Route path="/admin/login" component={AdminLoginPage} />
          <Route path="/admin" component={AdminArea} />
          <Route path="/admin/*" component={AdminArea} />

          <Route>
            <MainLayout>
              <Suspense fallback={<PageSpinner />}>
                <Switch>
                  <Route path="/" component={LandingPage} />
                  <Route path="/auth" component={AuthPage} />
                  <Route path="/select-style" component={SelectStylePage} />
                  <Route path="/product-info" component={ProductInfoPage} />
                  <Route path="/generating" component={GeneratingPage} />
                  <Route path="/results/:sessionId" component={ResultsPage} />
                  <Route path="/checkout/:sessionId" component={CheckoutPage} />
                  <Route path="/thank-you/:purchaseId" component={ThankYouPage} />
                  <Route path="/select-styles/:purchaseId" component={SelectStylesPage} />
                  <Route path="/generating/:purchaseId" component={PurchaseGeneratingPage} />
                  <Route path="/final-results/:purchaseId" component={FinalResultsPage} />
                  <Route path="/terms-of-service" component={TermsOfServicePage} />
                  <Route path="/privacy-policy" component={PrivacyPolicyPage} />
                  <Route path="/help-center" component={HelpCenterPage} />
                  <Route path="/email-test" component={EmailTestPage} />

                  <Route component={NotFoundPage} />
                </Switch>
              </Suspense>
            </MainLayout>
          </Route>
        </Switch>
      </Suspense>
    </>
  );
}
