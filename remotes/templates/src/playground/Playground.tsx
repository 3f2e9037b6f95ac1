import { useState } from 'react';
import type { Example, PlaygroundCalls } from '@reelforge/api/playground';
import { changedValues, type Project } from '@reelforge/model';
import { Progress, TextField } from '@reelforge/ui';
import { useRenderRun } from '@reelforge/ui/render-export';
import { queryError } from '@reelforge/ui/server-state';
import { useExampleText, usePlayground } from './usePlayground.js';

const defaultsOf = (example: Example) =>
  Object.fromEntries(example.variables.map((variable) => [variable.key, variable.default]));

/**
 * The playground (docs/playground.md): the examples of examples.json; the chosen one's XML
 * and variables (defaults editable); Render follows the render and plays the mp4. Everything
 * goes through the playground token to the example project: the user's projects are never touched.
 */
export function Playground({ project }: { project: Project }) {
  const { examples, token, calls } = usePlayground(project.region);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const list = examples.data ?? [];
  const example = list.find((item) => item.name === chosen);
  const problem = queryError(examples) ?? queryError(token);

  return (
    <section className="rf-playground" aria-label="Playground examples">
      {problem && <p role="alert">The playground is not available now: {problem}</p>}
      {list.length > 0 && (
        <ul className="rf-playground-list" aria-label="Examples">
          {list.map((item) => (
            <li key={item.name}>
              <button type="button" aria-pressed={item.name === chosen} onClick={() => setChosen(item.name)}>
                {item.title}
              </button>{' '}
              <span className="rf-muted">
                {item.width}×{item.height}
              </span>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      )}
      {example && calls && <ExampleView key={example.name} example={example} calls={calls} />}
    </section>
  );
}

/** One example: its XML, its variables, Render → progress → the video. Leaving it stops its render. */
function ExampleView({ example, calls }: { example: Example; calls: PlaygroundCalls }) {
  const [values, setValues] = useState<Record<string, string>>(() => defaultsOf(example));
  const text = useExampleText(calls, example.compdata);
  const { run, start } = useRenderRun(calls);
  const render = () =>
    void start('mp4', () => calls.render(example.compdata, changedValues(defaultsOf(example), values)));

  return (
    <article className="rf-playground-example" aria-label={example.title}>
      <h2>{example.title}</h2>
      {queryError(text) && <p role="alert">The example could not be read: {queryError(text)}</p>}
      {text.data && (
        <pre aria-label={`XML of ${example.title}`}>
          <code>{text.data}</code>
        </pre>
      )}
      {example.variables.length > 0 && (
        <fieldset className="rf-form">
          <legend>Variables</legend>
          {example.variables.map((variable) => (
            <TextField
              key={variable.key}
              label={variable.key}
              value={values[variable.key] ?? ''}
              onChange={(value) => setValues((current) => ({ ...current, [variable.key]: value }))}
            />
          ))}
        </fieldset>
      )}
      <button type="button" className="rf-primary" disabled={run.state === 'rendering'} onClick={render}>
        Render
      </button>
      {run.state === 'rendering' && <Progress label="Render progress" value={run.percent} />}
      {run.state === 'failed' && <p role="alert">The example could not be rendered: {run.error}</p>}
      {run.state === 'done' && (
        <video
          className="rf-playground-video"
          aria-label={`Render of ${example.title}`}
          src={run.url}
          controls
          autoPlay
          muted
          playsInline
        />
      )}
    </article>
  );
}
