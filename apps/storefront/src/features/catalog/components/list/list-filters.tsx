import { CloseOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttrFilter, BrandCard } from '../../api/catalog-types.ts';
import { SafeImage } from '../../../../components/safe-image.tsx';
import { attrsToParam, type ListParams } from './list-params.ts';

interface Props {
  params: ListParams;
  brands: BrandCard[];
  offerBrands: boolean;
  attributes: AttrFilter[];
  onChange: (change: { brand?: number; attr?: string }) => void;
}

const BRANDS_FOLDED = 14;
const ATTRS_FOLDED = 4;

function BrandRow({
  brands,
  selected,
  onPick,
}: {
  brands: BrandCard[];
  selected?: number;
  onPick: (id: number) => void;
}) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  const shown = open ? brands : brands.slice(0, BRANDS_FOLDED);
  return (
    <div className="list-filter-row">
      <div className="list-filter-row__label">{t('list.brand')}</div>
      <ul className={open ? 'list-brands open' : 'list-brands'}>
        {shown.map((b) => (
          <li key={b.brand_id}>
            <button
              type="button"
              className={selected === b.brand_id ? 'list-brand active' : 'list-brand'}
              onClick={() => onPick(b.brand_id)}
              title={b.brand_name}
              aria-pressed={selected === b.brand_id}
            >
              <SafeImage src={b.image_url} alt="" kind="brand" className="list-brand__logo" />
              <span className="list-brand__name">{b.brand_name}</span>
            </button>
          </li>
        ))}
      </ul>
      {brands.length > BRANDS_FOLDED ? (
        <button type="button" className="list-filter-row__more" onClick={() => setOpen(!open)}>
          {open ? t('list.less') : t('list.more')} {open ? <UpOutlined /> : <DownOutlined />}
        </button>
      ) : null}
    </div>
  );
}

interface Chosen {
  key: string;
  label: string;
  remove: () => void;
}

function ChosenRow({ chosen }: { chosen: Chosen[] }) {
  const { t } = useTranslation('catalog');
  if (!chosen.length) return null;
  return (
    <div className="list-filter-row list-filter-row--chosen">
      <div className="list-filter-row__label">{t('list.chosen')}</div>
      <div className="list-chosen">
        {chosen.map((c) => (
          <button key={c.key} type="button" className="list-chosen__tag" title={c.label} onClick={c.remove}>
            {c.label} <CloseOutlined />
          </button>
        ))}
      </div>
    </div>
  );
}

/** One row per attribute not chosen yet; past the first few they fold behind a "more options" switch. */
function AttrRows({
  attrs,
  onPick,
}: {
  attrs: AttrFilter[];
  onPick: (attrId: number, valueId: number) => void;
}) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  const shown = open ? attrs : attrs.slice(0, ATTRS_FOLDED);
  return (
    <>
      {shown.map((attr) => (
        <div key={attr.attr_id} className="list-filter-row">
          <div className="list-filter-row__label">{attr.attr_name}</div>
          <ul className="list-attr-values">
            {attr.child.map((v) => (
              <li key={v.attr_value_id}>
                <button type="button" onClick={() => onPick(attr.attr_id, v.attr_value_id)}>
                  {v.attr_value_name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {attrs.length > ATTRS_FOLDED ? (
        <button
          type="button"
          className="list-filters__toggle"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
        >
          {open ? t('list.fewerOptions') : t('list.moreOptions', { n: attrs.length - ATTRS_FOLDED })}{' '}
          {open ? <UpOutlined /> : <DownOutlined />}
        </button>
      ) : null}
    </>
  );
}

/** Filter rows under the breadcrumb: brands, then one row per attribute; chosen values show as removable tags. */
export function ListFilters({ params, brands, offerBrands, attributes, onChange }: Props) {
  const { t } = useTranslation('catalog');
  const setAttr = (attrId: number, valueId?: number) => {
    const rest = params.attrs.filter((a) => a.attr_id !== attrId);
    onChange({ attr: attrsToParam(valueId ? [...rest, { attr_id: attrId, attr_value_id: valueId }] : rest) });
  };
  const brand = brands.find((b) => b.brand_id === params.brandId);
  const chosen: Chosen[] = [
    ...(brand
      ? [
          {
            key: 'brand',
            label: `${t('list.brand')}: ${brand.brand_name}`,
            remove: () => onChange({ brand: undefined }),
          },
        ]
      : []),
    ...params.attrs.flatMap((a) => {
      const attr = attributes.find((x) => x.attr_id === a.attr_id);
      const value = attr?.child.find((v) => v.attr_value_id === a.attr_value_id);
      const label = `${attr?.attr_name}: ${value?.attr_value_name}`;
      return attr && value ? [{ key: `a${a.attr_id}`, label, remove: () => setAttr(a.attr_id) }] : [];
    }),
  ];
  const openAttrs = attributes.filter((a) => !params.attrs.some((x) => x.attr_id === a.attr_id));
  const showBrands = offerBrands && !params.brandId && brands.length > 0;
  if (!showBrands && !openAttrs.length && !chosen.length) return null;
  return (
    <section className="list-filters" aria-label={t('list.filters')}>
      <ChosenRow chosen={chosen} />
      {showBrands ? <BrandRow brands={brands} onPick={(id) => onChange({ brand: id })} /> : null}
      <AttrRows attrs={openAttrs} onPick={setAttr} />
    </section>
  );
}
