import { useState } from 'react';
import { escapeHtml, type Project } from '@reelforge/model';
import { useApi, useReportUserError } from '@reelforge/session';
import { ConfirmDialog } from '@reelforge/ui';

/** Confirms, deletes each selected project in its region, then hands back for a reload. */
export function DeleteProjectsDialog({ projects, onDone, onCancel }: { projects: Project[]; onDone: () => void; onCancel: () => void }) {
  const api = useApi();
  const reportError = useReportUserError();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    const failed: string[] = [];
    for (const project of projects) {
      try {
        await api.region(project.region).deleteProject(project.uid);
      } catch (e) {
        failed.push(`${project.name}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    if (failed.length) {
      const items = failed.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
      reportError(`<p>These projects could not be deleted:</p><ul>${items}</ul>`, 'Delete failed');
    }
    onDone();
  };

  const title = projects.length === 1 ? 'Delete project?' : `Delete ${projects.length} projects?`;
  return (
    <ConfirmDialog title={title} confirmLabel={busy ? 'Deleting…' : 'Delete'} busy={busy} onConfirm={() => void remove()} onCancel={onCancel}>
      <p>These projects and everything in them will be deleted. This cannot be undone.</p>
      <ul>
        {projects.map((project) => (
          <li key={`${project.region}/${project.uid}`}>
            {project.name} <small>({project.region})</small>
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
