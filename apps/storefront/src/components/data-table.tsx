import { InboxOutlined } from '@ant-design/icons';
import type { Key, ReactNode } from 'react';
import { Pager } from './pager.tsx';
import './data-table.css';

interface ColumnLook {
  /** Needed only where two columns show the same field or none. */
  key?: string;
  title: ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  className?: string;
}

/** A column showing one field of the row: render, when given, gets that field's value with its own type. */
type FieldColumn<Row> = {
  [Field in keyof Row & string]: ColumnLook & {
    dataIndex: Field;
    render?: (value: Row[Field], row: Row, index: number) => ReactNode;
  };
}[keyof Row & string];

/** A column drawn from the whole row. */
type RowColumn<Row> = ColumnLook & {
  dataIndex?: undefined;
  render: (value: undefined, row: Row, index: number) => ReactNode;
};

export type DataColumn<Row> = FieldColumn<Row> | RowColumn<Row>;

export interface DataPagination {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

interface Props<Row> {
  columns: DataColumn<Row>[];
  dataSource: readonly Row[];
  /** The field naming each row, or how to name it. */
  rowKey: (keyof Row & string) | ((row: Row) => Key);
  rowClassName?: (row: Row, index: number) => string;
  /** Marks the table busy and dims its rows (the rows of the last page stay until the next ones come). */
  loading?: boolean;
  /** Shown in place of the rows when there are none. */
  emptyText?: ReactNode;
  /** The pages under the table, shown when there is more than one. */
  pagination?: false | DataPagination;
  /** Cell padding as antd's sizes: 16px by default, 12px middle, 8px small. */
  size?: 'small' | 'middle';
  'aria-label'?: string;
  'data-testid'?: string;
  className?: string;
}

function cellOf<Row>(column: DataColumn<Row>, row: Row, index: number): ReactNode {
  // Each column's render is typed by its own field; here one signature serves them all.
  const { dataIndex, render } = column as {
    dataIndex?: keyof Row;
    render?: (value: unknown, row: Row, index: number) => ReactNode;
  };
  const value = dataIndex === undefined ? undefined : row[dataIndex];
  return render ? render(value, row, index) : (value as ReactNode);
}

const alignClass = (align: ColumnLook['align']) =>
  align && align !== 'left' ? `data-table__cell--${align}` : '';
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/**
 * A plain table for the member pages' records instead of antd's Table, which with its filter, sorter and
 * selection internals cost each of them about 100 KiB gzip (issue 12). Semantic rows and header cells, so the
 * rows and cells keep their roles; it scrolls sideways inside its box on narrow screens.
 */
export function DataTable<Row>({
  columns,
  dataSource,
  rowKey,
  rowClassName,
  loading = false,
  emptyText,
  pagination = false,
  size,
  className,
  'aria-label': ariaLabel,
  'data-testid': testId,
}: Props<Row>) {
  const keyOf = (row: Row): Key => (typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as Key));
  const columnKey = (column: DataColumn<Row>, at: number) => column.key ?? column.dataIndex ?? String(at);
  const pages = pagination ? Math.ceil(pagination.total / pagination.pageSize) : 0;
  return (
    <div
      className={classes(
        'data-table',
        size && `data-table--${size}`,
        loading && 'data-table--loading',
        className,
      )}
      data-testid={testId}
    >
      <div className="data-table__scroll">
        <table aria-label={ariaLabel} aria-busy={loading || undefined}>
          <thead>
            <tr>
              {columns.map((column, at) => (
                <th
                  key={columnKey(column, at)}
                  scope="col"
                  className={classes(alignClass(column.align), column.className)}
                  style={column.width === undefined ? undefined : { width: column.width }}
                >
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dataSource.map((row, index) => (
              <tr key={keyOf(row)} className={classes(rowClassName?.(row, index))}>
                {columns.map((column, at) => (
                  <td
                    key={columnKey(column, at)}
                    className={classes(alignClass(column.align), column.className)}
                  >
                    {cellOf(column, row, index)}
                  </td>
                ))}
              </tr>
            ))}
            {dataSource.length === 0 ? (
              <tr className="data-table__empty">
                <td colSpan={columns.length}>
                  {/* While the first rows load there is nothing to say yet (no flash of "no records"). */}
                  {loading ? (
                    <span className="data-table__waiting" />
                  ) : (
                    <>
                      <InboxOutlined className="data-table__empty-icon" aria-hidden="true" />
                      <div>{emptyText}</div>
                    </>
                  )}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {pagination && pages > 1 ? (
        <Pager
          className="data-table__pager"
          current={pagination.current}
          pageSize={pagination.pageSize}
          total={pagination.total}
          onChange={pagination.onChange}
        />
      ) : null}
    </div>
  );
}
