import { account } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { peekCaptcha } from './captcha.service.ts';
import { outboxPage, readOutbox } from './outbox.ts';

/**
 * Demo doors (config.demoDoors: not registered in production mode unless DEMO_DOORS=on): the outbox of codes and e-mails
 * "sent", as JSON and as a page a person trying the demo can read, and the answer of a captcha for journeys.
 */
export function demoRoutes(app: FastifyInstance, deps: AppDeps): void {
  if (!deps.config.demoDoors) return;
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/api/demo/outbox',
    input: account.outboxRequest,
    handler: (input) => readOutbox(db, input.to),
  });
  call({
    path: '/api/demo/captcha',
    input: account.captchaPeekRequest,
    handler: async (input) => ({ code: await peekCaptcha(db, input.captcha_id) }),
  });
  app.get('/demo/outbox', async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(outboxPage(await readOutbox(db))),
  );
}
