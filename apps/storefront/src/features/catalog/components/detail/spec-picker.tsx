import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../../components/safe-image.tsx';
import type { SpecGroup } from '../../api/catalog-types.ts';

interface Props {
  specs: SpecGroup[];
  /** Called with the SKU a value leads to; the page loads it and replaces the URL. */
  onPick: (skuId: number) => void;
  busy: boolean;
}

/** One row per spec; each value switches to the SKU it leads to, combinations that do not exist are disabled. */
export function SpecPicker({ specs, onPick, busy }: Props) {
  const { t } = useTranslation('catalog');
  if (!specs.length) return null;
  return (
    <div className="detail-specs" aria-label={t('detail.spec')} aria-busy={busy}>
      {specs.map((spec) => (
        <dl key={spec.spec_id} className="detail-row">
          <dt>{spec.spec_name}</dt>
          <dd>
            {/* The group is a div inside the dd: a dd may not take the radiogroup role itself. */}
            <div className="detail-specs__values" role="radiogroup" aria-label={spec.spec_name}>
              {spec.value.map((v) => (
                <button
                  key={v.spec_value_id}
                  type="button"
                  role="radio"
                  aria-checked={v.selected === 1}
                  disabled={v.disabled === 1 || busy}
                  className={v.selected === 1 ? 'detail-spec selected' : 'detail-spec'}
                  onClick={() => v.selected !== 1 && v.sku_id && onPick(v.sku_id)}
                  title={v.spec_value_name}
                >
                  {v.image ? (
                    <SafeImage src={v.image} alt="" kind="goods" size="small" width={28} height={28} />
                  ) : null}
                  <span>{v.spec_value_name}</span>
                </button>
              ))}
            </div>
          </dd>
        </dl>
      ))}
    </div>
  );
}
