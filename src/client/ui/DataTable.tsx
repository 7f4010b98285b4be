import type { Key, ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { dangerButton, iconDeleteButton, muted, table } from './tokens';
import { useConfirmation } from './useConfirmation';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of this column's cells beside the table's own (a monospaced address, a badge). */
  className?: string;
};

/** A row's delete button, asked about first when `confirm` is given. */
export type RowDelete<T> = {
  /** The button's accessible name for a row ("Delete 203.0.113.7"). */
  label: (row: T) => string;
  /** The button's visible word; without one it shows ✕. */
  text?: string;
  confirm?: { question: (row: T) => string; confirmLabel?: string; cancelLabel?: string };
  run: (row: T) => void;
};

type DataTableProps<T> = {
  /** null while the rows are loading. */
  rows: readonly T[] | null;
  rowKey: (row: T) => Key;
  columns: Column<T>[];
  /** Shown instead of the table while there are no rows, or while loading when `loading` is absent. */
  empty: string;
  loading?: string;
  /** Buttons of a row, before its delete button. */
  actions?: (row: T) => ReactNode;
  /** The heading of the buttons' column (blank unless the spec names it). */
  actionsHeader?: string;
  onDelete?: RowDelete<T>;
  className?: string;
};

/** The admin and account lists: a table of rows with their buttons, a delete that asks first, empty and loading lines. */
export function DataTable<T extends NonNullable<unknown>>({ rows, rowKey, columns, empty, loading, actions, actionsHeader, onDelete, className = '' }: DataTableProps<T>) {
  const deleting = useConfirmation<T>((row) => onDelete?.run(row));
  const press = (row: T) => (onDelete?.confirm ? deleting.ask(row) : onDelete?.run(row));
  const hasButtons = Boolean(actions || onDelete);
  if (rows === null) return loading ? <p className={muted}>{loading}</p> : null;
  if (rows.length === 0) return <p className={muted}>{empty}</p>;
  return (
    <>
      <table className={`${table.table} ${className}`}>
        <thead className={table.head}>
          <tr>
            {columns.map((column) => (
              <th key={column.header} className={table.headCell}>
                {column.header}
              </th>
            ))}
            {hasButtons && <th className={`${table.headCell} text-right`}>{actionsHeader}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={table.row}>
              {columns.map((column) => (
                <td key={column.header} className={`${table.cell} ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
              {hasButtons && (
                <td className={table.actions}>
                  {actions?.(row)}
                  {onDelete && (
                    <button type="button" className={onDelete.text ? dangerButton : iconDeleteButton} onClick={() => press(row)} aria-label={onDelete.label(row)}>
                      {onDelete.text ?? '✕'}
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {onDelete?.confirm && (
        <ConfirmDialog
          {...deleting.dialog}
          question={deleting.asking ? onDelete.confirm.question(deleting.asking) : ''}
          confirmLabel={onDelete.confirm.confirmLabel}
          cancelLabel={onDelete.confirm.cancelLabel}
        />
      )}
    </>
  );
}
