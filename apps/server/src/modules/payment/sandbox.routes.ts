import querystring from 'node:querystring';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxGateway } from './sandbox-gateway.ts';
import { cashierPage, decidedPage, notFoundPage } from './sandbox-pages.ts';

const paramsSchema = z.object({ trade_no: z.string().regex(/^SBX[0-9a-f]{32}$/) });
const decisionSchema = z.object({ decision: z.enum(['approve', 'decline']) });

/**
 * The gateway's cashier: a page per transaction where the payer approves or declines. Registered as its own
 * plugin so the form-body parser it needs stays inside it.
 */
export async function sandboxGatewayRoutes(
  app: FastifyInstance,
  opts: { gateway: SandboxGateway },
): Promise<void> {
  const { gateway } = opts;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => {
      done(null, querystring.parse(String(body)));
    },
  );

  app.get('/sandbox-gateway/cashier/:trade_no', async (req, reply) => {
    const params = paramsSchema.safeParse(req.params);
    const trade = params.success ? await gateway.findTrade(params.data.trade_no) : undefined;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!trade) return reply.status(404).send(notFoundPage());
    return trade.status === 0
      ? cashierPage(trade)
      : decidedPage(trade, await gateway.findRefunds(trade.tradeNo));
  });

  app.post('/sandbox-gateway/cashier/:trade_no/decide', async (req, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const params = paramsSchema.safeParse(req.params);
    const body = decisionSchema.safeParse(req.body);
    if (!params.success) return reply.status(404).send(notFoundPage());
    if (!body.success) return reply.status(400).send(notFoundPage());
    const decided = await gateway.decide(params.data.trade_no, body.data.decision === 'approve');
    if (decided) return decidedPage(decided);
    const trade = await gateway.findTrade(params.data.trade_no);
    // Already decided: show that decision again; a second click changes nothing.
    return trade ? reply.status(409).send(decidedPage(trade)) : reply.status(404).send(notFoundPage());
  });
}
