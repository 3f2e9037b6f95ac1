import { useMemo, useState } from 'react';
import {
  clampFrame,
  moveSceneTo,
  normaliseStory,
  storyBlocks,
  storyRenderFrame,
  storySize,
  storySoundSpans,
  withSceneFrames,
  withSoundFrames,
  withTransitionFrames,
  type Project,
  type Story,
} from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { Timeline, type TimelineAudioItem, type TimelineSceneItem } from '@reelforge/ui/timeline';
import { StoryStage } from './StoryStage.js';
import { useStoryFrame } from './useStoryFrame.js';
import { useStoryLengths } from './useStoryLengths.js';

interface Props {
  project: Pick<Project, 'region' | 'uid'>;
  story: Story;
  /** What storyProblems finds: while there are any, the stage asks for no frame (the render would refuse it). */
  problems: readonly string[];
  /** The scene whose dialog is open. */
  selected?: number | undefined;
  onOpenScene: (index: number) => void;
  edit: (change: (story: Story) => Story) => void;
}

/**
 * The story on the timeline (docs/design-tab.md "The story timeline"): every scene as a block as long as it is (its
 * type in words under its name), transitions as overlaps, the story's sounds as audio rows; dragging a block (or
 * ctrl+arrows on it) reorders the scenes, a fixed scene's end and a transition's edge change their lengths, a sound's
 * end its duration, and a click opens the scene's dialog. Above it, the test movie's frame at the playhead.
 */
export function StoryTimeline({ project, story, problems, selected, onOpenScene, edit }: Props) {
  const api = useApi();
  const movies = api.movies(project.region);
  const assets = api.assets(project.region);
  const lengths = useStoryLengths(project, story);
  const timeline = useMemo(() => storyBlocks(story, {}, lengths), [story, lengths]);
  const frames = Math.max(1, timeline.frames);
  const [wantedPlayhead, setPlayhead] = useState(0);
  const playhead = clampFrame(wantedPlayhead, frames);
  const where = storyRenderFrame(timeline, playhead);
  const saved = useMemo(() => normaliseStory(story), [story]);
  const stopped = where?.frame === undefined && where ? timeline.blocks[where.scene] : undefined;
  const why =
    problems.length > 0
      ? "Fix the problems listed to see the story's frames."
      : stopped
        ? `Scene ${stopped.index + 1} "${stopped.name}" does not play with the variables' default values.`
        : undefined;
  const image = useStoryFrame(
    movies,
    project.uid,
    !why && where?.frame !== undefined ? { story: saved, frame: where.frame } : null,
  );

  const scenes = useMemo<TimelineSceneItem[]>(
    () =>
      timeline.blocks.map((block) => ({
        index: block.index,
        name: block.name,
        detail: block.detail,
        start: block.start,
        length: block.length,
        overlap: block.overlap,
        maxOverlap: block.maxOverlap,
        resizable: block.fixed,
        selected: block.index === selected,
      })),
    [timeline, selected],
  );
  const audio = useMemo<TimelineAudioItem[]>(
    () =>
      storySoundSpans(story, frames, lengths).map(({ key, name, asset, start, end }) => ({
        key,
        name,
        start,
        end,
        ...(asset ? { url: assets.mediaUrl(project.uid, asset) } : {}),
      })),
    [story, frames, lengths, assets, project.uid],
  );

  if (story.scenes.length === 0) return null;
  const { num, den } = timeline.rate;
  return (
    <div className="rf-story-timeline">
      <StoryStage size={storySize(story)} image={image} why={why} frame={where?.frame} frames={timeline.renderFrames} />
      <Timeline
        frames={frames}
        fps={num / den}
        playhead={playhead}
        onPlayhead={setPlayhead}
        scenes={scenes}
        audio={audio}
        onSceneSelect={onOpenScene}
        onSceneMove={(from, to) => edit((s) => moveSceneTo(s, from, to))}
        onSceneLength={(index, length) => {
          const block = timeline.blocks[index];
          if (block?.fixed) edit((s) => withSceneFrames(s, index, length - block.hold));
        }}
        onTransition={(index, duration) => edit((s) => withTransitionFrames(s, index, duration))}
        onAudio={(key, span, change) => {
          // Sounds start with the story: only their end (their duration) is the timeline's to change.
          if (change === 'end') edit((s) => withSoundFrames(s, key, span.end - span.start));
        }}
      />
    </div>
  );
}
