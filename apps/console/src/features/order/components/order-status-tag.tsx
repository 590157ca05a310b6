import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusColor, statusKey } from '../order-status.ts';

export function OrderStatusTag({ orderType, status }: { orderType: number; status: number }) {
  const { t } = useTranslation('order');
  return <Tag color={statusColor(status)}>{t(statusKey(orderType, status))}</Tag>;
}
