import { z } from './zod.ts';
import { flagInput, idInput } from './input.ts';
import { pagingSchema } from './paging.ts';
import { optionalInput } from './wire.ts';

/** The operator's member list: a search over username, mobile and nickname (part of any), and the status. */
export const memberSearchRequest = pagingSchema.extend({
  search: optionalInput(z.string().trim().min(1).max(40)),
  status: optionalInput(flagInput),
});
export type MemberSearchInput = z.infer<typeof memberSearchRequest>;

export const memberIdRequest = z.object({ member_id: idInput });
/** Lock (0) or unlock (1) a member; locking ends every session of the member at once. */
export const memberStatusRequest = z.object({ member_id: idInput, status: flagInput });

export interface MemberRow {
  member_id: number;
  username: string;
  nickname: string;
  mobile: string;
  email: string;
  headimg: string;
  status: 0 | 1;
  member_level_name: string;
  point: number;
  balance: string;
  reg_time: number;
  login_time: number;
}

export interface MemberDetail extends MemberRow {
  growth: number;
  last_login_ip: string;
  order_count: number;
  live_sessions: number;
}
