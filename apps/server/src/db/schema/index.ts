export * from './site.ts';
export * from './shop.ts';
export * from './catalog.ts';
export * from './cms.ts';
export * from './member.ts';
export * from './account.ts';
