import { address } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { toRawJson } from '../../platform/raw-json.ts';
import { areaList, cityList } from './address.service.ts';
import { REGION_MESSAGES } from './address.messages.ts';

/** Regions never change while the mall runs, so answers are kept in the read cache. */
export function regionRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('region', REGION_MESSAGES);
  const { db, cache } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/api/address/lists',
    input: address.areaListRequest,
    handler: (input) =>
      cache.get(`areas:${input.pid}:${input.level ?? 0}`, async () =>
        toRawJson(await areaList(db, input.pid, input.level)),
      ),
  });
  call({
    path: '/api/address/city',
    input: address.cityRequest,
    handler: () => cache.get('areas:cities', async () => toRawJson(await cityList(db))),
  });
}
