import type { FastifyInstance } from 'fastify';
import { LimitError } from './limit-store.ts';

/**
 * A refusal by a limit tells when to come back in a Retry-After header as well as in its envelope. onError
 * hooks run before the error handler writes the answer, so the header travels with whatever envelope it sends.
 */
export function registerRetryAfter(app: FastifyInstance): void {
  app.addHook('onError', async (_req, reply, err) => {
    if (err instanceof LimitError) reply.header('retry-after', String(err.retryAfterSeconds));
  });
}
