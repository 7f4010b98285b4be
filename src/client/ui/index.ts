/** The one UI kit of the site's pages and the board's DOM overlays (docs/architecture.md, "The UI kit"). */
export { Alert, StatusAlert } from './Alert';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { DataTable, type Column, type RowDelete } from './DataTable';
export { Modal } from './Modal';
export { Spinner } from './Spinner';
export { useConfirmation } from './useConfirmation';
export { clearsItself, errorText, scheduleClear, useTimedStatus, type Status } from './useTimedStatus';
export { formatDate } from './formatDate';
export { Field, OneFieldForm } from './Field';
export { ItemList } from './ItemList';
