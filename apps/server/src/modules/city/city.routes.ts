import { city } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { assertCityPlugin, citySites, websiteByAddress } from './city.service.ts';
import { CITY_MESSAGES } from './city.messages.ts';

export function cityRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('city', CITY_MESSAGES);
  const { db, config } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/api/website/getWebsiteidByAddress',
    input: city.websiteByAddressRequest,
    handler: (input) => {
      assertCityPlugin(config);
      return websiteByAddress(db, input.web_city);
    },
  });
  call({
    path: '/api/website/lists',
    input: city.websiteListRequest,
    handler: () => {
      assertCityPlugin(config);
      return citySites(db);
    },
  });
}
