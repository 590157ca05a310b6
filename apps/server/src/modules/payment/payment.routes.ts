import { payment } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { AppError } from '../../platform/errors.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import type { JobDefinition } from '../../platform/jobs/job-runner.ts';
import { warnUnlessOutage } from '../../platform/outage.ts';
import { paymentSettings } from './payment.settings.ts';
import { payInfo, payStatus, payTypes, startPay } from './payment.service.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.ts';
import { sandboxGatewayRoutes } from './sandbox.routes.ts';
import { SANDBOX_REFUND_PATH, sandboxRefundRoutes } from './sandbox-refund.routes.ts';
import {
  refundStrayPayments,
  registerRefundSender,
  sendDueRefunds,
  sendRefundsNow,
  type RefundReply,
} from './pay-refund.ts';
import { PAYMENT_MESSAGES } from './payment.messages.ts';
import { payRefundList, retryPayRefund } from './pay-refund-admin.ts';

export const SANDBOX_NOTIFY_PATH = '/api/pay/notify/sandbox';
const gateways = new WeakMap<FastifyInstance, SandboxGateway>();

/** The sandbox gateway wired into an app (tests drive its deliveries; the retry job uses it). */
export const sandboxGatewayOf = (app: FastifyInstance) => gateways.get(app);

/**
 * The pay calls (facts §8) and the sandbox provider. The gateway delivers its notifications through Fastify's
 * inject: it lives in this process, so it reaches the notify route (same parsing, signature check and rules as
 * over the network) without depending on a public address or a proxy in front of the mall. The notify route
 * itself belongs to the pay flow (flows/pay), since an approval pays orders.
 */
export function paymentRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('payment', PAYMENT_MESSAGES);
  const { db, config } = deps;
  const settings = paymentSettings();
  // The sandbox gateway is a demo door: in production mode it does not exist unless DEMO_DOORS=on.
  const gateway = config.demoDoors
    ? createSandboxGateway({
        db,
        secret: settings.sandboxSecret,
        send: async (body) =>
          (await app.inject({ method: 'POST', url: SANDBOX_NOTIFY_PATH, payload: body })).body,
        onError: (err) => warnUnlessOutage(app.log, err, 'sandbox notification failed'),
      })
    : undefined;
  if (gateway) gateways.set(app, gateway);
  const providers = gateway ? [gateway.provider] : [];
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
    handler: (input, ctx) => {
      const provider = providers.find((p) => p.payType === input.pay_type);
      if (!provider) {
        throw new AppError('PARAMETER_ERROR', 'PARAMETER_ERROR', {
          params: { detail: 'pay_type: not offered' },
        });
      }
      // Cashier, return and notify links come from PUBLIC_URL, never from the request's (forgeable) host.
      return startPay(db, provider, ctx.memberId, input.out_trade_no, config.publicUrl);
    },
  });

  if (gateway) void app.register(sandboxGatewayRoutes, { gateway });
  if (gateway) {
    void app.register(sandboxRefundRoutes, { db, secret: settings.sandboxSecret });
    // Refund requests reach the gateway's refund call through inject, as its notifications reach the mall.
    const send = async (body: object) =>
      (await app.inject({ method: 'POST', url: SANDBOX_REFUND_PATH, payload: body })).json<RefundReply>();
    registerRefundSender(db, (now = Math.floor(Date.now() / 1000)) =>
      sendDueRefunds(db, send, settings.sandboxSecret, now),
    );
  }
  operatorPayRefundCalls(app, deps);
}

/** The operator's screen of provider refunds given up after their tries: list, and send again by hand. */
function operatorPayRefundCalls(app: FastifyInstance, deps: AppDeps): void {
  const call = callRegistrar(app, deps);
  call({
    path: '/operator/api/payrefund/lists',
    auth: 'operator',
    input: payment.operatorPayRefundListRequest,
    handler: (i) => payRefundList(deps.db, i),
  });
  call({
    path: '/operator/api/payrefund/retry',
    auth: 'operator',
    read: false,
    input: payment.operatorPayRefundRetryRequest,
    handler: (i, ctx) => retryPayRefund(deps.db, ctx, i.id),
  });
}

/**
 * Gives back money that arrived for closed orders (pay_notify 'refund' rows become pay_refund rows in the job's
 * transaction) and then sends due refunds to the provider, after the transaction (see sandboxNotifyRetryJob).
 */
export const payRefundRetryJob = (app: FastifyInstance, db: AppDeps['db']): JobDefinition => ({
  name: 'payRefundRetry',
  everySeconds: 60,
  run: async (tx, run) => {
    await refundStrayPayments(tx, run.now);
    setImmediate(() => {
      sendRefundsNow(db, run.now).catch((err: unknown) =>
        warnUnlessOutage(app.log, err, 'refund retry failed'),
      );
    });
  },
});

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
        .catch((err: unknown) => warnUnlessOutage(app.log, err, 'sandbox notification retry failed'));
    });
  },
});
