/**
 * How big a story may be rendered (docs/stories.md "Rendering through the platform"): the
 * movies' render limits (movie-limits.ts) read on a story, checked before a render waits
 * for a slot, with what can be known without reading a file.
 */

import { MOVIE_LIMITS, movieLimitProblem } from './movie-limits.js';
import type { Rate } from './movie-rules.js';
import { STORY_DEFAULTS, STORY_TRANSITION_DEFAULTS, type Story, type StorySceneContent } from './story-entities.js';
import { storyProblems, storyRate, storySize } from './story-rules.js';
import { chooseScenes, storyFrames, StoryError, type ChosenScene, type StoryValues } from './story-timeline.js';

/**
 * A scene's length when the story says it (fixed, variable, or a recorded sound length); undefined when only its files
 * tell.
 */
function statedFrames(content: StorySceneContent, values: StoryValues, rate: Rate): number | undefined {
  const fixed =
    content.default_duration && content.default_duration > 0
      ? storyFrames(content.default_duration, content.default_unit, rate)
      : undefined;
  switch (content.duration || 'video') {
    case 'fixed':
      return fixed;
    case 'variable': {
      const text = content.numframesvar ? values[content.numframesvar]?.trim() : undefined;
      const value = text ? Number(text) : NaN;
      return Number.isFinite(value) && value > 0 ? storyFrames(value, content.unit, rate) : fixed;
    }
    case 'audio':
      return content.audiolen && content.audiolen > 0 ? Math.round(content.audiolen) : undefined;
    default:
      return undefined;
  }
}

/**
 * The fewest frames the story can last for these values: each scene whose length it
 * states, less the most its entering transition can take (a transition never outlasts
 * its scene). Scenes timed by their files count for nothing.
 */
function leastFrames(chosen: readonly ChosenScene[], values: StoryValues, rate: Rate): number {
  return chosen.reduce((sum, c, i) => {
    const frames = statedFrames(c.content, values, rate);
    if (frames === undefined) return sum;
    const entering = i > 0 && c.scene.transition && c.scene.transition !== 'none';
    const transition = entering
      ? c.scene.tdur && c.scene.tdur > 0
        ? storyFrames(c.scene.tdur, c.scene.tunit, rate)
        : STORY_TRANSITION_DEFAULTS.frames
      : 0;
    return sum + Math.max(0, frames - transition);
  }, 0);
}

const soundCount = (content: StorySceneContent) => content.sounds?.length ?? 0;

/**
 * The first render limit the story breaks for these values, as a sentence, or undefined:
 * its size and frame rate as a movie's, the number of scenes it has and plays, the
 * sounds it plays, then what storyProblems finds, then its length and work as far as its
 * scenes state them (4 h, and width × height × frames, like a movie's).
 */
export function storyLimitProblem(story: Story, values: StoryValues = {}): string | undefined {
  const { width, height } = storySize(story);
  const format = movieLimitProblem({
    params: { vparams: { width, height, videoframerate: story.fps || STORY_DEFAULTS.fps } },
  });
  if (format) return `The story's ${format.message}.`;
  const { maxScenes, maxAudioTracks, maxSeconds, maxPixelFrames } = MOVIE_LIMITS;
  if (story.scenes.length > maxScenes)
    return `The story has ${story.scenes.length} scenes, more than the limit of ${maxScenes}.`;
  const problems = storyProblems(story);
  if (problems.length) return problems.join(' ');
  let chosen: ChosenScene[];
  try {
    chosen = chooseScenes(story.scenes, values);
  } catch (error) {
    if (error instanceof StoryError) return error.message;
    throw error;
  }
  const sounds =
    (story.bgsound?.type ? 1 : 0) +
    (story.sounds?.length ?? 0) +
    chosen.reduce((sum, c) => sum + soundCount(c.content), 0);
  if (sounds > maxAudioTracks) return `The story plays ${sounds} sounds, more than the limit of ${maxAudioTracks}.`;
  const rate = storyRate(story)!;
  const frames = leastFrames(chosen, values, rate);
  const seconds = (frames * rate.den) / rate.num;
  if (seconds > maxSeconds)
    return `The story lasts at least ${frames} frames, longer than the limit of ${maxSeconds / 3600} h.`;
  const work = width * height * frames;
  if (work > maxPixelFrames) {
    return (
      `The story's work (width × height × frames) must be at most ${maxPixelFrames.toExponential(2)} pixels, ` +
      `got ${work.toExponential(2)}: make it shorter or smaller.`
    );
  }
  return undefined;
}
