import { order as contract } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { repayOrders } from './order-repay.ts';
import * as service from './order.service.ts';
import { ORDER_MESSAGES } from './order.messages.ts';

/** The member's orders (spec §7 "Orders", login forced); every call reads and writes by ctx.memberId. */
export function orderRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('order', ORDER_MESSAGES);
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/api/order/lists',
    input: contract.orderListRequest,
    auth: 'member',
    handler: (input, ctx) => service.listOrders(db, ctx.memberId, input, ctx.lang),
  });
  call({
    path: '/api/order/num',
    input: contract.orderNumRequest,
    auth: 'member',
    handler: (input, ctx) => service.countOrders(db, ctx.memberId, input.order_status),
  });
  call({
    path: '/api/order/detail',
    input: contract.orderIdRequest,
    auth: 'member',
    handler: (input, ctx) =>
      service.orderDetailOf(db, ctx.memberId, input.order_id, ctx.lang, deps.config.uploadDir),
  });
  call({
    path: '/api/order/package',
    input: contract.orderIdRequest,
    auth: 'member',
    handler: (input, ctx) => service.orderPackages(db, ctx.memberId, input.order_id, ctx.lang),
  });
  const write = (path: string, run: (memberId: number, orderId: number) => Promise<number>) =>
    call({
      path,
      input: contract.orderIdRequest,
      auth: 'member',
      read: false,
      handler: (input, ctx) => run(ctx.memberId, input.order_id),
    });
  write('/api/order/close', (memberId, orderId) => service.closeOwnOrder(db, memberId, orderId));
  write('/api/order/takedelivery', (memberId, orderId) => service.takeOwnDelivery(db, memberId, orderId));
  write('/api/order/extendtakedelivery', (memberId, orderId) =>
    service.extendOwnTakeDelivery(db, memberId, orderId),
  );
  call({
    path: '/api/order/pay',
    input: contract.orderPayRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => repayOrders(db, ctx.memberId, input.order_ids),
  });
}
