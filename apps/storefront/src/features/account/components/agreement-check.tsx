import { Checkbox, Form, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgreement } from '../api/account-queries.ts';
import { AgreementText } from './agreement-text.tsx';

/** The service agreement: read in a modal, ticked before registering (spec §2, §5). */
export function AgreementCheck() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const { data, isPending } = useAgreement();
  return (
    <>
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[
          {
            validator: (_, checked: boolean | undefined) =>
              checked ? Promise.resolve() : Promise.reject(new Error(t('register.agreeRequired'))),
          },
        ]}
      >
        <Checkbox>
          {t('register.agreePrefix')}{' '}
          <a
            href="#agreement"
            onClick={(e) => {
              e.preventDefault();
              setOpen(true);
            }}
          >
            {t('register.agreementLink', { title: data?.title ?? t('register.agreementDefault') })}
          </a>
        </Checkbox>
      </Form.Item>
      <Modal
        open={open}
        title={data?.title ?? t('register.agreementDefault')}
        onCancel={() => setOpen(false)}
        onOk={() => setOpen(false)}
        okText={t('register.agreementRead')}
        cancelButtonProps={{ style: { display: 'none' } }}
        width={720}
        getContainer={false}
      >
        {isPending ? <Spin /> : <AgreementText content={data?.content ?? ''} />}
      </Modal>
    </>
  );
}
