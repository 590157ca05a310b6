import { UploadOutlined } from '@ant-design/icons';
import { Button, Image, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imgUrl } from '../../../lib/format.ts';
import { uploadShopPicture } from '../api/shop-queries.ts';

/** A form field holding an uploaded picture's path: shows it and uploads a replacement. */
export function PictureField({
  kind,
  value,
  onChange,
  id,
}: {
  kind: 'logo' | 'avatar' | 'banner';
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
}) {
  const { t } = useTranslation('shop');
  const [busy, setBusy] = useState(false);
  return (
    <Space align="start" id={id}>
      {value ? (
        <Image
          src={imgUrl(value)}
          alt={t(kind)}
          height={kind === 'banner' ? 64 : 64}
          width={kind === 'banner' ? 200 : 64}
          style={{ objectFit: 'cover', border: '1px solid #f0f0f0' }}
        />
      ) : (
        <div className="shop-picture-empty">{t('noPicture')}</div>
      )}
      <Upload
        accept="image/jpeg,image/png,image/webp,image/gif"
        showUploadList={false}
        customRequest={({ file }) => {
          setBusy(true);
          uploadShopPicture(kind, file as Blob)
            .then((r) => onChange?.(r.path))
            .catch(() => {})
            .finally(() => setBusy(false));
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid={`upload-${kind}`}>
          {t('upload')}
        </Button>
      </Upload>
    </Space>
  );
}
