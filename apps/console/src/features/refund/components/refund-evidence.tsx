import { Descriptions, Flex, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { imgUrl } from '../../../lib/format.ts';

/** What the buyer said and showed when applying: reason, description and pictures (a click previews them). */
export function RefundEvidence(props: { reason: string; remark: string; images: string[] }) {
  const { t } = useTranslation('refund');
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'reason', label: t('reason'), children: props.reason || '-' },
        { key: 'remark', label: t('remark'), children: props.remark || '-' },
        {
          key: 'pictures',
          label: t('pictures'),
          children:
            props.images.length > 0 ? (
              <Image.PreviewGroup>
                <Flex gap={8} wrap data-testid="refund-pictures">
                  {props.images.map((p, i) => (
                    <Image key={p} src={imgUrl(p)} width={64} height={64} alt={`${t('pictures')} ${i + 1}`} />
                  ))}
                </Flex>
              </Image.PreviewGroup>
            ) : (
              '-'
            ),
        },
      ]}
    />
  );
}
