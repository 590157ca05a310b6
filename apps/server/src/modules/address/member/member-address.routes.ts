import { memberAddress as contract } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps.ts';
import { callRegistrar } from '../../../platform/call.ts';
import { registerMessages } from '../../../platform/i18n/messages.ts';
import * as service from './member-address.service.ts';
import { MEMBER_ADDRESS_MESSAGES } from './member-address.messages.ts';

/** A member's delivery addresses (spec §7 "Address"): every call is login-forced and owner-only. */
export function memberAddressRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('memberAddress', MEMBER_ADDRESS_MESSAGES);
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/api/memberaddress/page',
    input: contract.addressPageRequest,
    auth: 'member',
    handler: (input, ctx) => service.addressPage(db, ctx.memberId, input.page, input.page_size),
  });
  call({
    path: '/api/memberaddress/info',
    input: contract.addressInfoRequest,
    auth: 'member',
    handler: (input, ctx) => service.addressInfo(db, ctx.memberId, input.id),
  });
  call({
    path: '/api/memberaddress/add',
    input: contract.addressAddRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => service.addAddress(db, ctx.memberId, input),
  });
  call({
    path: '/api/memberaddress/edit',
    input: contract.addressEditRequest,
    auth: 'member',
    read: false,
    handler: ({ id, ...input }, ctx) => service.editAddress(db, ctx.memberId, id, input),
  });
  call({
    path: '/api/memberaddress/setdefault',
    input: contract.addressIdRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => service.setDefaultAddress(db, ctx.memberId, input.id),
  });
  call({
    path: '/api/memberaddress/delete',
    input: contract.addressIdRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => service.deleteAddress(db, ctx.memberId, input.id),
  });
}
