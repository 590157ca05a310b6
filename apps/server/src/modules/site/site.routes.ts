import { LANGS, site } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { toRawJson } from '../../platform/raw-json.ts';
import { homeFloors } from './floors.service.ts';
import * as configs from './site-config.service.ts';
import { advDetail, friendlyLinkPage, navPage, wapQrcode, websiteInfo } from './site.service.ts';

export function siteRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, cache, config } = deps;
  const call = callRegistrar(app, deps);
  const none = site.emptyRequest;

  call({
    path: '/api/website/info',
    input: none,
    handler: (_, ctx) => cache.get(`website:${ctx.websiteId}`, () => websiteInfo(db, ctx.websiteId)),
  });
  call({ path: '/api/config/copyright', input: none, handler: (_, ctx) => configs.copyright(db, ctx.lang) });
  call({
    path: '/api/website/wapqrcode',
    input: none,
    // Absolute links come from PUBLIC_URL, never from the request's Host or X-Forwarded-Host.
    handler: () => wapQrcode(db, config.publicUrl, config.uploadDir),
  });
  call({ path: '/api/config/defaultimg', input: none, handler: () => configs.defaultImages(db) });
  call({
    path: '/api/adv/detail',
    input: site.advDetailRequest,
    handler: (input, ctx) => advDetail(db, input.keyword, ctx.lang),
  });
  call({
    path: '/api/config/servicer',
    input: none,
    handler: () => configs.servicerConfig(db, config.chatSocketUrl),
  });
  call({
    path: '/api/pc/friendlyLink',
    input: site.listPageRequest,
    handler: (input) => friendlyLinkPage(db, input.page, input.page_size),
  });
  call({
    path: '/api/pc/navList',
    input: site.listPageRequest,
    handler: (input, ctx) => navPage(db, input.page, input.page_size, ctx.lang),
  });
  call({
    path: '/api/Multilang/getNLangVal',
    input: none,
    handler: (): site.LangValue => ({ lang: config.defaultLang, langs: [...LANGS] }),
  });
  call({ path: '/pc/api/pc/categoryconfig', input: none, handler: () => configs.categoryConfig(db) });
  // The newer home page reads getIndexFloor; older builds read floors. Both answer the same floors.
  for (const path of ['/api/pc/getIndexFloor', '/api/pc/floors']) {
    call({
      path,
      input: none,
      handler: (_, ctx) =>
        cache.get(`floors:${ctx.websiteId}:${ctx.lang}`, async () =>
          toRawJson(await homeFloors(db, ctx.websiteId, ctx.lang)),
        ),
    });
  }
  call({ path: '/api/pc/floatLayer', input: none, handler: (_, ctx) => configs.floatLayer(db, ctx.lang) });
  call({
    path: '/api/addon/addonisexit',
    input: site.addonRequest,
    handler: (): site.AddonFlags => ({ ...config.addons }),
  });
}
