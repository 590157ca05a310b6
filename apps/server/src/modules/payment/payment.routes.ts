import { payment } from '@mall/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import type { JobDefinition } from '../../platform/jobs/job-runner.ts';
import { handleSandboxNotification } from './payment-notify.ts';
import { paymentSettings } from './payment.settings.ts';
import { payInfo, payStatus, payTypes, startPay } from './payment.service.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.ts';
import { sandboxGatewayRoutes } from './sandbox.routes.ts';

export const SANDBOX_NOTIFY_PATH = '/api/pay/notify/sandbox';
const gateways = new WeakMap<FastifyInstance, SandboxGateway>();

/** The sandbox gateway wired into an app (tests drive its deliveries; the retry job uses it). */
export const sandboxGatewayOf = (app: FastifyInstance) => gateways.get(app);

function originOf(req: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ? publicUrl.replace(/\/+$/, '') : `${req.protocol}://${req.host}`;
}

/**
 * The pay calls (facts §8) and the sandbox provider. The gateway delivers its notifications through Fastify's
 * inject: it lives in this process, so it reaches the notify route (same parsing, signature check and rules as
 * over the network) without depending on a public address or a proxy in front of the mall.
 */
export function paymentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  const settings = paymentSettings();
  const gateway = createSandboxGateway({
    db,
    secret: settings.sandboxSecret,
    send: async (body) =>
      (await app.inject({ method: 'POST', url: SANDBOX_NOTIFY_PATH, payload: body })).body,
    onError: (err) => app.log.warn({ err }, 'sandbox notification failed'),
  });
  gateways.set(app, gateway);
  const providers = [gateway.provider];
  const call = callRegistrar(app, deps);

  call({
    path: '/api/pay/type',
    input: payment.payTypeRequest,
    handler: (_i, ctx) => payTypes(providers, ctx.lang),
  });
  call({
    path: '/api/pay/info',
    input: payment.payInfoRequest,
    auth: 'member',
    handler: (input, ctx) => payInfo(db, ctx.memberId, input.out_trade_no, ctx.lang),
  });
  call({
    path: '/api/pay/status',
    input: payment.payStatusRequest,
    auth: 'member',
    handler: (input, ctx) => payStatus(db, ctx.memberId, input.out_trade_no),
  });
  call({
    path: '/api/pay/pay',
    input: payment.payPayRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx, req) => {
      const provider = providers.find((p) => p.payType === input.pay_type)!;
      return startPay(db, provider, ctx.memberId, input.out_trade_no, originOf(req, config.publicUrl));
    },
  });

  app.post(SANDBOX_NOTIFY_PATH, async (req, reply) => {
    const outcome = await handleSandboxNotification(
      db,
      settings.sandboxSecret,
      req.body,
      Math.floor(Date.now() / 1000),
    );
    if (outcome !== 'success') req.log.warn({ outcome }, 'sandbox notification refused');
    return reply
      .status(outcome === 'success' ? 200 : 400)
      .type('text/plain; charset=utf-8')
      .send(outcome === 'success' ? 'success' : 'fail');
  });
  void app.register(sandboxGatewayRoutes, { gateway });
}

/**
 * Delivers sandbox notifications still due after a restart (the gateway retries in-process otherwise). The job
 * only starts the delivery: it must run after the job's transaction ends, since each delivery calls the notify
 * route, which opens its own transaction (on PGlite's single connection a nested wait would never end).
 */
export const sandboxNotifyRetryJob = (app: FastifyInstance): JobDefinition => ({
  name: 'sandboxNotifyRetry',
  everySeconds: 60,
  run: async (_tx, run) => {
    const gateway = gateways.get(app);
    if (!gateway) return;
    setImmediate(() => {
      gateway
        .deliverDue(run.now)
        .catch((err: unknown) => app.log.warn({ err }, 'sandbox notification retry failed'));
    });
  },
});
