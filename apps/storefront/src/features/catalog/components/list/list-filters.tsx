import { CloseOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttrFilter, BrandCard } from '../../api/catalog-types.ts';
import { SafeImage } from '../../../site/components/safe-image.tsx';
import { attrsToParam, type ListParams } from './list-params.ts';

interface Props {
  params: ListParams;
  brands: BrandCard[];
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

/** Filter rows under the breadcrumb: brands, then one row per attribute; chosen values show as removable tags. */
export function ListFilters({ params, brands, attributes, onChange }: Props) {
  const { t } = useTranslation('catalog');
  const chosenBrand = brands.find((b) => b.brand_id === params.brandId);
  const chosenAttrs = params.attrs.flatMap((a) => {
    const attr = attributes.find((x) => x.attr_id === a.attr_id);
    const value = attr?.child.find((v) => v.attr_value_id === a.attr_value_id);
    return attr && value ? [{ ...a, label: `${attr.attr_name}: ${value.attr_value_name}` }] : [];
  });
  const setAttr = (attrId: number, valueId?: number) => {
    const rest = params.attrs.filter((a) => a.attr_id !== attrId);
    onChange({ attr: attrsToParam(valueId ? [...rest, { attr_id: attrId, attr_value_id: valueId }] : rest) });
  };
  const [allAttrs, setAllAttrs] = useState(false);
  const openAttrs = attributes.filter((a) => !params.attrs.some((x) => x.attr_id === a.attr_id));
  const shownAttrs = allAttrs ? openAttrs : openAttrs.slice(0, ATTRS_FOLDED);

  if (!brands.length && !attributes.length && !params.brandId) return null;
  return (
    <section className="list-filters" aria-label={t('list.filters')}>
      {chosenBrand || chosenAttrs.length ? (
        <div className="list-filter-row list-filter-row--chosen">
          <div className="list-filter-row__label">{t('list.chosen')}</div>
          <div className="list-chosen">
            {chosenBrand ? (
              <button
                type="button"
                className="list-chosen__tag"
                onClick={() => onChange({ brand: undefined })}
              >
                {t('list.brand')}: {chosenBrand.brand_name} <CloseOutlined />
              </button>
            ) : null}
            {chosenAttrs.map((a) => (
              <button
                key={a.attr_id}
                type="button"
                className="list-chosen__tag"
                onClick={() => setAttr(a.attr_id)}
              >
                {a.label} <CloseOutlined />
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {!params.brandId && brands.length ? (
        <BrandRow brands={brands} selected={params.brandId} onPick={(id) => onChange({ brand: id })} />
      ) : null}
      {shownAttrs.map((attr) => (
        <div key={attr.attr_id} className="list-filter-row">
          <div className="list-filter-row__label">{attr.attr_name}</div>
          <ul className="list-attr-values">
            {attr.child.map((v) => (
              <li key={v.attr_value_id}>
                <button type="button" onClick={() => setAttr(attr.attr_id, v.attr_value_id)}>
                  {v.attr_value_name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {openAttrs.length > ATTRS_FOLDED ? (
        <button
          type="button"
          className="list-filters__toggle"
          onClick={() => setAllAttrs(!allAttrs)}
          aria-expanded={allAttrs}
        >
          {allAttrs ? t('list.fewerOptions') : t('list.moreOptions', { n: openAttrs.length - ATTRS_FOLDED })}{' '}
          {allAttrs ? <UpOutlined /> : <DownOutlined />}
        </button>
      ) : null}
    </section>
  );
}
