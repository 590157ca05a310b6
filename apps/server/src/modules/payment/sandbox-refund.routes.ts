import { moneyToCents } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { refundTrade } from './sandbox-refund.repository.ts';
import { NOTIFY_MAX_AGE_SECONDS, verifyRefundSignature } from './sandbox-sign.ts';

export const SANDBOX_REFUND_PATH = '/sandbox-gateway/refund';

const requestSchema = z.object({
  out_trade_no: z.string().max(40),
  trade_no: z.string().max(100),
  refund_no: z.string().min(1).max(40),
  amount: z.string().regex(/^\d{1,10}\.\d{2}$/),
  timestamp: z.string().regex(/^\d{1,12}$/),
  nonce: z.string().max(64),
  sign: z.string().max(128),
});

/**
 * The sandbox gateway's refund call, as a real provider's: a signed request naming the transaction, the refund
 * number (the idempotency key: a repeat answers the first result) and the amount; it answers JSON
 * {result: 'success' | 'fail', reason}. Never more than the transaction took in total.
 */
export async function sandboxRefundRoutes(app: FastifyInstance, opts: { db: Db; secret: string }) {
  app.post(SANDBOX_REFUND_PATH, async (req) => {
    const parsed = requestSchema.safeParse(req.body);
    if (!parsed.success) return { result: 'fail', reason: 'bad request' };
    const { sign, ...fields } = parsed.data;
    if (!verifyRefundSignature(fields, sign, opts.secret)) return { result: 'fail', reason: 'bad signature' };
    const now = Math.floor(Date.now() / 1000);
    if (Math.abs(now - Number(fields.timestamp)) > NOTIFY_MAX_AGE_SECONDS) {
      return { result: 'fail', reason: 'stale request' };
    }
    const amount = moneyToCents(fields.amount);
    if (amount === null || amount <= 0) return { result: 'fail', reason: 'bad amount' };
    const done = await refundTrade(
      opts.db,
      { refundNo: fields.refund_no, tradeNo: fields.trade_no, amount },
      now,
    );
    return done ? { result: 'success', refund_id: done.id } : { result: 'fail', reason: 'refused' };
  });
}
