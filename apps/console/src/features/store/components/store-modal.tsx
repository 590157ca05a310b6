import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { RegionCascader } from '../../../components/region-cascader.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSaveStore, type StoreRow } from '../api/store-queries.ts';

interface StoreForm {
  store_name: string;
  telphone: string;
  open_date: string;
  region: number[];
  address: string;
  status: boolean;
  sort: number;
}

const toForm = (s: StoreRow | null): Partial<StoreForm> =>
  s
    ? {
        store_name: s.store_name,
        telphone: s.telphone,
        open_date: s.open_date,
        region: s.district ? [s.province, s.city, s.district] : [],
        address: s.address,
        status: s.status === 1,
        sort: s.sort,
      }
    : { status: true, sort: 0, region: [] };

/** Adds or edits a pickup store: name, address chosen with the region cascader, phone, hours, open or closed. */
export function StoreModal({
  open,
  store,
  onClose,
}: {
  open: boolean;
  store: StoreRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('store');
  const [form] = Form.useForm<StoreForm>();
  const save = useSaveStore();
  const submit = async ({ region, status, ...v }: StoreForm) => {
    const [province, city, district] = region;
    await save.mutateAsync({
      ...(store ? { store_id: store.store_id } : {}),
      ...v,
      telphone: v.telphone ?? '',
      open_date: v.open_date ?? '',
      province,
      city,
      district,
      status: status ? 1 : 0,
    });
    toast(t('saved'), 'success');
    onClose();
  };
  return (
    <Modal
      title={store ? t('editTitle') : t('addTitle')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={600}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={toForm(store)}
        onFinish={(v) => void submit(v).catch(() => {})}
      >
        <Form.Item
          name="store_name"
          label={t('name')}
          rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="region"
          label={t('region')}
          rules={[{ required: true, type: 'array', len: 3, message: t('regionRequired') }]}
        >
          <RegionCascader />
        </Form.Item>
        <Form.Item
          name="address"
          label={t('address')}
          rules={[{ required: true, whitespace: true, message: t('addressRequired') }]}
        >
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item
          name="telphone"
          label={t('phone')}
          rules={[{ pattern: /^\+?[0-9 -]{3,30}$/, message: t('phoneInvalid') }]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="open_date" label={t('hours')} extra={t('hoursHelp')}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="sort" label={t('sort')} extra={t('sortHelp')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="status" label={t('open')} valuePropName="checked" extra={t('openHelp')}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
