import { Checkbox, Form } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgreement } from '../api/account-queries.ts';

/** The dialog and its text load when first wanted (antd's Modal is ~9 KiB gzip the register page need not wait for). */
const loadModal = () => import('./agreement-modal.tsx');
const AgreementModal = lazy(() => loadModal().then((m) => ({ default: m.AgreementModal })));

/** The service agreement: read in a modal, ticked before registering (spec §2, §5). */
export function AgreementCheck() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing plays out and a second opening is instant.
  const [opened, setOpened] = useState(false);
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
            onPointerEnter={() => void loadModal()}
            onClick={(e) => {
              e.preventDefault();
              setOpen(true);
              setOpened(true);
            }}
          >
            {t('register.agreementLink', { title: data?.title ?? t('register.agreementDefault') })}
          </a>
        </Checkbox>
      </Form.Item>
      {opened ? (
        <Suspense fallback={null}>
          <AgreementModal
            open={open}
            title={data?.title ?? t('register.agreementDefault')}
            pending={isPending}
            content={data?.content ?? ''}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
