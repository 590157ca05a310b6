import { delivery } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { freight } from './delivery.service.ts';

export function deliveryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const call = callRegistrar(app, deps);
  call({
    path: '/api/delivery/freight',
    input: delivery.freightRequest,
    handler: (input) => freight(deps.db, input),
  });
}
