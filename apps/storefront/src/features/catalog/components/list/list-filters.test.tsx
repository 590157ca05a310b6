// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import type { AttrFilter, BrandCard } from '../../api/catalog-types.ts';
import { ListFilters } from './list-filters.tsx';
import type { ListParams } from './list-params.ts';

const params = (over: Partial<ListParams> = {}): ListParams => ({
  keyword: '',
  minPrice: '',
  maxPrice: '',
  attrs: [],
  order: '',
  sort: 'desc',
  page: 1,
  ...over,
});
const brand = (id: number): BrandCard => ({
  brand_id: id,
  brand_name: `Brand ${id}`,
  brand_initial: 'B',
  image_url: '',
});
const attr = (id: number, values: string[]): AttrFilter => ({
  attr_id: id,
  attr_name: `Attr ${id}`,
  child: values.map((name, i) => ({ attr_value_id: id * 10 + i, attr_value_name: name })),
});

async function filters(p: ListParams, brands: BrandCard[], attributes: AttrFilter[]) {
  const onChange = vi.fn();
  const ui = (
    <ListFilters params={p} brands={brands} offerBrands attributes={attributes} onChange={onChange} />
  );
  const view = await renderWithProviders(ui);
  return { onChange, ...view };
}

describe('ListFilters', () => {
  it('picks a brand and an attribute value, keeping the values already chosen', async () => {
    const { onChange } = await filters(
      params({ attrs: [{ attr_id: 1, attr_value_id: 10 }] }),
      [brand(3)],
      [attr(1, ['Red']), attr(2, ['Small', 'Large'])],
    );
    fireEvent.click(screen.getByRole('button', { name: 'Brand 3' }));
    expect(onChange).toHaveBeenLastCalledWith({ brand: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Large' }));
    expect(onChange).toHaveBeenLastCalledWith({ attr: '1:10,2:21' });
  });

  it('shows chosen values as tags that remove them, and hides their rows', async () => {
    const p = params({ brandId: 3, attrs: [{ attr_id: 1, attr_value_id: 10 }] });
    const { onChange } = await filters(p, [brand(3)], [attr(1, ['Red'])]);
    expect(screen.queryByRole('button', { name: 'Red' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Attr 1: Red/ }));
    expect(onChange).toHaveBeenLastCalledWith({ attr: '' });
    fireEvent.click(screen.getByRole('button', { name: /Brand: Brand 3/ }));
    expect(onChange).toHaveBeenLastCalledWith({ brand: undefined });
  });

  it('folds brands past fourteen and attributes past four behind a switch', async () => {
    const brands = Array.from({ length: 16 }, (_, i) => brand(i + 1));
    const attributes = Array.from({ length: 6 }, (_, i) => attr(i + 1, [`Value ${i + 1}`]));
    await filters(params(), brands, attributes);
    expect(screen.queryByRole('button', { name: 'Brand 15' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Value 5' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /More options \(2\)/ }));
    expect(screen.getByRole('button', { name: 'Value 6' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /More/ }));
    expect(screen.getByRole('button', { name: 'Brand 16' })).toBeTruthy();
  });

  it('shows nothing when there is nothing to filter by', async () => {
    const { container } = await filters(params(), [], []);
    expect(container.querySelector('.list-filters')).toBeNull();
  });
});
