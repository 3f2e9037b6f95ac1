import { useRef, useState } from 'react';
import { POSTER_WIDTH } from '@reelforge/model';
import { useHlsPlayer } from '@reelforge/ui';
import { MediaFacts } from './MediaFacts.js';
import { TrackVersions } from './TrackVersions.js';
import type { ViewerProps } from './viewer.js';

/** What happened to a stream: it fell back to the file, or nothing could be played. */
type StreamProblem = { kind: 'fallback' | 'failed'; reason: string };

/** Video preview over HLS with its poster, media facts and motion-tracking versions. */
export function VideoDetail({ asset, prjuid, client }: ViewerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<StreamProblem | null>(null);
  const report = (next: StreamProblem) => {
    console.warn(`Preview of ${asset.name}: ${next.kind}`, next.reason);
    setProblem(next);
  };
  // If the stream fails for good, the original file plays instead.
  useHlsPlayer(video, client.hlsUrl(prjuid, asset.name), (reason) => report({ kind: 'failed', reason }), {
    url: client.mediaUrl(prjuid, asset.name),
    onFallback: (reason) => report({ kind: 'fallback', reason }),
  });
  return (
    <div className="rf-viewer rf-video-detail">
      <video
        ref={video}
        controls
        preload="metadata"
        aria-label={`Preview of ${asset.name}`}
        poster={client.thumbnailUrl(prjuid, asset.name, POSTER_WIDTH)}
      />
      {problem?.kind === 'fallback' && (
        <p className="rf-note">Streaming is not available for this video; the original file plays instead.</p>
      )}
      {problem?.kind === 'failed' && (
        <p role="alert">This video could not be played. Download it to check the file, or upload it again.</p>
      )}
      <MediaFacts asset={asset} prjuid={prjuid} client={client} />
      <TrackVersions asset={asset} prjuid={prjuid} client={client} />
    </div>
  );
}
