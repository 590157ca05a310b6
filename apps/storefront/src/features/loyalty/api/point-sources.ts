import { loyalty } from '@mall/contracts';

/** The points page's tabs: every source, then each one the ledger names (facts §4.1 from_type). */
export const POINT_SOURCES_LIST = ['', ...loyalty.POINT_SOURCES] as const;
