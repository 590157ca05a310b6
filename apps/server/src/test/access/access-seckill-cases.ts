import type { AccessWorld } from './access-world.ts';

/** The shape of access-cases.ts's AccessCase (not imported: that file imports this one). */
interface AccessCase {
  path: string;
  field: string;
  body: (w: AccessWorld) => Promise<Record<string, unknown>>;
  expect?: string;
}

let keys = 0;

/** The seckill checkout with A's address; the console's sales of another shop read as not found. */
const seckillCheckout = (path: string): AccessCase => ({
  path,
  field: 'address_id',
  body: async (w) => ({
    ...(await w.seckillSale()),
    num: 1,
    address_id: await w.addressId(),
    ...(path.endsWith('create') ? { idempotency_key: `access-seckill-${++keys}` } : {}),
  }),
});

const saleForm = async (w: AccessWorld) => {
  const sku = await w.shopBSku();
  const now = Math.floor(Date.now() / 1000);
  return {
    seckill_name: 'Mallory',
    goods_id: Number(sku.goods_id),
    seckill_time_ids: [1],
    start_time: now + 3600,
    end_time: now + 7200,
    sku_list: [{ sku_id: Number(sku.sku_id), seckill_price: '0.01', stock: 1 }],
  };
};

export const SECKILL_CASES: AccessCase[] = [
  seckillCheckout('/seckill/api/ordercreate/calculate'),
  seckillCheckout('/seckill/api/ordercreate/create'),
  ...['detail', 'close'].map((name): AccessCase => ({
    path: `/merchant/api/seckill/${name}`,
    field: 'id',
    body: async (w) => ({ id: await w.otherShopSeckillId() }),
  })),
  {
    path: '/merchant/api/seckill/save',
    field: 'id',
    body: async (w) => ({ ...(await saleForm(w)), id: await w.otherShopSeckillId() }),
  },
  {
    path: '/merchant/api/seckill/save',
    field: 'goods_id',
    body: async (w) => ({ ...(await saleForm(w)), goods_id: await w.otherShopGoodsId() }),
    // Another shop's goods read like goods that do not exist: the sale is refused, nothing is written.
    expect: 'PARAMETER_ERROR',
  },
];
