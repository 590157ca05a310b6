import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { merchantGoods } from '@mall/contracts';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/format.ts';
import { request } from '../lib/request.ts';

/*
 * The promotion forms' goods picker: type part of a goods name, then pick the exact SKU (spec) from that goods'
 * group. A merchant picks from the shop's goods on sale, the operator from every shop's. SKUs a saved form
 * already holds are named by one call with their ids, whatever the current search shows.
 */

export type PickerAudience = 'merchant' | 'operator';
type Goods = merchantGoods.PickerGoods;

const pickerUrl = (audience: PickerAudience) => `/${audience}/api/goods/skupicker`;

/** Goods matching a name, waiting a moment after the last key so typing asks once. */
function usePickerSearch(audience: PickerAudience, keyword: string) {
  const [settled, setSettled] = useState(keyword);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(keyword), 250);
    return () => clearTimeout(timer);
  }, [keyword]);
  return useQuery({
    queryKey: ['console', 'sku-picker', audience, settled],
    queryFn: () =>
      request<Goods[]>({ url: pickerUrl(audience), data: settled ? { goods_name: settled } : {} }),
    placeholderData: keepPreviousData,
  });
}

/** The goods of SKUs chosen before this search (an edited form's), so the picker can name them. */
function useChosenGoods(audience: PickerAudience, skuIds: number[]) {
  return useQuery({
    queryKey: ['console', 'sku-picker-ids', audience, skuIds],
    queryFn: () => request<Goods[]>({ url: pickerUrl(audience), data: { sku_ids: skuIds } }),
    enabled: skuIds.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** A SKU as its option reads: its specs (or the goods' single spec), price and stock. */
function useSkuText(audience: PickerAudience) {
  const { t } = useTranslation('common');
  const option = (s: Goods['skus'][number]) =>
    [
      s.spec_values.join(' / ') || t('picker.singleSpec'),
      formatMoney(s.price),
      t('picker.stock', { n: s.stock }),
    ].join(' · ');
  const chosen = (g: Goods, s: Goods['skus'][number]) =>
    [
      g.goods_name,
      s.spec_values.join(' / '),
      formatMoney(s.price),
      audience === 'operator' ? g.site_name : '',
    ]
      .filter(Boolean)
      .join(' · ');
  return { option, chosen };
}

interface SkuPickerProps<V> {
  audience: PickerAudience;
  value?: V;
  onChange?: (v: V) => void;
  /** Given by Form.Item so that the field's label names this control. */
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
  /** Its width where it sits beside other fields (a topic goods line); the field's full width otherwise. */
  width?: number;
}

function SkuPickerBase({
  audience,
  multiple,
  value,
  onChange,
  id,
  placeholder,
  width,
  ...rest
}: SkuPickerProps<number | number[] | undefined> & { multiple: boolean }) {
  const { t } = useTranslation('common');
  const [keyword, setKeyword] = useState('');
  const found = usePickerSearch(audience, keyword);
  const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const text = useSkuText(audience);
  const namesOf = (list: Goods[] | undefined) =>
    (list ?? []).flatMap((g) => g.skus.map((s) => [s.sku_id, text.chosen(g, s)] as const));
  // A chosen SKU keeps its name when a later search no longer lists it; an edited form's are asked for by id.
  const [kept, setKept] = useState<ReadonlyMap<number, string>>(new Map());
  const seen = new Map([...kept, ...namesOf(found.data)]);
  const chosen = useChosenGoods(
    audience,
    values.filter((v) => !seen.has(v)),
  );
  const names = new Map([...namesOf(chosen.data), ...seen]);
  const change = (v: number | number[]) => {
    const picked = Array.isArray(v) ? v : [v];
    setKept(new Map(picked.flatMap((id) => (names.has(id) ? [[id, names.get(id)!] as const] : []))));
    onChange?.(v);
  };

  const options = (found.data ?? []).map((g) => ({
    label: audience === 'operator' ? `${g.goods_name} · ${g.site_name}` : g.goods_name,
    title: g.goods_name,
    options: g.skus.map((s) => ({ value: s.sku_id, label: text.option(s), title: text.chosen(g, s) })),
  }));
  return (
    <Select<number | number[]>
      id={id}
      aria-label={rest['aria-label']}
      mode={multiple ? 'multiple' : undefined}
      value={value}
      onChange={change}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      onBlur={() => setKeyword('')}
      loading={found.isFetching}
      placeholder={placeholder ?? t('picker.placeholder')}
      notFoundContent={found.isFetching ? undefined : t('picker.empty')}
      labelRender={(v) => names.get(Number(v.value)) ?? v.label ?? v.value}
      options={options}
      style={{ width: width ?? '100%' }}
      popupMatchSelectWidth={width ? Math.max(width, 560) : true}
    />
  );
}

/** Picks one SKU (a group buy's, a topic goods line's). */
export function SkuPicker(props: SkuPickerProps<number>) {
  return <SkuPickerBase {...(props as SkuPickerProps<number | number[] | undefined>)} multiple={false} />;
}

/** Picks several SKUs (a combo package's goods). */
export function SkusPicker(props: SkuPickerProps<number[]>) {
  return <SkuPickerBase {...(props as SkuPickerProps<number | number[] | undefined>)} multiple />;
}

/** The price of a goods' SKUs as one text: one price, or the lowest and highest. */
function priceSpan(g: Goods): string {
  const prices = g.skus.map((s) => Number(s.price));
  if (prices.length === 0) return '';
  const [low, high] = [Math.min(...prices), Math.max(...prices)].map((p) => formatMoney(p.toFixed(2)));
  return low === high ? low! : `${low}–${high}`;
}

/**
 * Picks one goods by name, for forms that then set terms per SKU (a flash sale). `knownName` names the goods of
 * an edited form before any search lists it.
 */
export function GoodsPicker({
  audience,
  value,
  onChange,
  onPicked,
  knownName,
  id,
  placeholder,
  ...rest
}: SkuPickerProps<number> & { onPicked?: (goods: Goods) => void; knownName?: string }) {
  const { t } = useTranslation('common');
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<Goods | undefined>();
  const found = usePickerSearch(audience, keyword);
  const list = found.data ?? [];
  const nameOf = (goodsId: number | undefined) =>
    list.find((g) => g.goods_id === goodsId)?.goods_name ??
    (picked?.goods_id === goodsId ? picked?.goods_name : knownName);
  return (
    <Select<number>
      id={id}
      aria-label={rest['aria-label']}
      value={value}
      onChange={(v) => {
        const goods = list.find((g) => g.goods_id === v);
        setPicked(goods);
        if (goods) onPicked?.(goods);
        onChange?.(v);
      }}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      onBlur={() => setKeyword('')}
      loading={found.isFetching}
      placeholder={placeholder ?? t('picker.goodsPlaceholder')}
      notFoundContent={found.isFetching ? undefined : t('picker.empty')}
      labelRender={(v) => nameOf(Number(v.value)) ?? v.label ?? v.value}
      options={list.map((g) => ({
        value: g.goods_id,
        title: g.goods_name,
        label: [g.goods_name, t('picker.specs', { count: g.skus.length }), priceSpan(g)].join(' · '),
      }))}
    />
  );
}
