import { UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { PictureChooser } from '../../../components/picture-upload.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { uploadLicence } from '../api/settle-api.ts';

/** The business licence: uploaded when chosen (the server checks it is a picture), shown beside the button. */
export function LicenceUpload({
  value,
  onChange,
  describedBy,
}: {
  value: string;
  onChange: (path: string) => void;
  /** The id of the message that the licence is missing, while it shows. */
  describedBy?: string;
}) {
  const { t } = useTranslation('settle');
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      onChange(await uploadLicence(file));
    } catch {
      // The toast says why (not a picture, too large).
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="sa-licence">
      <PictureChooser onPick={(files) => files[0] && void upload(files[0])}>
        {(open) => (
          <Button icon={<UploadOutlined />} loading={uploading} onClick={open} aria-describedby={describedBy}>
            {value ? t('licenceReplace') : t('licenceUpload')}
          </Button>
        )}
      </PictureChooser>
      {value ? (
        <SafeImage src={value} alt={t('licence')} width={160} height={120} className="sa-licence-img" />
      ) : null}
    </div>
  );
}
