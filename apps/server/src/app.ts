import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppDeps, AppInput } from './app-deps.ts';
// Each module's calls come from its *.routes.ts (which also hands its messages to the platform); a module's
// index.ts is what other modules may use, so it does not pull the routes (and their imports) in.
import { siteRoutes } from './modules/site/site.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { shopRoutes } from './modules/shop/shop.routes.ts';
import { shopConsoleRoutes } from './modules/shop/shop-console.routes.ts';
import { couponConsoleRoutes } from './modules/coupon/coupon-console.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { cmsRoutes } from './modules/cms/cms.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { codeRoutes } from './modules/account/code.routes.ts';
import { demoRoutes } from './modules/account/demo.routes.ts';
import { memberRoutes } from './modules/member/member.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { memberAddressRoutes } from './modules/address/member/member-address.routes.ts';
import { couponRoutes } from './modules/coupon/coupon.routes.ts';
import { cityRoutes } from './modules/city/city.routes.ts';
import { browseRoutes } from './modules/member/browse/browse.routes.ts';
import { collectRoutes } from './modules/member/collect/collect.routes.ts';
import { regionRoutes } from './modules/address/address.routes.ts';
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { promotionRoutes } from './modules/promotion/promotion.routes.ts';
import { seckillRoutes } from './modules/seckill/seckill.routes.ts';
import { reviewRoutes } from './modules/review/review.routes.ts';
import { orderRoutes } from './modules/order/order.routes.ts';
import { checkoutRoutes } from './flows/checkout/checkout.routes.ts';
import { payRoutes } from './flows/pay/pay.routes.ts';
import { paymentRoutes } from './modules/payment/payment.routes.ts';
import { merchantRoutes } from './modules/merchant/merchant.routes.ts';
import { createLimitStore } from './platform/auth/throttle.ts';
import { registerRetryAfter } from './platform/auth/retry-after.ts';
import { operatorRoutes } from './modules/operator/operator.routes.ts';
import { verifyRoutes } from './modules/verify/verify.routes.ts';
import { refundRoutes } from './modules/refund/refund.routes.ts';
import { shopApplyRoutes } from './modules/shop/apply/apply.routes.ts';
import { settleRoutes } from './flows/settle/settle.routes.ts';
import { loyaltyRoutes } from './modules/loyalty/loyalty.routes.ts';
import { rechargeRoutes } from './modules/recharge/recharge.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { walletConsoleRoutes } from './modules/wallet/wallet-console.routes.ts';
import { groupbuyRoutes } from './modules/groupbuy/groupbuy.routes.ts';
import { promotionCheckoutRoutes } from './flows/checkout/checkout-promotion.routes.ts';
import { comboRoutes } from './modules/combo/combo.routes.ts';
import { topicRoutes } from './modules/topic/topic.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { siteContentRoutes } from './modules/site/site-content.routes.ts';
import { SocketHub } from './platform/ws/hub.ts';
import { createRedisBus } from './platform/ws/bus.ts';
import { registerSocketRoute } from './platform/ws/socket-route.ts';
import { AppError } from './platform/errors.ts';
import { redactedLogger } from './platform/log-redaction.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { errorEnvelope, logErrorCode, registerErrorHandling, requestLang } from './platform/envelope.ts';
import { createReadCache } from './platform/read-cache.ts';
import { readCacheGeneration } from './platform/cache/cache-generation.ts';
import { registerHealthRoutes } from './platform/health.ts';
import { registerBenchCeiling } from './platform/bench-ceiling.ts';
import { registerStaticFiles } from './platform/static-files.ts';
import fastifyCompress from '@fastify/compress';
import './platform/context.ts';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Tests skip static files; the running mall serves them. */
  serveStatic?: boolean;
}

/** Wires the platform and every module. Tests call this directly and use inject(). */
export async function buildApp(input: AppInput, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = input;
  const limits =
    input.limits ?? createLimitStore(input.db, { url: config.redisUrl, prefix: config.redisPrefix });
  // Cached site data follows the operator's changes in every process within a second (cache-generation.ts).
  const cacheGeneration = { read: () => readCacheGeneration(input.db), checkMs: 1000 };
  const cache = createReadCache(config.readCacheTtlMs, Date.now, cacheGeneration);
  // Chat sockets: with REDIS_URL every process hears every push and presence expires with a dead process.
  const hub = new SocketHub({
    bus:
      input.bus ??
      (config.redisUrl
        ? createRedisBus(config.redisUrl, config.redisPrefix, Date.now, config.chatPresenceTtlMs)
        : undefined),
  });
  const deps: AppDeps = { ...input, limits, cache, cacheGeneration, hub };
  const app = Fastify({
    // Secrets, tokens, codes and passwords never reach the logs (platform/log-redaction.ts).
    logger: opts.logger
      ? { ...redactedLogger(config.logLevel), ...(typeof opts.logger === 'object' ? opts.logger : {}) }
      : false,
    bodyLimit: 1024 * 1024,
    // Off unless TRUST_PROXY names the proxies: X-Forwarded-* from anyone else must not pick the client's
    // address (every per-address limit keys on it), nor the host or protocol.
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  if (!input.limits) app.addHook('onClose', () => limits.close());
  registerErrorHandling(app, config.defaultLang);
  registerRetryAfter(app);
  registerSecurityHeaders(app, { publicUrl: config.publicUrl, chatSocketUrl: config.chatSocketUrl });
  if (config.env === 'production' && config.demoDoors) {
    app.log.warn(
      'DEMO_DOORS=on in production mode: the sandbox gateway (anyone can approve their own payment), ' +
        '/api/demo/* (captcha answers) and the demo outbox (every code sent) are open to everyone',
    );
  }

  // JSON answers over 1 KiB go out compressed when the client accepts it (cached ones come compressed already:
  // platform/ready-answer.ts; static files have their .br/.gz made at build: platform/static-files.ts).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  registerHealthRoutes(app, deps.db);
  if (config.benchDbCeiling) registerBenchCeiling(app, deps.db);

  for (const routes of [siteRoutes, catalogRoutes, shopRoutes, searchRoutes, cmsRoutes]) routes(app, deps);
  for (const routes of [accountRoutes, codeRoutes, demoRoutes, memberRoutes]) routes(app, deps);
  cartRoutes(app, deps);
  memberAddressRoutes(app, deps);
  couponRoutes(app, deps);
  for (const routes of [cityRoutes, collectRoutes, browseRoutes]) routes(app, deps);
  for (const routes of [reviewRoutes, regionRoutes, deliveryRoutes, promotionRoutes]) routes(app, deps);
  seckillRoutes(app, deps);
  for (const routes of [checkoutRoutes, orderRoutes]) routes(app, deps);
  paymentRoutes(app, deps);
  payRoutes(app, deps);
  merchantRoutes(app, deps);
  refundRoutes(app, deps);
  // The merchant console's calls of the modules that own the shop's settings, templates and coupon types.
  for (const routes of [shopConsoleRoutes, couponConsoleRoutes]) routes(app, deps);
  operatorRoutes(app, deps);
  verifyRoutes(app, deps);
  shopApplyRoutes(app, deps);
  settleRoutes(app, deps);
  for (const routes of [loyaltyRoutes, rechargeRoutes]) routes(app, deps);
  walletRoutes(app, deps);
  walletConsoleRoutes(app, deps);
  // Promotions: group buys, combo packages, topic events and their checkout variants.
  for (const routes of [groupbuyRoutes, comboRoutes, topicRoutes, promotionCheckoutRoutes]) routes(app, deps);
  await registerSocketRoute(app, hub);
  chatRoutes(app, deps);
  siteContentRoutes(app, deps);

  if (opts.serveStatic) {
    await registerStaticFiles(app, {
      uploadDir: deps.config.uploadDir,
      storefrontDist: deps.config.storefrontDist,
      consoleDist: deps.config.consoleDist,
      defaultLang: deps.config.defaultLang,
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const err = new AppError('NOT_FOUND', 'ROUTE_NOT_FOUND', {
      params: { path: req.url.split('?')[0] ?? '' },
    });
    logErrorCode(reply, err.errorCode);
    return reply.status(404).send(errorEnvelope(err, requestLang(req, deps.config.defaultLang)));
  });
  return app;
}
