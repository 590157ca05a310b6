import { toPaged, type Lang, type loyalty, type Paged } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { MessageKey } from '../../platform/i18n/messages.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { ledgerRemark } from '../wallet/index.ts';
import { selectPointPage } from './loyalty.repository.ts';

const SOURCE_KEYS: Record<string, MessageKey> = {
  signin: 'POINT_FROM_SIGNIN',
  register: 'POINT_FROM_REGISTER',
  memberrecharge: 'POINT_FROM_MEMBERRECHARGE',
  memberconsume: 'POINT_FROM_MEMBERCONSUME',
  manjian: 'POINT_FROM_MANJIAN',
  adjust: 'POINT_FROM_ADJUST',
  refund: 'POINT_FROM_REFUND',
};

/** My points (spec §3 points record: source, points, remark, time), newest first, by source when asked. */
export async function pointPage(
  db: Db,
  memberId: number,
  q: { page: number; page_size: number; from_type?: string },
  lang: Lang,
): Promise<Paged<loyalty.PointRecord>> {
  const { count, list } = await selectPointPage(
    db,
    memberId,
    q.from_type,
    q.page_size,
    (q.page - 1) * q.page_size,
  );
  const rows = list.map((r) => ({
    id: r.id,
    account_data: r.accountData,
    from_type: r.fromType,
    type_name: SOURCE_KEYS[r.fromType] ? translate(lang, SOURCE_KEYS[r.fromType]!) : r.fromType,
    remark: ledgerRemark(lang, r.remark),
    create_time: r.createTime,
  }));
  return toPaged(rows, count, q.page_size);
}
