import {
  CarOutlined,
  DollarOutlined,
  FileDoneOutlined,
  RollbackOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Statistic } from 'antd';
import { DEFAULT_MONEY_SYMBOL } from '@mall/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboard } from '../api/dashboard-queries.ts';

function Tile(props: {
  title: string;
  value?: number | string;
  icon: ReactNode;
  to?: string;
  prefix?: string;
}) {
  const card = (
    <Card hoverable={Boolean(props.to)}>
      <Statistic title={props.title} value={props.value ?? '–'} prefix={props.prefix ?? props.icon} />
    </Card>
  );
  return props.to ? <Link to={props.to}>{card}</Link> : card;
}

/** The merchant's start page: what waits to be done, and today's takings. */
export function Page() {
  const { t } = useTranslation('dashboard');
  const { data, isLoading } = useDashboard();
  return (
    <Card title={t('title')} loading={isLoading}>
      <Row gutter={[16, 16]}>
        <Col span={8}>
          <Tile
            title={t('waitSend')}
            value={data?.wait_send}
            icon={<CarOutlined />}
            to="/merchant/orders?status=waitsend"
          />
        </Col>
        <Col span={8}>
          <Tile
            title={t('waitPickup')}
            value={data?.wait_pickup}
            icon={<ShopOutlined />}
            to="/merchant/orders?status=waitpickup"
          />
        </Col>
        <Col span={8}>
          <Tile title={t('refundWaiting')} value={data?.refund_waiting} icon={<RollbackOutlined />} />
        </Col>
        <Col span={12}>
          <Tile title={t('todayOrders')} value={data?.today_order_count} icon={<FileDoneOutlined />} />
        </Col>
        <Col span={12}>
          <Tile
            title={t('todaySales')}
            value={data?.today_sales}
            icon={<DollarOutlined />}
            prefix={DEFAULT_MONEY_SYMBOL}
          />
        </Col>
      </Row>
    </Card>
  );
}
