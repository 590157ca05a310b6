import { SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterForm } from '../use-order-filters.ts';

/** The list's search form: order number, buyer, creation days. */
export function OrderFilters({ value, onSearch }: { value: FilterForm; onSearch: (v: FilterForm) => void }) {
  const { t } = useTranslation('order');
  const [form] = Form.useForm<FilterForm>();
  // The address is the source of the filters: the list page remounts this form when they change there
  // (Back, a link from the dashboard), so it starts from them.
  return (
    <Form form={form} layout="inline" initialValues={value} onFinish={onSearch} className="order-filters">
      <Form.Item
        name="order_no"
        label={t('filter.orderNo')}
        rules={[{ pattern: /^\d{6,30}$/, message: t('filter.orderNoInvalid') }]}
      >
        <Input allowClear placeholder={t('filter.orderNoHint')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="buyer" label={t('filter.buyer')}>
        <Input allowClear placeholder={t('filter.buyerHint')} style={{ width: 180 }} maxLength={30} />
      </Form.Item>
      <Form.Item name="range" label={t('filter.created')}>
        <DatePicker.RangePicker />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('filter.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('filter.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
