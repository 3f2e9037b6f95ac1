import { useState } from 'react';
import { migrateAndWait, projectCopyClient } from '@reelforge/api/project-copy';
import { copyTargets, escapeHtml, messageOf, type Project } from '@reelforge/model';
import { useApi, useRegions, useReportUserError } from '@reelforge/session';
import { FormDialog, Progress, SelectField } from '@reelforge/ui';
import { queryKeys, useQueryClient } from '@reelforge/ui/server-state';

/**
 * Moves the selected projects to the region the person picks (docs/reference.md §4): each
 * migration is polled every second until it ends. A failure shows the platform's Message as
 * a user error (§8), the project left in its region. Either way the project lists read again.
 */
export function MigrateProjectsDialog({ projects, onClose }: { projects: Project[]; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const reportUserError = useReportUserError();
  const choices = copyTargets(useRegions());
  const [region, setRegion] = useState(
    choices.find((choice) => projects.some((project) => project.region !== choice)) ?? choices[0] ?? '',
  );
  const [moving, setMoving] = useState<{ name: string; done: number } | null>(null);

  const migrate = async () => {
    try {
      for (const [index, project] of projects.entries()) {
        setMoving({ name: project.name, done: index });
        try {
          await migrateAndWait(api.regional(projectCopyClient, project.region), project.uid, region);
          // What was read of it in its old region is gone with it.
          queryClient.removeQueries({ queryKey: queryKeys.project(project.region, project.uid) });
        } catch (error) {
          console.error(`Migrating project ${project.uid} to ${region} failed`, error);
          reportUserError(
            escapeHtml(messageOf(error) || 'The migration failed'),
            `Migrating ${project.name} to ${region} failed`,
          );
          return;
        }
      }
    } finally {
      setMoving(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.projectLists() });
      onClose();
    }
  };

  return (
    <FormDialog
      title={
        projects.length === 1 ? `Migrate ${projects[0]?.name ?? 'project'}` : `Migrate ${projects.length} projects`
      }
      submitLabel="Migrate"
      busyLabel="Migrating…"
      check={() =>
        projects.every((project) => project.region === region) ? `Already in ${region}: choose another region.` : null
      }
      onSubmit={migrate}
      onCancel={onClose}
    >
      <SelectField label="Target region" value={region} options={choices} onChange={setRegion} />
      <p>
        The project moves to the target region with its assets, movies and app data, and is no longer in its current
        region.
      </p>
      {moving && (
        <Progress
          label={`Migrating ${moving.name}`}
          text={
            projects.length > 1
              ? `${moving.done} of ${projects.length} projects moved`
              : `Moving ${moving.name} to ${region}`
          }
        />
      )}
    </FormDialog>
  );
}
