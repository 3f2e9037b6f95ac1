import { useState } from 'react';
import { changedValues, type Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { SelectField, TextField } from '@reelforge/ui';
import { ExamplePlayback, renderExample, useExamplePlayer, type ExampleSubject } from '@reelforge/ui/render-export';
import { queryError } from '@reelforge/ui/server-state';
import { useTemplates } from '../xml/useTemplates.js';
import { useMovieNames, useTemplateVariables, type PlayerTemplate } from './useTemplateVariables.js';

const choiceOf = (template: PlayerTemplate) => `${template.kind}:${template.name}`;
function templateOf(choice: string): PlayerTemplate | undefined {
  const at = choice.indexOf(':');
  const kind = choice.slice(0, at);
  return kind === 'movie' || kind === 'compdata' ? { kind, name: choice.slice(at + 1) } : undefined;
}

/**
 * The template example player (docs/reference.md §2, docs/playground.md): one of the current
 * project's movies or XML templates, its variables filled, Play → Rendering.... → Waiting... →
 * Playing..., as the batch job's player does (the shared `useExamplePlayer`).
 */
export function TemplateExamplePlayer({ project }: { project: Project }) {
  const movies = useMovieNames(project);
  const { list: templates } = useTemplates(project);
  const [choice, setChoice] = useState('');
  const template = templateOf(choice);
  const options = [
    ...(movies.data ?? []).map((movie) => ({
      value: choiceOf({ kind: 'movie', name: movie.name }),
      label: `Movie: ${movie.name}`,
    })),
    ...(templates.data ?? []).map((item) => ({
      value: choiceOf({ kind: 'compdata', name: item.name }),
      label: `XML template: ${item.name}`,
    })),
  ];
  const problem = queryError(movies) ?? queryError(templates);

  return (
    <section className="rf-example-player" aria-label="Template example player">
      <h2>Template example player</h2>
      <p>Play one of this project's movies or XML templates with the values you choose.</p>
      {problem && <p role="alert">The project's templates could not be read: {problem}</p>}
      <SelectField label="Template" value={choice} options={options} empty="Choose a template" onChange={setChoice} />
      {template && <TemplateRun key={choice} project={project} template={template} />}
    </section>
  );
}

/** The chosen template's variables and its player. */
function TemplateRun({ project, template }: { project: Project; template: PlayerTemplate }) {
  const api = useApi();
  const { query, defaults } = useTemplateVariables(project, template);
  const [values, setValues] = useState<Record<string, string>>({});
  const player = useExamplePlayer();
  const shown = { ...defaults, ...values };
  const subject: ExampleSubject = template.kind === 'movie' ? { movie: template.name } : { compdata: template.name };
  const play = () =>
    void player.play(`Example of ${template.name}`, (signal) =>
      renderExample(api.movies(project.region), project.uid, subject, changedValues(defaults ?? {}, shown), signal),
    );

  return (
    <div className="rf-form">
      {queryError(query) && <p role="alert">The variables could not be read: {queryError(query)}</p>}
      {defaults &&
        Object.keys(defaults).map((key) => (
          <TextField
            key={key}
            label={key}
            value={shown[key]}
            onChange={(value) => setValues((current) => ({ ...current, [key]: value }))}
          />
        ))}
      {defaults && Object.keys(defaults).length === 0 && <p className="rf-empty">This template has no variables.</p>}
      <button type="button" className="rf-primary" disabled={player.busy || !defaults} onClick={play}>
        {player.text}
      </button>
      <ExamplePlayback player={player} className="rf-example-video" />
    </div>
  );
}
