import type { Express } from 'express';

/** Real ids made by the fuzz test's set-up, used as plausible values. */
export type Fixture = {
  sessionId: string;
  paidPurchaseId: string;
  unpaidPurchaseId: string;
  adId: string;
  fileKey: string;
  user: { username: string; password: string };
  admin: { username: string; password: string };
};

export type RouteSpec = {
  /** The value of each path parameter when it is not being fuzzed. */
  params?: (f: Fixture) => Record<string, string>;
  /** A plausible JSON body that body mutations start from (POST only). */
  body?: (f: Fixture) => Record<string, unknown>;
  /** Query parameters the route reads. */
  query?: string[];
  /** Answers with files rather than JSON when it succeeds. */
  binary?: boolean;
  /** Would end the cookie's session: sent without a cookie. */
  anonymousOnly?: boolean;
  /** How many fuzz cases; fewer where each valid request runs a workflow. */
  cases?: number;
  /** Larger JSON body limit than the default 100 KB. */
  bodyLimitBytes?: number;
};

/**
 * Every API route, keyed "METHOD /path" exactly as Express has it. fuzz.test.ts checks this
 * table against the app's router stack, so a new route without an entry fails the test.
 * The bodies never add up to a valid request that would start generation: test-email's address
 * and generate-multiple's style count are wrong, and the /generate photo is always hostile.
 */
/** The admin order list's filters and page (contract/admin.ts AdminOrdersQuerySchema). */
const ORDER_QUERY = ['email', 'needsAttention', 'status', 'from', 'to', 'tz', 'page', 'pageSize'];

export const ROUTES: Record<string, RouteSpec> = {
  'POST /api/register': { body: () => ({ username: 'fuzzer', email: 'fuzzer@example.com', password: 'secret-pass' }) },
  'POST /api/login': { body: (f) => ({ ...f.user }) },
  'POST /api/logout': { anonymousOnly: true },
  'POST /api/product-language': {
    body: () => ({ name: 'Pure Collagen', description: 'Hydrolysed bovine collagen peptides, 10 g per serving.' }),
  },
  'GET /api/user': {},
  'POST /api/admin/login': { body: (f) => ({ ...f.admin }) },
  'POST /api/admin/logout': { anonymousOnly: true },
  'GET /api/admin/auth-check': {},
  'GET /api/admin/orders': { query: ORDER_QUERY },
  'GET /api/admin/orders/summary': { query: ORDER_QUERY },
  // CSV when it succeeds.
  'GET /api/admin/orders/export': { query: ORDER_QUERY, binary: true, cases: 20 },
  // The unpaid order: a valid request is refused (409), so no refund is ever made.
  'POST /api/admin/orders/:orderId/refund': {
    params: (f) => ({ orderId: f.unpaidPurchaseId }),
    body: () => ({ note: 'Buyer asked' }),
    cases: 20,
  },
  'GET /api/admin/orders/needs-attention': {},
  'POST /api/admin/orders/:orderId/retry-failed': {
    params: (f) => ({ orderId: f.unpaidPurchaseId }),
    body: () => ({}),
    cases: 20,
  },
  // A valid request sends an e-mail through a workflow: few cases.
  'POST /api/admin/orders/:orderId/resend-email': {
    params: (f) => ({ orderId: f.unpaidPurchaseId }),
    body: () => ({}),
    cases: 10,
  },
  'POST /api/admin/orders/:orderId/status': {
    params: (f) => ({ orderId: f.unpaidPurchaseId }),
    body: () => ({ status: 'processing' }),
  },
  'GET /api/payment-config': {},
  'POST /api/create-payment-intent': {
    body: (f) => ({
      sessionId: f.sessionId,
      packageName: 'basic',
      quantity: 5,
      price: 7.99,
      customerEmail: 'buyer@example.com',
      customerName: 'Buyer',
    }),
  },
  'POST /api/update-customer-info/:purchaseId': {
    params: (f) => ({ purchaseId: f.unpaidPurchaseId }),
    body: () => ({ email: 'buyer@example.com', name: 'Buyer' }),
  },
  'GET /api/purchase/:purchaseId': { params: (f) => ({ purchaseId: f.paidPurchaseId }) },
  'POST /api/test-payments/:purchaseId/confirm': {
    params: (f) => ({ purchaseId: f.unpaidPurchaseId }),
    body: () => ({
      cardNumber: '4000 0000 0000 0002',
      expiry: '12/34',
      cvc: '123',
      name: 'Buyer',
      email: 'buyer@example.com',
    }),
  },
  'POST /api/stripe/webhook': {
    body: () => ({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: {} } }),
    bodyLimitBytes: mib(1),
  },
  'POST /api/dev/create-test-order': { body: () => ({}), cases: 20 },
  'GET /api/health': {},
  'GET /api/live': {},
  'GET /api/styles': {},
  'GET /api/examples': {},
  'GET /api/catalog-assets/:file': { params: () => ({ file: 'example-1.webp' }), binary: true },
  'POST /api/generate': {
    body: () => ({
      selectedStyles: [3],
      productInfo: { productName: 'Calm Nights', productDescription: 'Magnesium for sleep' },
      productImages: ['data:image/png;base64,'],
    }),
    bodyLimitBytes: mib(15),
    cases: 90,
  },
  'GET /api/sessions/:id': { params: (f) => ({ id: f.sessionId }) },
  'POST /api/generate-multiple': {
    body: (f) => ({ sessionId: f.sessionId, purchaseId: f.paidPurchaseId, styleIds: [1, 2, 3] }),
  },
  'GET /api/generation-status/:purchaseId': { params: (f) => ({ purchaseId: f.paidPurchaseId }) },
  'GET /api/public-results/:purchaseId': { params: (f) => ({ purchaseId: f.unpaidPurchaseId }) },
  'GET /api/files/*key': { params: (f) => ({ key: f.fileKey }), binary: true },
  'GET /api/images/:adId': { params: (f) => ({ adId: f.adId }), query: ['size'], binary: true },
  'GET /api/ads/:adId/layout': { params: (f) => ({ adId: f.adId }) },
  'GET /api/download-ad/:adId': { params: (f) => ({ adId: f.adId }), query: ['size', 'purchaseId'], binary: true },
  'GET /api/download-all/:purchaseId': { params: (f) => ({ purchaseId: f.unpaidPurchaseId }), binary: true },
  'POST /api/edit-ad/:adId': {
    params: (f) => ({ adId: f.adId }),
    body: (f) => ({ purchaseId: f.unpaidPurchaseId, userPrompt: 'make the background blue' }),
  },
  'POST /api/dev/test-email': { body: () => ({ email: 'not-an-address' }) },
  'POST /api/claims/check': { body: () => ({ text: 'Supports restful sleep and cures insomnia.' }) },
  'POST /api/edit-plan': { body: (f) => ({ prompt: 'navy background and a gold button', adId: f.adId }) },
  'POST /api/edit-preview/:adId': {
    params: (f) => ({ adId: f.adId }),
    body: (f) => ({ purchaseId: f.unpaidPurchaseId, prompt: 'make the background blue' }),
    cases: 20,
  },
  // The photo is always hostile here, so no valid request starts the cutout workflow.
  'POST /api/cutout-preview': { body: () => ({ image: 'data:image/png;base64,' }), bodyLimitBytes: mib(15), cases: 40 },
};

function mib(mb: number) {
  return mb * 1024 * 1024;
}

/** "METHOD /mount/path" of every route in the app's router stack (Express 5 / router 2 internals). */
export function listAppRoutes(app: Express): string[] {
  type Layer = {
    rawPath?: string;
    route?: { path: string; methods: Record<string, boolean> };
    handle?: { stack?: Layer[] };
  };
  const walk = (stack: Layer[], prefix: string): string[] =>
    stack.flatMap((layer) => {
      if (layer.route)
        return Object.keys(layer.route.methods)
          .filter((m) => m !== '_all')
          .map((m) => `${m.toUpperCase()} ${prefix}${layer.route!.path}`);
      if (layer.handle?.stack) return walk(layer.handle.stack, prefix + (layer.rawPath ?? ''));
      return [];
    });
  const router = (app as unknown as { router: { stack: Layer[] } }).router;
  return [...new Set(walk(router.stack, ''))].sort();
}

/** The URL of a route with its parameters filled in verbatim (values may carry their own %-escapes). */
export function fillPath(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/[:*](\w+)/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for ${name} in ${pattern}`);
    return values[name];
  });
}
