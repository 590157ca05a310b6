import { refund as contract } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import {
  agreeComplain,
  applyComplain,
  cancelComplain,
  complainDetail,
  complainList,
  refuseComplain,
} from './complain.service.ts';
import { REFUND_MESSAGES } from './refund.messages.ts';
import { refundNotices } from './refund-notice.ts';
import { refundPictureRoute } from './refund-picture.routes.ts';
import { runRefundTimers } from './refund-timers.ts';
import { holdLine } from './refund-steps.ts';
import { sendRefundsSoon } from '../payment/index.ts';
import {
  applyRefund,
  cancelRefund,
  refundData,
  refundDetail,
  refundList,
  sendBack,
} from './refund.service.ts';
import {
  agreeRefund,
  receiveReturn,
  refuseRefund,
  shopRefundDetail,
  shopRefundList,
  transferRefund,
} from './refund-shop.ts';

/**
 * After-sales calls (facts §3): the buyer's `/api/orderrefund/*` and `/api/ordercomplain/*` (login forced, the
 * member from the session), the shop's `/merchant/api/refund/*` and the operator's `/operator/api/complain/*`.
 */
export function refundRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('refund', REFUND_MESSAGES);
  const { db } = deps;
  const call = callRegistrar(app, deps);
  const auth = 'member' as const;
  call({
    path: '/api/orderrefund/refundData',
    auth,
    input: contract.refundLineRequest,
    handler: (i, ctx) => refundData(db, ctx.memberId, i.order_goods_id, ctx.lang),
  });
  call({
    path: '/api/orderrefund/refund',
    auth,
    read: false,
    input: contract.refundApplyRequest,
    handler: (i, ctx) => applyRefund(db, ctx.memberId, i),
  });
  call({
    path: '/api/orderrefund/cancel',
    auth,
    read: false,
    input: contract.refundLineRequest,
    handler: (i, ctx) => cancelRefund(db, ctx.memberId, i.order_goods_id),
  });
  call({
    path: '/api/orderrefund/delivery',
    auth,
    read: false,
    input: contract.refundDeliveryRequest,
    handler: (i, ctx) => sendBack(db, ctx.memberId, i),
  });
  call({
    path: '/api/orderrefund/detail',
    auth,
    input: contract.refundLineRequest,
    handler: (i, ctx) => refundDetail(db, ctx.memberId, i.order_goods_id, ctx.lang),
  });
  call({
    path: '/api/orderrefund/lists',
    auth,
    input: contract.refundListRequest,
    handler: (i, ctx) => refundList(db, ctx.memberId, i, ctx.lang),
  });
  call({
    path: '/api/orderrefund/notices',
    auth,
    input: contract.refundListRequest,
    handler: (i, ctx) => refundNotices(db, ctx.memberId, i, ctx.lang),
  });
  refundPictureRoute(app, deps);
  // Demo door (absent in production mode): the timers of one of the member's lines run as if days had passed, so
  // a journey sees the platform approve an overdue refund without waiting a week. The job's code, a later clock;
  // other lines (other journeys' refunds) are left alone.
  if (deps.config.demoDoors) {
    call({
      path: '/api/demo/refundtimers',
      auth,
      read: false,
      input: contract.refundTimersDemoRequest,
      handler: async (i, ctx) => {
        const now = Math.floor(Date.now() / 1000) + i.days * 86_400;
        const only = { orderGoodsId: i.order_goods_id, memberId: ctx.memberId };
        const acted = await db.transaction(async (tx) => {
          await holdLine(tx, i.order_goods_id, { memberId: ctx.memberId }); // another's line reads as not found
          return runRefundTimers(tx, now, only);
        });
        sendRefundsSoon(db);
        return { acted };
      },
    });
  }
  complainCalls(app, deps);
  shopCalls(app, deps);
}

function complainCalls(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const call = callRegistrar(app, deps);
  const auth = 'member' as const;
  call({
    path: '/api/ordercomplain/detail',
    auth,
    input: contract.refundLineRequest,
    handler: (i, ctx) => complainDetail(db, ctx.memberId, i.order_goods_id, ctx.lang),
  });
  call({
    path: '/api/ordercomplain/complain',
    auth,
    read: false,
    input: contract.complainApplyRequest,
    handler: (i, ctx) => applyComplain(db, ctx.memberId, i),
  });
  call({
    path: '/api/ordercomplain/cancel',
    auth,
    read: false,
    input: contract.refundLineRequest,
    handler: (i, ctx) => cancelComplain(db, ctx.memberId, i.order_goods_id),
  });
  call({
    path: '/operator/api/complain/lists',
    auth: 'operator',
    input: contract.operatorComplainListRequest,
    handler: (i, ctx) => complainList(db, i, ctx.lang),
  });
  call({
    path: '/operator/api/complain/agree',
    auth: 'operator',
    read: false,
    input: contract.refundLineRequest,
    handler: (i, ctx) => agreeComplain(db, ctx, i.order_goods_id),
  });
  call({
    path: '/operator/api/complain/refuse',
    auth: 'operator',
    read: false,
    input: contract.operatorComplainRefuseRequest,
    handler: (i, ctx) => refuseComplain(db, ctx, i.order_goods_id, i.complain_refuse_reason),
  });
}

function shopCalls(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const call = callRegistrar(app, deps);
  const auth = 'merchant' as const;
  call({
    path: '/merchant/api/refund/lists',
    auth,
    input: contract.merchantRefundListRequest,
    handler: (i, ctx) => shopRefundList(db, ctx.siteId, i, ctx.lang),
  });
  call({
    path: '/merchant/api/refund/detail',
    auth,
    input: contract.refundLineRequest,
    handler: (i, ctx) => shopRefundDetail(db, ctx.siteId, i.order_goods_id, ctx.lang),
  });
  call({
    path: '/merchant/api/refund/agree',
    auth,
    read: false,
    input: contract.merchantRefundAgreeRequest,
    handler: (i, ctx) => agreeRefund(db, ctx, i.order_goods_id, i.refund_money),
  });
  call({
    path: '/merchant/api/refund/refuse',
    auth,
    read: false,
    input: contract.merchantRefundRefuseRequest,
    handler: (i, ctx) => refuseRefund(db, ctx, i.order_goods_id, i.refund_refuse_reason),
  });
  call({
    path: '/merchant/api/refund/receive',
    auth,
    read: false,
    input: contract.refundLineRequest,
    handler: (i, ctx) => receiveReturn(db, ctx, i.order_goods_id),
  });
  call({
    path: '/merchant/api/refund/transfer',
    auth,
    read: false,
    input: contract.merchantRefundTransferRequest,
    handler: (i, ctx) => transferRefund(db, ctx, i.order_goods_id, i.is_refund_stock === 1),
  });
}
