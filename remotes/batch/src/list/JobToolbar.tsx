import { IconButton } from '@reelforge/ui';
import { DeleteSelectedButton, ListToolbar } from '@reelforge/ui/lists';

interface Props {
  onNew: () => void;
  selectedCount: number;
  onDelete: () => void;
  canCreate: boolean;
}

export function JobToolbar({ onNew, selectedCount, onDelete, canCreate }: Props) {
  return (
    <ListToolbar title="Batch jobs">
      <IconButton icon="+" text="New job" className="rf-primary" disabled={!canCreate} onClick={onNew} />
      <DeleteSelectedButton count={selectedCount} onClick={onDelete} />
    </ListToolbar>
  );
}
