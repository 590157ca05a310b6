import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckBox } from '../../../components/check-box.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import type { RowProps } from '../../../components/form/use-form.ts';
import { useAgreement } from '../api/account-queries.ts';

/**
 * The dialog is a chunk of its own, fetched when first wanted rather than with the register page: as the pointer
 * nears the link, so the click opens it at once.
 */
const loadModal = () => import('./agreement-modal.tsx');
const AgreementModal = lazy(() => loadModal().then((m) => ({ default: m.AgreementModal })));

/**
 * The service agreement: read in a dialog, ticked before registering (spec §2, §5). The form holds whether it
 * is ticked ('1' or '') with the rule that it must be.
 */
export function AgreementCheck({
  checked,
  onChange,
  row,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  row: RowProps;
}) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so a second opening is instant.
  const [opened, setOpened] = useState(false);
  const { data, isPending } = useAgreement();
  return (
    <>
      <FormField {...row}>
        <CheckBox checked={checked} onChange={onChange}>
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
        </CheckBox>
      </FormField>
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
