import { address } from '@mall/contracts';
import { Cascader } from 'antd';
import { useEffect, useState } from 'react';
import { fetchAreas } from '../api/address-api.ts';

interface RegionOption {
  value: number;
  label: string;
  isLeaf: boolean;
  children?: RegionOption[];
}

const toOptions = (areas: { id: number; name: string; level: number }[]): RegionOption[] =>
  areas.map((a) => ({ value: a.id, label: a.name, isLeaf: a.level >= address.AREA_LEVELS.district }));

/** Loads the provinces, and for an existing address the cities and districts on its path so it shows. */
async function initialOptions(path: number[] | undefined): Promise<RegionOption[]> {
  const provinces = toOptions(await fetchAreas(0));
  let level = provinces;
  for (const id of (path ?? []).slice(0, 2)) {
    const parent = level.find((o) => o.value === id);
    if (!parent) break;
    parent.children = toOptions(await fetchAreas(id));
    level = parent.children;
  }
  return provinces;
}

interface Props {
  value?: number[];
  onChange?: (value: number[]) => void;
  placeholder: string;
  id?: string;
}

/** Province → city → district from the area table, each level loaded when its parent is picked. */
export function RegionCascader({ value, onChange, placeholder, id }: Props) {
  const [options, setOptions] = useState<RegionOption[]>([]);
  const initialPath = value?.join(',');
  useEffect(() => {
    let live = true;
    void initialOptions(initialPath?.split(',').map(Number)).then((o) => live && setOptions(o));
    return () => {
      live = false;
    };
    // Only the first value matters: later picks load their children through loadData.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialPath === undefined]);
  const loadData = async (selected: RegionOption[]) => {
    const target = selected[selected.length - 1];
    if (!target || target.children) return;
    target.children = toOptions(await fetchAreas(target.value));
    setOptions((prev) => [...prev]);
  };
  return (
    <Cascader<RegionOption>
      id={id}
      options={options}
      loadData={loadData}
      value={value}
      onChange={(v) => onChange?.((v ?? []) as number[])}
      placeholder={placeholder}
      changeOnSelect={false}
      showSearch={false}
      style={{ width: 360 }}
    />
  );
}
