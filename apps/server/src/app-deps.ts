import type { Config } from './config/config.ts';
import type { Db } from './db/client.ts';

/** What every module receives: the parsed configuration and the database. */
export interface AppDeps {
  config: Config;
  db: Db;
}
