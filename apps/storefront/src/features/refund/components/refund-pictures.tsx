import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { REFUND_PICTURES_MAX } from '@mall/contracts';
import { Button, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../components/safe-image.tsx';
import { uploadRefundPicture } from '../api/refund-api.ts';

const MAX = REFUND_PICTURES_MAX;

/**
 * The application's pictures as a form control: each uploaded when chosen (the server refuses what is no
 * picture), removable, at most 6. Several chosen at once finish one by one, each added to the latest list.
 */
export function RefundPictures(props: { value?: string[]; onChange?: (list: string[]) => void }) {
  const { t } = useTranslation('refund');
  const [busy, setBusy] = useState(0);
  const value = props.value ?? [];
  // Uploads finish after renders: read the list as it is then, not as it was when the upload started.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  const add = async (file: Blob) => {
    setBusy((n) => n + 1);
    try {
      const path = await uploadRefundPicture(file);
      latest.current = [...latest.current, path].slice(0, MAX);
      props.onChange?.(latest.current);
    } catch {
      // The server's reason was shown as a toast.
    } finally {
      setBusy((n) => n - 1);
    }
  };
  return (
    <div className="rf-pics">
      {value.map((p) => (
        <div className="rf-pic" key={p} data-testid="refund-picture">
          <SafeImage src={p} alt="" width={72} height={72} size="small" />
          <Button
            size="small"
            shape="circle"
            icon={<CloseOutlined />}
            aria-label={t('removePicture')}
            onClick={() => props.onChange?.(value.filter((x) => x !== p))}
          />
        </div>
      ))}
      {value.length + busy < MAX ? (
        <Upload
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          showUploadList={false}
          beforeUpload={(file) => {
            void add(file);
            return false;
          }}
        >
          <Button className="rf-pic-add" icon={<PlusOutlined />} loading={busy > 0}>
            {t('addPicture', { n: value.length, max: MAX })}
          </Button>
        </Upload>
      ) : null}
    </div>
  );
}
