import type { Config } from './config/config.ts';
import type { Db } from './db/client.ts';
import type { LimitStore } from './platform/auth/limit-store.ts';
import type { GenerationSource, ReadCache } from './platform/read-cache.ts';
import type { Bus } from './platform/ws/bus.ts';
import type { SocketHub } from './platform/ws/hub.ts';

/** What the process (or a test) hands to buildApp. */
export interface AppInput {
  config: Config;
  db: Db;
  /** Where failed-try and send limits are counted; buildApp makes one from the config when not given. */
  limits?: LimitStore;
  /** The chat hub's bus; buildApp makes one from the config when not given (a test hands a recording one). */
  bus?: Bus;
}

/** What every module receives: the parsed configuration, the database, the limits and the read cache. */
export interface AppDeps extends AppInput {
  limits: LimitStore;
  cache: ReadCache;
  /** The shared change counter every read cache compares against (other caches are made with it too). */
  cacheGeneration: GenerationSource;
  /** The chat socket hub (fan-out over Redis with REDIS_URL). */
  hub: SocketHub;
}
