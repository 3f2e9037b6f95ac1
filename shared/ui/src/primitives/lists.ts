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
export { ItemList, type ItemDeletion, type ItemListProps } from './lists/ItemList.js';
export { NewItemRow, type NewItemPrompt } from './lists/NewItemRow.js';
export { ListToolbar, DeleteSelectedButton, ThumbnailsSwitch, type ListSearch } from './lists/ListToolbar.js';
export { DataTable, type DataTableProps } from './lists/DataTable.js';
