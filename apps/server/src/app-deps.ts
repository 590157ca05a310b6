import type { Config } from './config/config.ts';
import type { Db } from './db/client.ts';
import type { ReadCache } from './platform/read-cache.ts';

/** What the process (or a test) hands to buildApp. */
export interface AppInput {
  config: Config;
  db: Db;
}

/** What every module receives: the parsed configuration, the database and the read cache. */
export interface AppDeps extends AppInput {
  cache: ReadCache;
}
