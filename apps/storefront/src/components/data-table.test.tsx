// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { DataTable, type DataColumn } from './data-table.tsx';

interface Fruit {
  id: number;
  name: string;
  price: number;
}

const FRUITS: Fruit[] = [
  { id: 7, name: 'Apple', price: 3 },
  { id: 9, name: 'Pear', price: 5 },
];

const COLUMNS: DataColumn<Fruit>[] = [
  { title: 'Name', dataIndex: 'name' },
  {
    title: 'Price',
    dataIndex: 'price',
    align: 'right',
    render: (price, row, index) => `${index}:${row.id}:$${price}`,
  },
  { key: 'action', title: 'Action', render: (_none, row) => <a href={`#${row.id}`}>Buy {row.name}</a> },
];

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  it('has a header cell per column and a row per record, cells from the field or from render', async () => {
    await renderWithProviders(
      <DataTable columns={COLUMNS} dataSource={FRUITS} rowKey="id" aria-label="Fruit" data-testid="fruit" />,
    );
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(
      screen.getAllByRole('columnheader').map((th) => [th.textContent, th.getAttribute('scope')]),
    ).toEqual([
      ['Name', 'col'],
      ['Price', 'col'],
      ['Action', 'col'],
    ]);
    const [, apple, pear] = screen.getAllByRole('row');
    expect(cells(apple!)).toEqual(['Apple', '0:7:$3', 'Buy Apple']);
    expect(cells(pear!)).toEqual(['Pear', '1:9:$5', 'Buy Pear']);
    expect(within(pear!).getByRole('link', { name: 'Buy Pear' })).toBeTruthy();
    expect(within(apple!).getAllByRole('cell')[1]!.className).toContain('data-table__cell--right');
    expect(screen.getByTestId('fruit').contains(table)).toBe(true);
    expect(table.getAttribute('aria-busy')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says the empty text when there are no rows, and nothing of it while the first rows load', async () => {
    const { rerender } = await renderWithProviders(
      <DataTable columns={COLUMNS} dataSource={[]} rowKey="id" emptyText="No fruit yet" />,
    );
    const only = screen.getAllByRole('row')[1]!;
    expect(within(only).getByRole('cell').getAttribute('colspan')).toBe('3');
    expect(only.textContent).toBe('No fruit yet');
    rerender(<DataTable columns={COLUMNS} dataSource={[]} rowKey="id" emptyText="No fruit yet" loading />);
    expect(screen.queryByText('No fruit yet')).toBeNull();
  });

  it('marks itself busy while loading, keeping the rows it has', async () => {
    const { container } = await renderWithProviders(
      <DataTable columns={COLUMNS} dataSource={FRUITS} rowKey="id" loading />,
    );
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.data-table--loading')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('pages below the rows when there is more than one page, and only then', async () => {
    const onChange = vi.fn();
    const { rerender } = await renderWithProviders(
      <DataTable
        columns={COLUMNS}
        dataSource={FRUITS}
        rowKey="id"
        pagination={{ current: 1, pageSize: 2, total: 5, onChange }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange.mock.calls).toEqual([[3], [2]]);
    rerender(
      <DataTable
        columns={COLUMNS}
        dataSource={FRUITS}
        rowKey="id"
        pagination={{ current: 1, pageSize: 2, total: 2, onChange }}
      />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('keys rows by the field or function given, so a row keeps its element when the order changes', async () => {
    const byName = (row: Fruit) => row.name;
    // Rendered bare: a rerender of renderWithProviders' result would drop its providers and remount the table.
    const { rerender } = render(<DataTable columns={COLUMNS} dataSource={FRUITS} rowKey={byName} />);
    const appleRow = screen.getAllByRole('row')[1]!;
    rerender(<DataTable columns={COLUMNS} dataSource={[...FRUITS].reverse()} rowKey={byName} />);
    expect(screen.getAllByRole('row')[2]).toBe(appleRow);

    rerender(<DataTable columns={COLUMNS} dataSource={FRUITS} rowKey="id" />);
    const pearRow = screen.getAllByRole('row')[2]!;
    rerender(<DataTable columns={COLUMNS} dataSource={[...FRUITS].reverse()} rowKey="id" />);
    expect(screen.getAllByRole('row')[1]).toBe(pearRow);
  });

  it('gives each row the class rowClassName names, and the size its padding class', async () => {
    await renderWithProviders(
      <DataTable
        columns={COLUMNS}
        dataSource={FRUITS}
        rowKey="id"
        size="small"
        className="mine"
        rowClassName={(row, index) => (row.id === 9 ? `chosen-${index}` : '')}
      />,
    );
    const [, apple, pear] = screen.getAllByRole('row');
    expect(apple!.getAttribute('class')).toBeNull();
    expect(pear!.className).toBe('chosen-1');
    expect(screen.getByRole('table').closest('.data-table')!.className).toBe(
      'data-table data-table--small mine',
    );
  });
});
