import { Card, Col, Image, Row, Space, Table, Tag, Timeline, Typography, type TableColumnsType } from 'antd';
import type { merchant } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime, imgUrl } from '../../../lib/format.ts';

/** The order's lines with their delivery state. */
export function OrderLines({ order }: { order: merchant.MerchantOrderDetail }) {
  const { t } = useTranslation('order');
  const columns: TableColumnsType<merchant.MerchantOrderLine> = [
    {
      title: t('lines.goods'),
      key: 'goods',
      render: (_, g) => (
        <Space>
          <Image src={imgUrl(g.sku_image)} width={48} height={48} className="order-thumb" />
          <span>{g.sku_name}</span>
        </Space>
      ),
    },
    { title: t('lines.price'), dataIndex: 'price', width: 110, render: (v: string) => formatMoney(v) },
    { title: t('lines.num'), dataIndex: 'num', width: 80 },
    {
      title: t('lines.delivery'),
      dataIndex: 'delivery_status',
      width: 120,
      render: (v: number) => <Tag color={v === 0 ? 'orange' : 'blue'}>{t(`lines.d${v}`)}</Tag>,
    },
  ];
  return (
    <div className="order-section">
      <Typography.Title level={5}>{t('lines.title')}</Typography.Title>
      <Table
        rowKey="order_goods_id"
        size="small"
        columns={columns}
        dataSource={order.goods}
        pagination={false}
      />
    </div>
  );
}

/** Packages sent so far and the order's log, side by side. */
export function OrderHistory({ order }: { order: merchant.MerchantOrderDetail }) {
  const { t } = useTranslation('order');
  return (
    <Row gutter={16} className="order-section">
      <Col span={12}>
        <Card size="small" title={t('packages.title')}>
          {order.packages.length === 0 ? t('packages.none') : null}
          {order.packages.map((p) => (
            <div key={p.package_id} data-testid="order-package" className="order-package">
              <Card.Meta
                title={`${p.package_name} · ${p.express_company_name} ${p.delivery_no}`}
                description={`${formatTime(p.create_time)} · ${p.goods_list.map((g) => `${g.sku_name} × ${g.num}`).join(', ')}`}
              />
            </div>
          ))}
        </Card>
      </Col>
      <Col span={12}>
        <Card size="small" title={t('log.title')} data-testid="order-log">
          <Timeline
            items={[...order.log].reverse().map((l) => ({
              children: (
                <>
                  <div>{t(`log.${l.action_way}`, { defaultValue: l.action_way })}</div>
                  <div className="order-muted">
                    {formatTime(l.create_time)} · {t(`log.by.${l.module}`, { defaultValue: l.module })}
                    {l.remark ? ` · ${l.remark}` : ''}
                  </div>
                </>
              ),
            }))}
          />
        </Card>
      </Col>
    </Row>
  );
}
