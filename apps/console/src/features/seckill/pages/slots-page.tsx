import { PlusOutlined } from '@ant-design/icons';
import type { seckill } from '@mall/contracts';
import { Button, Card, Empty, Form, Input, Modal, Table, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useSaveSlot, useSlots } from '../api/seckill-queries.ts';

interface SlotForm {
  name: string;
  start: Dayjs;
  end: Dayjs;
  /** The slot runs to the end of the day (24:00), which a time picker cannot show. */
}

const atTime = (seconds: number) => dayjs().startOf('day').add(Math.min(seconds, 86_399), 'second');

/** The operator's daily flash-sale slots: merchants put their sales on them. */
export function Page() {
  const { t } = useTranslation('seckill');
  const slots = useSlots('operator');
  const save = useSaveSlot();
  const [editing, setEditing] = useState<seckill.SeckillSlot | null | 'new'>(null);
  const [form] = Form.useForm<SlotForm>();
  const current = editing === 'new' ? null : editing;
  const submit = async (v: SlotForm) => {
    const end = v.end.format('HH:mm') === '23:59' ? '24:00' : v.end.format('HH:mm');
    await save.mutateAsync({
      ...(current ? { id: current.id } : {}),
      name: v.name,
      seckill_start_time: v.start.format('HH:mm'),
      seckill_end_time: end,
    });
    toast(t('saved'), 'success');
    setEditing(null);
  };
  return (
    <Card
      title={t('slotsTitle')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('addSlot')}
        </Button>
      }
    >
      <Table
        rowKey="id"
        loading={slots.isFetching}
        dataSource={slots.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('noSlots')} /> }}
        columns={[
          { title: t('slotName'), dataIndex: 'name' },
          { title: t('slotStart'), dataIndex: 'seckill_start_time_show' },
          { title: t('slotEnd'), dataIndex: 'seckill_end_time_show' },
          {
            title: t('actions'),
            key: 'actions',
            render: (_, s: seckill.SeckillSlot) => (
              <Button type="link" size="small" onClick={() => setEditing(s)}>
                {t('edit')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        title={current ? t('editSlot') : t('addSlot')}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('save')}
        cancelText={t('cancel')}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          preserve={false}
          initialValues={
            current
              ? {
                  name: current.name,
                  start: atTime(current.seckill_start_time),
                  end: atTime(current.seckill_end_time),
                }
              : {}
          }
        >
          <Form.Item
            name="name"
            label={t('slotName')}
            rules={[{ required: true, message: t('form.required') }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="start"
            label={t('slotStart')}
            rules={[{ required: true, message: t('form.required') }]}
          >
            <TimePicker format="HH:mm" />
          </Form.Item>
          <Form.Item
            name="end"
            label={t('slotEnd')}
            extra={t('endOfDayHint')}
            rules={[{ required: true, message: t('form.required') }]}
          >
            <TimePicker format="HH:mm" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
