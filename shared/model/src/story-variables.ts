/** The variables a story reads (docs/stories.md "Which scenes play", "The timeline", sounds). */

import type { Story, StorySceneContent, StorySound } from './story-entities.js';

const TEMPLATE_PART = /\$\{([^}]*)\}/g;

function templateNames(template: string | undefined): string[] {
  return template ? [...template.matchAll(TEMPLATE_PART)].map((m) => (m[1] ?? '').trim()) : [];
}

/**
 * An asset name from a template with `${variable}` parts (a template sound, a mask
 * template): each part is the variable's value ('' when not given), the whole trimmed.
 */
export function fillStoryTemplate(
  template: string | undefined,
  values: Readonly<Record<string, string | undefined>>,
): string {
  return (template ?? '').replace(TEMPLATE_PART, (_, key: string) => values[key.trim()] ?? '').trim();
}

function soundNames(sound: StorySound | undefined): string[] {
  if (!sound) return [];
  if (sound.type === 'variable') return [sound.variable ?? ''];
  if (sound.type === 'template') return templateNames(sound.template);
  return [];
}

function contentNames(content: StorySceneContent): string[] {
  return [
    ...(content.duration === 'variable' ? [content.numframesvar ?? ''] : []),
    ...(content.sounds ?? []).flatMap(soundNames),
  ];
}

/**
 * Every variable name the story itself reads, once each, in the order they appear: scenes'
 * deciding variables, variable lengths, sounds' variables and template parts, mask templates.
 * The variables of movies its scenes show are the movies' own (not listed here).
 */
export function storyVariables(story: Pick<Story, 'scenes' | 'bgsound' | 'sounds'>): string[] {
  const names = [
    ...soundNames(story.bgsound),
    ...(story.sounds ?? []).flatMap(soundNames),
    ...story.scenes.flatMap((scene) => [
      ...(scene.type !== 'static' ? [scene.varname ?? ''] : []),
      ...contentNames(scene),
      ...(scene.variants ?? []).flatMap((variant) => contentNames(variant.scene)),
      ...templateNames(scene.transition_mask_template),
    ]),
  ];
  return [...new Set(names.map((name) => name.trim()).filter(Boolean))];
}
