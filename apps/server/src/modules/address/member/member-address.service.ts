import { memberAddress as contract, toPaged, type Paged } from '@mall/contracts';
import type { Db } from '../../../db/client.ts';
import type { Tx } from '../../../db/seed/insert.ts';
import { AppError } from '../../../platform/errors.ts';
import * as repo from './member-address.repository.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const notFound = () => new AppError('NOT_FOUND', 'ADDRESS_NOT_FOUND');

export function toWire(r: repo.AddressRow): contract.MemberAddress {
  return {
    id: r.id,
    member_id: r.memberId,
    name: r.name,
    mobile: r.mobile,
    telephone: r.telephone,
    province_id: r.provinceId,
    city_id: r.cityId,
    district_id: r.districtId,
    community_id: r.communityId,
    address: r.address,
    full_address: r.fullAddress,
    longitude: r.longitude,
    latitude: r.latitude,
    is_default: r.isDefault,
    create_time: r.createTime,
  };
}

/**
 * Checks the phone numbers and that province → city → district exist and belong together, and answers the
 * row's values: full_address as the form sent it, else made from the region names ("浙江省 杭州市 西湖区");
 * the map point and community as sent.
 */
async function checkedValues(db: Db, input: contract.AddressInput): Promise<repo.AddressValues> {
  if (!contract.MOBILE_RE.test(input.mobile)) throw new AppError('PARAMETER_ERROR', 'ADDRESS_MOBILE_FORMAT');
  if (input.telephone && !contract.TELEPHONE_RE.test(input.telephone)) {
    throw new AppError('PARAMETER_ERROR', 'ADDRESS_TELEPHONE_FORMAT');
  }
  const ids = [input.province_id, input.city_id, input.district_id];
  const areas = new Map((await repo.selectAreas(db, ids)).map((a) => [a.id, a]));
  const [p, c, d] = ids.map((id) => areas.get(id));
  const chained = p?.level === 1 && c?.level === 2 && c.pid === p.id && d?.level === 3 && d.pid === c.id;
  if (!chained) throw new AppError('PARAMETER_ERROR', 'ADDRESS_REGION_INVALID');
  return {
    name: input.name,
    mobile: input.mobile,
    telephone: input.telephone,
    provinceId: p.id,
    cityId: c.id,
    districtId: d.id,
    address: input.address,
    fullAddress: input.full_address ?? [p.name, c.name, d.name].join(' '),
    longitude: input.longitude,
    latitude: input.latitude,
    communityId: input.community_id,
    modifyTime: nowSeconds(),
  };
}

export async function addressPage(
  db: Db,
  memberId: number,
  page: number,
  pageSize: number,
): Promise<Paged<contract.MemberAddress>> {
  const { rows, total } = await repo.selectAddressPage(db, memberId, page, pageSize);
  return toPaged(rows.map(toWire), total, pageSize);
}

/** One own address; without an id (an add form asking) there is none to fill in: null. */
export async function addressInfo(
  db: Db,
  memberId: number,
  id: number | undefined,
): Promise<contract.MemberAddress | null> {
  if (id === undefined) return null;
  const row = await repo.selectAddress(db, memberId, id);
  if (!row) throw notFound();
  return toWire(row);
}

/** Adds an address; the member's first one becomes the default whatever the flag says. */
export async function addAddress(db: Db, memberId: number, input: contract.AddressInput): Promise<number> {
  const values = await checkedValues(db, input);
  return db.transaction(async (tx: Tx) => {
    await repo.lockMember(tx, memberId);
    const existing = await repo.countAddresses(tx, memberId);
    if (existing >= contract.MEMBER_ADDRESS_MAX) {
      throw new AppError('FAIL', 'ADDRESS_LIMIT', { params: { max: contract.MEMBER_ADDRESS_MAX } });
    }
    const isDefault = existing === 0 || input.is_default === 1 ? 1 : 0;
    if (isDefault) await repo.clearDefault(tx, memberId);
    return repo.insertAddress(tx, memberId, { ...values, isDefault }, values.modifyTime ?? nowSeconds());
  });
}

/** Edits an address; the default stays the default (there must be one), another can be made the default. */
export async function editAddress(
  db: Db,
  memberId: number,
  id: number,
  input: contract.AddressInput,
): Promise<number> {
  const values = await checkedValues(db, input);
  await db.transaction(async (tx: Tx) => {
    await repo.lockMember(tx, memberId);
    const row = await repo.selectAddress(tx, memberId, id);
    if (!row) throw notFound();
    const isDefault = row.isDefault === 1 || input.is_default === 1 ? 1 : 0;
    if (isDefault) await repo.clearDefault(tx, memberId, id);
    await repo.updateAddress(tx, memberId, id, { ...values, isDefault });
  });
  return id;
}

export async function setDefaultAddress(db: Db, memberId: number, id: number): Promise<number> {
  await db.transaction(async (tx: Tx) => {
    await repo.lockMember(tx, memberId);
    if (!(await repo.selectAddress(tx, memberId, id))) throw notFound();
    await repo.clearDefault(tx, memberId, id);
    await repo.updateAddress(tx, memberId, id, { isDefault: 1, modifyTime: nowSeconds() });
  });
  return id;
}

export async function deleteAddress(db: Db, memberId: number, id: number): Promise<number> {
  if (await repo.deleteNonDefault(db, memberId, id)) return id;
  // Nothing went: either the address is not the member's, or it is the default (spec §5).
  if (await repo.selectAddress(db, memberId, id)) throw new AppError('FAIL', 'ADDRESS_DEFAULT_UNDELETABLE');
  throw notFound();
}
