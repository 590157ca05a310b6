import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import {
  paymentSettings,
  SANDBOX_NOTIFY_PATH,
  verifySandboxNotification,
} from '../../modules/payment/index.ts';
import { applyPaymentResult, type NotifyOutcome } from './pay-settle.ts';

/**
 * The sandbox provider's notify route: the payment module verifies the notification (signature, freshness), the
 * pay flow applies it to the pay row and its orders. The gateway reads only the text: "success" or "fail".
 */
export function payRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, cache, config } = deps;
  // The sandbox is a demo door: in production mode its notify route does not exist unless DEMO_DOORS=on.
  if (!config.demoDoors) return;
  const secret = paymentSettings().sandboxSecret;
  app.post(SANDBOX_NOTIFY_PATH, async (req, reply) => {
    const now = Math.floor(Date.now() / 1000);
    const verdict = verifySandboxNotification(secret, req.body, now);
    const outcome: NotifyOutcome =
      'refused' in verdict ? verdict.refused : await applyPaymentResult({ db, cache }, verdict.result, now);
    if (outcome !== 'success') req.log.warn({ outcome }, 'sandbox notification refused');
    return reply
      .status(outcome === 'success' ? 200 : 400)
      .type('text/plain; charset=utf-8')
      .send(outcome === 'success' ? 'success' : 'fail');
  });
}
