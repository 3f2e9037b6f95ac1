import { useLocation, useParams } from '@reelforge/router';
import { fxEditorType, type Project } from '@reelforge/model';
import { useFxType, useRebranding, useToken } from '@reelforge/session';
import { FxDetail } from './FxDetail.js';
import { FxList } from './FxList.js';

/** What the fx pages need to link on: the editor type, the query to keep, the editors and the token. */
export interface FxContext {
  /** `…/fx` of the project. */
  base: string;
  /** `?fxtype=…` when the address has one, kept on every link (docs/reference.md §1), else ''. */
  keep: string;
  type: ReturnType<typeof fxEditorType>;
}

/**
 * `…/fx` lists the project's effects compositions; `…/fx/{id}` shows one, `id` being its name
 * (docs/reference.md §2). `fxtype` (fxpro or fxexpress) picks the editor new compositions are
 * made for; without one, the session's beta mode or the effects editor (docs/compositions.md).
 */
export function FxArea({ project }: { project: Project }) {
  const id = useParams()['*'] ?? '';
  const query = new URLSearchParams(useLocation().search).get('fxtype');
  const type = fxEditorType(query, useFxType());
  const editors = useRebranding()?.editors;
  const token = useToken() ?? '';
  const base = `/projects/${encodeURIComponent(project.region)}/${encodeURIComponent(project.uid)}/fx`;
  const context: FxContext = { base, keep: query ? `?${new URLSearchParams({ fxtype: query }).toString()}` : '', type };
  return id ? (
    <FxDetail key={id} project={project} name={id} context={context} editors={editors} token={token} />
  ) : (
    <FxList project={project} context={context} />
  );
}
