import type { useExamplePlayer } from './example-player.js';

/** What the example player shows: why the example could not be rendered, or the example playing. */
export function ExamplePlayback({
  player,
  className,
}: {
  player: ReturnType<typeof useExamplePlayer>;
  className: string;
}) {
  return (
    <>
      {player.error && <p role="alert">The example could not be rendered: {player.error}</p>}
      {player.video && (
        <video
          className={className}
          aria-label={player.video.label}
          src={player.video.url}
          controls
          playsInline
          {...player.videoEvents}
        />
      )}
    </>
  );
}
