import { IconButton } from '@reelforge/ui';

export function JobToolbar({
  onNew,
  selectedCount,
  onDelete,
  canCreate,
}: {
  onNew: () => void;
  selectedCount: number;
  onDelete: () => void;
  canCreate: boolean;
}) {
  return (
    <div className="rf-toolbar">
      <h1>Batch jobs</h1>
      <IconButton icon="+" text="New job" className="rf-primary" disabled={!canCreate} onClick={onNew} />
      <IconButton
        icon="✕"
        text={selectedCount > 1 ? `Delete ${selectedCount}` : 'Delete'}
        disabled={selectedCount === 0}
        onClick={onDelete}
      />
    </div>
  );
}
