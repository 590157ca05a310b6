import type { memberAddress } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { FormRow } from '../../../components/form/form-row.tsx';
import { PageLoading } from '../../../components/states/page-loading.tsx';
import { toast } from '../../../lib/toast.ts';
import { addressApi, useAddressInfo } from '../api/address-api.ts';
import { AddressFormFields, useAddressForm } from '../components/address-form-fields.tsx';
import './address-pages.css';
import './address-edit-page.css';

const idFrom = (text: string | null) => (text && /^\d{1,10}$/.test(text) ? Number(text) : undefined);
const LIST = '/member/delivery_address';

/** The form of a new address, or of `row` (the address `id`) as first read. */
function AddressEditor({
  id,
  row,
}: {
  id: number | undefined;
  row: memberAddress.MemberAddress | undefined;
}) {
  const { t } = useTranslation('address');
  const navigate = useNavigate();
  const form = useAddressForm(row);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    // A busy Save is still a submit button (and Enter still submits): one request at a time, as antd's Button.
    if (saving) return;
    const body = form.check();
    if (!body) return;
    setSaving(true);
    try {
      await (id === undefined ? addressApi.add(body) : addressApi.edit(id, body));
      toast(t('saved'), 'success');
      void navigate(LIST);
    } catch {
      // the request helper has shown the server's text
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="addr-edit-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <AddressFormFields form={form} />
      <FormRow horizontal>
        {/* A box of their own: the Cancel's margin spaces them (12 px), not the row's gap for a pair of buttons. */}
        <div>
          <Button kind="primary" htmlType="submit" loading={saving}>
            {t('save')}
          </Button>
          <Button className="addr-cancel" onClick={() => void navigate(LIST)}>
            {t('cancel')}
          </Button>
        </div>
      </FormRow>
    </form>
  );
}

/** /member/address_edit (?id= to edit): consignee, mobile, optional telephone, region, detail, default flag. */
export function Page() {
  const { t } = useTranslation('address');
  const id = idFrom(useSearchParams()[0].get('id'));
  const info = useAddressInfo(id);
  const row = info.data;
  if (id !== undefined && !row)
    return <div className="page-card">{info.isError ? t('notFound') : <PageLoading />}</div>;
  return (
    <div className="page-card addr-edit">
      <h1>{id === undefined ? t('addTitle') : t('editTitle')}</h1>
      {/* The form starts from the address as first read: a later read does not overwrite what is being typed. */}
      <AddressEditor key={id ?? 'new'} id={id} row={row} />
    </div>
  );
}
