import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { imgUrl, sized } from '../../../lib/image.ts';

/** The application's pictures as thumbnails; a click previews the original, with the others beside it. */
export function RefundPictureList({ list }: { list: string[] }) {
  const { t } = useTranslation('refund');
  return (
    <Image.PreviewGroup>
      <div className="rf-pics" data-testid="refund-pictures">
        {list.map((p, i) => (
          <Image
            key={p}
            src={sized(p, 'small')}
            preview={{ src: imgUrl(p) }}
            width={72}
            height={72}
            alt={`${t('pictures')} ${i + 1}`}
          />
        ))}
      </div>
    </Image.PreviewGroup>
  );
}
