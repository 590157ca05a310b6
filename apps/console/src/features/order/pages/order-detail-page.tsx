import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Result, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useOrderDetail } from '../api/order-queries.ts';
import { LocalDeliveryModal } from '../components/local-delivery-modal.tsx';
import { OrderInfo } from '../components/order-info.tsx';
import { OrderHistory, OrderLines } from '../components/order-lines.tsx';
import { OrderStatusTag } from '../components/order-status-tag.tsx';
import { PickupModal } from '../components/pickup-modal.tsx';
import { ShipDrawer } from '../components/ship-drawer.tsx';
import './order-pages.css';

type Dialog = 'express' | 'local' | 'pickup' | null;

/** One order: its facts, lines, packages and log, and what the shop can do with it now. */
export function Page() {
  const { t } = useTranslation('order');
  const orderId = Number(useParams().orderId);
  const { data: order, isLoading, isError } = useOrderDetail(orderId);
  const [dialog, setDialog] = useState<Dialog>(null);
  if (isError) return <Result status="404" title={t('detail.notFound')} />;
  const canShip = order?.order_status === 1 && !order.is_lock;
  const actions = order && (
    <Space>
      {canShip && order.delivery_type === 'express' ? (
        <Button type="primary" onClick={() => setDialog('express')}>
          {t('action.ship')}
        </Button>
      ) : null}
      {canShip && order.delivery_type === 'local' ? (
        <Button type="primary" onClick={() => setDialog('local')}>
          {t('action.localDeliver')}
        </Button>
      ) : null}
      {order.order_status === 2 ? (
        <Button type="primary" onClick={() => setDialog('pickup')}>
          {t('action.pickup')}
        </Button>
      ) : null}
    </Space>
  );
  return (
    <Card
      loading={isLoading}
      title={
        <Space>
          <Link to="/merchant/orders">
            <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('action.back')} />
          </Link>
          {t('detail.title', { no: order?.order_no ?? '' })}
          {order ? (
            <span data-testid="order-status">
              <OrderStatusTag orderType={order.order_type} status={order.order_status} />
            </span>
          ) : null}
        </Space>
      }
      extra={actions}
    >
      {order ? (
        <>
          <OrderInfo order={order} />
          <OrderLines order={order} />
          <OrderHistory order={order} />
          <ShipDrawer order={order} open={dialog === 'express'} onClose={() => setDialog(null)} />
          <LocalDeliveryModal order={order} open={dialog === 'local'} onClose={() => setDialog(null)} />
          <PickupModal open={dialog === 'pickup'} onClose={() => setDialog(null)} />
        </>
      ) : null}
    </Card>
  );
}
