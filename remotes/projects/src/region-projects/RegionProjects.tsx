import { useMemo, useState } from 'react';
import { isWithinTag, matchesTagFilter, movedTagPath, type Project } from '@reelforge/model';
import { ProjectList, type ProjectListExtras } from '../project-list/ProjectList.js';
import { useProjects } from '../project-list/useProjects.js';
import { ProjectTags } from './ProjectTags.js';
import { DeleteTagDialog, NewTagDialog, RenameTagDialog } from './TagDialogs.js';
import { HiddenTagMenu, TagMenu, type TagAction } from './TagMenu.js';
import { useRegionTags } from './useTags.js';
import { useTagMenuShown } from './useTagMenuShown.js';

/** The tags, quoted and joined: “a” and “b”. */
const quotedTags = (tags: readonly string[]) => tags.map((tag) => `“${tag}”`).join(' and ');

/**
 * /byregion/{region}/projects: the region's projects with the tag menu, tag filters and each project's tags
 * (docs/tags.md).
 */
export function RegionProjects({ region }: { region: string }) {
  const { tags, byProject: allLinks, error, loaded } = useRegionTags(region);
  // The list's own read (the same key): a project deleted a moment ago no longer counts for its tags.
  const { projects } = useProjects(region);
  const byProject = useMemo(() => {
    const listed = new Set(projects.map((project) => project.uid));
    return new Map([...allLinks].filter(([uid]) => listed.has(uid)));
  }, [allLinks, projects]);
  const [shown, setShown] = useTagMenuShown();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [action, setAction] = useState<TagAction | null>(null);

  // A filter on a tag that is gone (deleted, or moved elsewhere) no longer applies.
  const known = useMemo(() => new Set(tags.map((tag) => tag.name)), [tags]);
  const filters = useMemo(() => [...chosen].filter((tag) => known.has(tag)), [chosen, known]);
  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const list of byProject.values()) for (const tag of list) map.set(tag, (map.get(tag) ?? 0) + 1);
    return map;
  }, [byProject]);

  const extras = useMemo<ProjectListExtras>(
    () => ({
      aside: shown ? (
        <TagMenu
          tags={tags}
          chosen={new Set(filters)}
          onChoose={setChosen}
          onAction={setAction}
          counts={counts}
          error={error}
          loaded={loaded}
          onHide={() => setShown(false)}
        />
      ) : (
        <HiddenTagMenu chosen={filters.length} onShow={() => setShown(true)} />
      ),
      filter:
        filters.length === 0
          ? undefined
          : {
              keep: (project: Project) => matchesTagFilter(byProject.get(project.uid) ?? [], filters),
              label: `${filters.length === 1 ? 'the tag' : 'the tags'} ${quotedTags(filters)}`,
            },
      column: {
        header: 'Tags',
        cell: (project: Project) => (
          <span className="rf-tag-chips" aria-label={`Tags of ${project.name}`}>
            {(byProject.get(project.uid) ?? []).map((tag) => (
              <span key={tag} className="rf-tag-chip">
                {tag}
              </span>
            ))}
          </span>
        ),
      },
      details: (selected: Project[]) => (
        <ProjectTags region={region} selected={selected} tags={tags} byProject={byProject} />
      ),
    }),
    [shown, tags, filters, counts, error, loaded, byProject, region, setShown],
  );

  const close = () => setAction(null);
  const projectsWithin = (tag: string) =>
    [...byProject.values()].filter((list) => list.some((t) => isWithinTag(t, tag))).length;

  return (
    <>
      <ProjectList region={region} extras={extras} />
      {action?.kind === 'new' && <NewTagDialog region={region} tags={tags} parent={action.parent} onClose={close} />}
      {action?.kind === 'rename' && (
        <RenameTagDialog
          region={region}
          tags={tags}
          tag={action.tag}
          onClose={close}
          onDone={(to) => {
            // The filters follow the moved tags.
            setChosen(
              new Set(
                [...chosen].map((tag) => (isWithinTag(tag, action.tag) ? movedTagPath(tag, action.tag, to) : tag)),
              ),
            );
            close();
          }}
        />
      )}
      {action?.kind === 'delete' && (
        <DeleteTagDialog
          region={region}
          tag={action.tag}
          subTags={tags.filter((tag) => tag.name !== action.tag && isWithinTag(tag.name, action.tag)).length}
          projects={projectsWithin(action.tag)}
          onClose={close}
          onDone={() => {
            setChosen(new Set([...chosen].filter((tag) => !isWithinTag(tag, action.tag))));
            close();
          }}
        />
      )}
    </>
  );
}
