import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppDeps, AppInput } from './app-deps.ts';
import { catalogRoutes } from './modules/catalog/index.ts';
import { cmsRoutes } from './modules/cms/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { shopRoutes } from './modules/shop/index.ts';
import { siteRoutes } from './modules/site/index.ts';
import { accountRoutes, codeRoutes, demoRoutes } from './modules/account/index.ts';
import { memberRoutes } from './modules/member/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { memberAddressRoutes } from './modules/address/member/index.ts';
import { couponRoutes } from './modules/coupon/index.ts';
import { cityRoutes } from './modules/city/index.ts';
import { browseRoutes } from './modules/member/browse/index.ts';
import { collectRoutes } from './modules/member/collect/index.ts';
import { regionRoutes } from './modules/address/index.ts';
import { deliveryRoutes } from './modules/delivery/index.ts';
import { promotionRoutes } from './modules/promotion/index.ts';
import { reviewRoutes } from './modules/review/index.ts';
import { orderRoutes } from './modules/order/index.ts';
import { checkoutRoutes } from './flows/checkout/index.ts';
import { paymentRoutes } from './modules/payment/index.ts';
import { merchantRoutes } from './modules/merchant/index.ts';
import { AppError } from './platform/errors.ts';
import { errorEnvelope, registerErrorHandling } from './platform/envelope.ts';
import { createReadCache } from './platform/read-cache.ts';
import { registerStaticFiles } from './platform/static-files.ts';
import './platform/context.ts';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Tests skip static files; the running mall serves them. */
  serveStatic?: boolean;
}

/** Wires the platform and every module. Tests call this directly and use inject(). */
export async function buildApp(input: AppInput, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const deps: AppDeps = { ...input, cache: createReadCache(input.config.readCacheTtlMs) };
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  registerErrorHandling(app, deps.config.defaultLang);

  // Liveness answers without touching anything; it doubles as the benchmarks' same-run ceiling.
  app.get('/livez', async () => ({ status: 'ok' }));
  app.get('/healthz', async () => {
    await deps.db.execute('select 1');
    return { status: 'ok' };
  });

  for (const routes of [siteRoutes, catalogRoutes, shopRoutes, searchRoutes, cmsRoutes]) routes(app, deps);
  for (const routes of [accountRoutes, codeRoutes, demoRoutes, memberRoutes]) routes(app, deps);
  cartRoutes(app, deps);
  memberAddressRoutes(app, deps);
  couponRoutes(app, deps);
  for (const routes of [cityRoutes, collectRoutes, browseRoutes]) routes(app, deps);
  for (const routes of [reviewRoutes, regionRoutes, deliveryRoutes, promotionRoutes]) routes(app, deps);
  for (const routes of [checkoutRoutes, orderRoutes]) routes(app, deps);
  paymentRoutes(app, deps);
  merchantRoutes(app, deps);

  if (opts.serveStatic) {
    await registerStaticFiles(app, {
      uploadDir: deps.config.uploadDir,
      storefrontDist: deps.config.storefrontDist,
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const err = new AppError('NOT_FOUND', 'ROUTE_NOT_FOUND', {
      params: { path: req.url.split('?')[0] ?? '' },
    });
    return reply.status(404).send(errorEnvelope(err, deps.config.defaultLang));
  });
  return app;
}
