import { randomUUID } from 'node:crypto';
import express from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { devOnly } from './auth/guards.js';
import { sessionMiddleware } from './auth/middleware.js';
import type { AppDeps } from './deps.js';
import { errorHandler, notFoundApi } from './lib/error-handler.js';
import { jsonBody } from './lib/json-body.js';
import { httpMetrics } from './lib/http-metrics.js';
import { originCheck } from './lib/origin-check.js';
import { requestLogIds } from './lib/log-context.js';
import { permissionsPolicy } from './lib/permissions-policy.js';
import { rejectNul } from './lib/reject-nul.js';
import { LoginThrottle } from './rate-limits/login-throttle.js';
import { createPolicyLimiters, routeLimits } from './rate-limits/policies.js';
import { LimiterStore } from './rate-limits/store.js';
import { adminRouter } from './routes/admin.js';
import { adminActionsRouter } from './routes/admin-actions.js';
import { adminRefundsRouter } from './routes/admin-refunds.js';
import { authRouter } from './routes/auth.js';
import { devOrdersRouter } from './routes/dev-orders.js';
import { paymentsRouter } from './routes/payments.js';
import { stripeWebhookRouter } from './routes/stripe-webhook.js';
import { testPaymentsRouter } from './routes/test-payments.js';
import { catalogRouter } from './routes/catalog.js';
import { claimsRouter } from './routes/claims.js';
import { productLanguageRouter } from './routes/product-language.js';
import { cutoutPreviewRouter } from './routes/cutout-preview.js';
import { healthRouter } from './routes/health.js';
import { adFilesRouter } from './routes/ad-files.js';
import { adLayoutRouter } from './routes/ad-layout.js';
import { editAdRouter } from './routes/edit-ad.js';
import { editPlanRouter } from './routes/edit-plan.js';
import { editPreviewRouter } from './routes/edit-preview.js';
import { generateRouter } from './routes/generate.js';
import { purchaseGenerationRouter } from './routes/purchase-generation.js';
import { testEmailRouter } from './routes/test-email.js';
import { configSecrets, registerSecrets } from '../config/log-redaction.js';
import { mountSpa } from './spa.js';

/**
 * Body limits per route, checked before a byte is parsed: a product photo travels as a data URL
 * (10 MB of image is ~13.4 MB of base64), so only the routes that take a photo get that much;
 * everything else is small JSON. The first parser that matches consumes the body.
 */
const PHOTO_BODY_LIMIT = '15mb';
const BODY_LIMITS: Array<[path: string, limit: string]> = [
  ['/api/generate', PHOTO_BODY_LIMIT],
  ['/api/cutout-preview', PHOTO_BODY_LIMIT],
];

export function createApp(deps: AppDeps) {
  // Whoever wired this app (an entry point or a test), its secrets never reach a log line.
  registerSecrets(configSecrets(deps.config));
  const app = express();
  app.disable('x-powered-by');
  // Whose address per-address limits count: the client's, as the proxies in TRUST_PROXY report it.
  app.set('trust proxy', deps.config.TRUST_PROXY);
  if (deps.metrics) app.use(httpMetrics(deps.metrics));

  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      // Method, path, status and time: all headers (a dozen of them on every answer) made a line of
      // over a kilobyte, and serialising and redacting them was a measurable share of a poll's cost.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customProps: requestLogIds,
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://js.stripe.com'],
          frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
          connectSrc: ["'self'", 'https://api.stripe.com'],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          fontSrc: ["'self'", 'data:'],
          upgradeInsecureRequests: deps.config.isProduction ? [] : null,
        },
      },
      strictTransportSecurity: deps.config.isProduction,
    }),
  );
  app.use(permissionsPolicy);

  // Only the app's own pages change state (browsers always send Origin with a POST).
  app.use('/api', originCheck(deps.config));

  // Per-address request limits, shared by every API process through the database; before any
  // body is read, so a refused flood costs no parsing.
  const limiterStore = new LimiterStore(deps.database.db);
  limiterStore.startSweeping();
  app.use('/api', routeLimits(createPolicyLimiters(limiterStore, deps.config.RATE_LIMIT_MULTIPLIER)));
  const loginThrottle = new LoginThrottle(limiterStore, deps.config.RATE_LIMIT_MULTIPLIER);

  // Raw bodies first (signature checks need the exact bytes), then the large JSON routes.
  app.use('/api/stripe/webhook', express.raw({ type: '*/*', limit: '1mb' }));
  for (const [path, limit] of BODY_LIMITS) app.use(path, jsonBody(limit));
  app.use('/api', jsonBody('100kb'));
  app.use('/api', rejectNul);

  // Who is asking (res.locals.user / visitorId) for every /api request; /api/dev/* is admin-only in production.
  app.use('/api', sessionMiddleware(deps));
  app.use('/api/dev', devOnly(deps));

  // Routers (one per resource). Mount new ones here.
  app.use('/api', authRouter(deps, loginThrottle));
  app.use('/api', adminRouter(deps, loginThrottle));
  app.use('/api', adminActionsRouter(deps));
  app.use('/api', adminRefundsRouter(deps));
  app.use('/api', paymentsRouter(deps));
  app.use('/api', testPaymentsRouter(deps));
  app.use('/api', stripeWebhookRouter(deps));
  app.use('/api', devOrdersRouter(deps));
  app.use('/api', healthRouter(deps));
  app.use('/api', catalogRouter());
  app.use('/api', claimsRouter());
  app.use('/api', productLanguageRouter());
  app.use('/api', generateRouter(deps));
  app.use('/api', cutoutPreviewRouter(deps));
  app.use('/api', purchaseGenerationRouter(deps));
  app.use('/api', adFilesRouter(deps));
  app.use('/api', adLayoutRouter(deps));
  app.use('/api', editAdRouter(deps));
  app.use('/api', editPlanRouter(deps));
  app.use('/api', editPreviewRouter(deps));
  app.use('/api', testEmailRouter(deps));

  app.use('/api', notFoundApi);
  if (deps.webDistDir) mountSpa(app, deps.webDistDir);
  app.use(errorHandler);
  return app;
}
