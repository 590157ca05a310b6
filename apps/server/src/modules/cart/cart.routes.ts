import { cart } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { addToCart, batchAdd, countBuyable, deleteLines, editLine, listLines } from './cart.service.ts';
import { CART_MESSAGES } from './cart.messages.ts';

/** The member cart (spec §7 "Cart and order creation"): every call is login-forced and works on ctx.memberId. */
export function cartRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('cart', CART_MESSAGES);
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/api/cart/add',
    input: cart.cartAddRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => addToCart(db, ctx.memberId, input.sku_id, input.num),
  });
  call({
    path: '/api/cart/batchAdd',
    input: cart.cartBatchAddRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => batchAdd(db, ctx.memberId, input.sku_list, ctx.lang),
  });
  call({
    path: '/api/cart/edit',
    input: cart.cartEditRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => editLine(db, ctx.memberId, input.cart_id, input.num),
  });
  call({
    path: '/api/cart/delete',
    input: cart.cartDeleteRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => deleteLines(db, ctx.memberId, input.cart_id),
  });
  call({
    path: '/api/cart/goodslists',
    input: cart.cartListRequest,
    auth: 'member',
    handler: (_input, ctx) => listLines(db, ctx.memberId),
  });
  call({
    path: '/api/cart/count',
    input: cart.cartCountRequest,
    auth: 'member',
    handler: (_input, ctx) => countBuyable(db, ctx.memberId),
  });
}
