import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { MainLayout } from '@/components/layout/main-layout';
import { PageSpinner } from '@/components/ui/spinner';
import { lazyPage } from './lazy-page';
import { ScrollToTop } from './scroll-to-top';

/*
 * Every route of SPEC.md section 2, each lazy-loaded (its own chunk).
 * Engineer A: buyer journey up to the thank-you page, auth, landing, 404.
 * Engineer B: after-purchase screens, static pages, e-mail test, admin — add them in the marked slots.
 */

// --- Engineer A's pages ---
const LandingPage = lazyPage(() => import('@/features/landing/landing-page'), 'LandingPage');
const AuthPage = lazyPage(() => import('@/features/auth/auth-page'), 'AuthPage');
const SelectStylePage = lazyPage(() => import('@/features/select-style/select-style-page'), 'SelectStylePage');
const ProductInfoPage = lazyPage(() => import('@/features/product-info/product-info-page'), 'ProductInfoPage');
const GeneratingPage = lazyPage(() => import('@/features/generating/generating-page'), 'GeneratingPage');
const ResultsPage = lazyPage(() => import('@/features/results/results-page'), 'ResultsPage');
const CheckoutPage = lazyPage(() => import('@/features/checkout/checkout-page'), 'CheckoutPage');
const ThankYouPage = lazyPage(() => import('@/features/thank-you/thank-you-page'), 'ThankYouPage');
const NotFoundPage = lazyPage(() => import('@/features/not-found/not-found-page'), 'NotFoundPage');

// --- Engineer B's pages (slot B1: lazy imports) ---
const SelectStylesPage = lazyPage(() => import('@/features/select-styles/routes/select-styles'), 'SelectStylesPage');
const PurchaseGeneratingPage = lazyPage(() => import('@/features/purchase-generating/routes/purchase-generating'), 'PurchaseGeneratingPage');
const FinalResultsPage = lazyPage(() => import('@/features/final-results/routes/final-results'), 'FinalResultsPage');
const TermsOfServicePage = lazyPage(() => import('@/features/legal/routes/terms-of-service'), 'TermsOfServicePage');
const PrivacyPolicyPage = lazyPage(() => import('@/features/legal/routes/privacy-policy'), 'PrivacyPolicyPage');
const HelpCenterPage = lazyPage(() => import('@/features/help-center/routes/help-center'), 'HelpCenterPage');
const EmailTestPage = lazyPage(() => import('@/features/email-test/routes/email-test'), 'EmailTestPage');
const AdminLoginPage = lazyPage(() => import('@/features/admin/routes/admin-login'), 'AdminLoginPage');
const AdminArea = lazyPage(() => import('@/features/admin/routes/admin-area'), 'AdminArea');

export function AppRouter() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          {/* Slot B2: admin routes (own layout, guard for every /admin path except /admin/login). */}
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

                  {/* Slot B3: buyer-facing routes with header and footer. */}
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
