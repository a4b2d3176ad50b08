import sharp from 'sharp';
import * as v from 'valibot';
import { CreateTestOrderResponseSchema, type AdminOrderDto } from '../../../contract/admin.js';
import { StylesResponseSchema, type PublicStyleDto } from '../../../contract/catalog.js';
import { GenerateResponseSchema } from '../../../contract/generation.js';
import { CreatePaymentIntentResponseSchema, TEST_CARDS } from '../../../contract/payments.js';
import { findPackage, type PackageName } from '../../../contract/packages.js';

/**
 * Test data made through the real HTTP API, the way a browser would (own cookie jar per client),
 * so browser tests can start from a given state — e.g. a paid purchase — without clicking
 * through every earlier screen each time.
 */
export class ApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  /** This client's cookies, to hand to a browser that continues where it left off. */
  cookieList(): Array<{ name: string; value: string }> {
    return [...this.cookies].map(([name, value]) => ({ name, value }));
  }

  async request<S extends v.GenericSchema | undefined = undefined>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    schema?: S,
  ): Promise<S extends v.GenericSchema ? v.InferOutput<S> : unknown> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (this.cookies.size) headers.Cookie = [...this.cookies].map(([k, val]) => `${k}=${val}`).join('; ');
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
    const data: unknown = text ? JSON.parse(text) : null;
    return (schema ? v.parse(schema, data) : data) as never;
  }
}

let counter = 0;
/** A unique suffix per call, so tests never collide on usernames or e-mails. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/** Registers a fresh user on this client (its session cookie is kept). */
export async function registerUser(client: ApiClient, prefix = 'buyer') {
  const username = unique(prefix);
  const email = `${username}@example.com`;
  await client.request('POST', '/api/register', { username, email, password: 'secret-pass-1' });
  return { username, email };
}

/** POST /api/dev/create-test-order: a completed order, owned by the client's user when logged in. */
export async function createTestOrder(client: ApiClient): Promise<AdminOrderDto> {
  const { order } = await client.request(
    'POST',
    '/api/dev/create-test-order',
    undefined,
    CreateTestOrderResponseSchema,
  );
  return order;
}

/** A small product photo: a bottle-like shape on a plain background, as a PNG data URL. */
export async function productPhotoDataUrl(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" fill="#f4f4f4"/>
    <rect x="140" y="90" width="120" height="240" rx="24" fill="#1f6f54"/>
    <rect x="165" y="60" width="70" height="40" rx="8" fill="#222"/>
    <rect x="150" y="170" width="100" height="70" fill="#ffffff"/>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export async function getStyles(client: ApiClient): Promise<PublicStyleDto[]> {
  return client.request('GET', '/api/styles', undefined, StylesResponseSchema);
}

/**
 * `cookies` are the buying browser's: the order belongs to it (its visitor cookie), so a browser
 * that goes on to choose the styles must carry them (page.context().addCookies).
 */
export type PaidPurchase = {
  purchaseId: string;
  sessionId: string;
  quantity: number;
  email: string;
  cookies: Array<{ name: string; value: string }>;
};

/**
 * The whole pre-purchase flow through the API: sample generation (POST /api/generate), a payment
 * intent for the package, and (unless `pay: false`) the test-mode card 4242… confirming it.
 */
export async function createPaidPurchase(
  baseUrl: string,
  packageName: PackageName = 'basic',
  options: { pay?: boolean } = {},
): Promise<PaidPurchase> {
  const client = new ApiClient(baseUrl);
  const styles = await getStyles(client);
  const { sessionId } = await client.request(
    'POST',
    '/api/generate',
    {
      selectedStyles: [styles[0].id],
      productInfo: {
        productName: 'Vital Greens',
        productDescription: 'Daily superfood greens powder with 40 whole-food ingredients.',
      },
      productImages: [await productPhotoDataUrl()],
    },
    GenerateResponseSchema,
  );
  const pkg = findPackage(packageName)!;
  const email = `${unique('payer')}@example.com`;
  const { purchaseId } = await client.request(
    'POST',
    '/api/create-payment-intent',
    {
      sessionId,
      packageName,
      quantity: pkg.quantity,
      price: (pkg.amount / 100).toFixed(2),
      customerEmail: email,
      customerName: 'Maya Lopez',
    },
    CreatePaymentIntentResponseSchema,
  );
  if (options.pay === false)
    return { purchaseId, sessionId, quantity: pkg.quantity, email, cookies: client.cookieList() };
  await client.request('POST', `/api/test-payments/${purchaseId}/confirm`, {
    cardNumber: TEST_CARDS.success,
    expiry: '12/34',
    cvc: '123',
    name: 'Maya Lopez',
    email,
  });
  return { purchaseId, sessionId, quantity: pkg.quantity, email, cookies: client.cookieList() };
}
