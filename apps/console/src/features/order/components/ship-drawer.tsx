import { Button, Checkbox, Drawer, Form, Input, Select, Space } from 'antd';
import type { merchant } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useExpressCompanies, useShipExpress } from '../api/order-queries.ts';

interface ShipForm {
  order_goods_ids: number[];
  express_company_id: number;
  delivery_no: string;
}

/**
 * Ships chosen lines of an express order as one package: the lines still waiting (all ticked at first), an
 * express company and its tracking number. Lines left out can go in a later package.
 */
export function ShipDrawer(props: {
  order: merchant.MerchantOrderDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('order');
  const [form] = Form.useForm<ShipForm>();
  const companies = useExpressCompanies();
  const ship = useShipExpress();
  const waiting = props.order.goods.filter((g) => g.delivery_status === 0);
  const submit = async (values: ShipForm) => {
    await ship.mutateAsync({
      order_id: props.order.order_id,
      order_goods_ids: values.order_goods_ids.join(','),
      express_company_id: values.express_company_id,
      delivery_no: values.delivery_no.trim(),
    });
    toast(t('ship.done'), 'success');
    form.resetFields();
    props.onClose();
  };
  return (
    <Drawer
      title={t('ship.title', { no: props.order.order_no })}
      size={520}
      open={props.open}
      onClose={props.onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={props.onClose}>{t('action.cancel')}</Button>
          <Button type="primary" loading={ship.isPending} onClick={() => form.submit()}>
            {t('ship.submit')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ order_goods_ids: waiting.map((g) => g.order_goods_id) }}
        onFinish={(v) => void submit(v).catch(() => {})}
      >
        <Form.Item
          name="order_goods_ids"
          label={t('ship.lines')}
          rules={[{ required: true, type: 'array', min: 1, message: t('ship.linesRequired') }]}
        >
          <Checkbox.Group
            className="ship-lines"
            options={waiting.map((g) => ({ value: g.order_goods_id, label: `${g.sku_name} × ${g.num}` }))}
          />
        </Form.Item>
        <Form.Item
          name="express_company_id"
          label={t('ship.company')}
          rules={[{ required: true, message: t('ship.companyRequired') }]}
        >
          <Select
            loading={companies.isLoading}
            placeholder={t('ship.companyHint')}
            options={(companies.data ?? []).map((c) => ({ value: c.company_id, label: c.company_name }))}
          />
        </Form.Item>
        <Form.Item
          name="delivery_no"
          label={t('ship.trackingNo')}
          rules={[
            { required: true, message: t('ship.trackingNoRequired') },
            { pattern: /^\s*[0-9A-Za-z-]{4,40}\s*$/, message: t('ship.trackingNoInvalid') },
          ]}
        >
          <Input placeholder={t('ship.trackingNoHint')} maxLength={40} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
