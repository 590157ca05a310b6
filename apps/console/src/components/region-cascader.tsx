import { Cascader } from 'antd';
import type { address } from '@mall/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../lib/request.ts';

interface RegionOption {
  value: number;
  label: string;
  isLeaf: boolean;
  children?: RegionOption[];
}

const loadLevel = async (pid: number, level: number): Promise<RegionOption[]> => {
  const list = await request<address.Area[]>({ url: '/api/address/lists', data: { pid, level } });
  return list.map((a) => ({ value: a.id, label: a.name, isLeaf: level === 3 }));
};

/** Fills the branch of the chosen path, so an edit form shows its saved region. */
async function loadPath(path: number[]): Promise<RegionOption[]> {
  const provinces = await loadLevel(0, 1);
  const [p, c] = path;
  const province = provinces.find((o) => o.value === p);
  if (province && c !== undefined) {
    province.children = await loadLevel(province.value, 2);
    const city = province.children.find((o) => o.value === c);
    if (city) city.children = await loadLevel(city.value, 3);
  }
  return provinces;
}

/** Province → city → district, loaded level by level from the mall's region data. */
export function RegionCascader({
  value,
  onChange,
  id,
}: {
  value?: number[];
  onChange?: (v: number[]) => void;
  id?: string;
}) {
  const { t } = useTranslation('common');
  const [options, setOptions] = useState<RegionOption[]>([]);
  const initial = value && value.length === 3 ? value : [];
  const key = initial.join(',');
  useEffect(() => {
    let live = true;
    void loadPath(key ? key.split(',').map(Number) : []).then((o) => live && setOptions(o));
    return () => {
      live = false;
    };
    // Only the first value matters: later choices load their own levels.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const loadData = async (selected: RegionOption[]) => {
    const target = selected[selected.length - 1]!;
    target.children = await loadLevel(target.value, selected.length + 1);
    setOptions((o) => [...o]);
  };
  return (
    <Cascader
      id={id}
      options={options}
      value={value && value.length ? value : undefined}
      onChange={(v) => onChange?.((v ?? []) as number[])}
      loadData={(s) => void loadData(s as RegionOption[])}
      changeOnSelect={false}
      placeholder={t('regionPlaceholder')}
      showSearch={false}
    />
  );
}
