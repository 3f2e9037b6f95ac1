// Long lists (a windowed list, the 200-then-20 list window, a pager, thumbnails through the
// shared lanes): their own entry, apart from '@reelforge/ui', so the host's first page does not
// carry them (README: "Entries"). Shared as one copy, so every area's thumbnails wait in the
// same lanes (docs/reference.md §9).
export { VirtualList, type VirtualListProps } from './lists/VirtualList.js';
export { useListWindow, type ListWindow, type ListWindowOptions } from './lists/useListWindow.js';
export { LaneQueue, thumbnailQueue } from './lists/thumbnail-queue.js';
export { QueuedImage } from './lists/QueuedImage.js';
export { Pager, type PagerProps } from './lists/Pager.js';
export { QueuedLazyImage } from './lists/QueuedLazyImage.js';
export { ItemTable, RowAction, linkColumn, type ItemColumn, type ItemTableProps } from './lists/ItemTable.js';
export { ItemList, type ItemListProps, type ItemListTexts } from './lists/ItemList.js';
export { NewItemRow } from './lists/NewItemRow.js';
export {
  ListToolbar,
  DeleteSelectedButton,
  SelectionTools,
  ThumbnailsSwitch,
  useThumbnails,
  type ListSearch,
  type ThumbnailsChoice,
} from './lists/ListToolbar.js';
export { ListBody, type ListBodyProps } from './lists/ListBody.js';
export { useSelection } from './lists/useSelection.js';
export { DataTable, type DataTableProps } from './lists/DataTable.js';
