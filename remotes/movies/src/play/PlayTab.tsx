import { useMemo } from 'react';
import { movieFrameCount } from '@reelforge/model';
import { PreviewPlayer } from '@reelforge/ui/preview';
import type { MovieTabProps } from '../detail/tab-props.js';
import { FrameViewer } from './FrameViewer.js';
import { renderParams } from './params.js';
import { VariableFields } from './VariableFields.js';

/** Fill the variables, then preview the movie or look at single frames of it. */
export function PlayTab({ project, name, client, movie, params, setParams, username }: MovieTabProps) {
  const values = useMemo(() => renderParams(movie.variables, params), [movie.variables, params]);
  const common = { client, prjuid: project.uid, name, movie, params: values, username };
  return (
    <section className="rf-play" aria-label="Play">
      <VariableFields variables={movie.variables ?? []} params={params} setParams={setParams} />
      <PreviewPlayer {...common} />
      <FrameViewer {...common} frames={movieFrameCount(movie.scenes)} />
    </section>
  );
}
