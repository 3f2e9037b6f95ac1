import { useEffect, useRef, useState } from 'react';
import { messageOf, PREVIEW_FRAME, type Project } from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import { useApi, useUser } from '@reelforge/session';
import { Progress } from '@reelforge/ui';
import { PreviewPlayer } from '@reelforge/ui/preview';

interface Props {
  project: Project;
  name: string;
  /** The template's text as it stands, converted to a movie. */
  movie: Movie;
  /** Given the reason the frame or the stream could not be had. */
  onFailed: (reason: string) => void;
}

/** A frame of the converted movie from the preview host, and its HLS preview (docs/reference.md §7 preview calls). */
export function TemplatePreviewTab({ project, name, movie, onFailed }: Props) {
  const client = useApi().movies(project.region);
  const username = useUser()?.username ?? '';
  const [frame, setFrame] = useState<string | null>(null);
  const failed = useRef(onFailed);
  useEffect(() => {
    failed.current = onFailed;
  });

  useEffect(() => {
    let gone = false;
    let url: string | null = null;
    client.previewFrame(project.uid, { movie, params: {}, username, frame: PREVIEW_FRAME }).then(
      (blob) => {
        if (gone) return;
        url = URL.createObjectURL(blob);
        setFrame(url);
      },
      (error: unknown) => {
        if (!gone) failed.current(messageOf(error));
      },
    );
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [client, project.uid, movie, username]);

  return (
    <section className="rf-xml-preview" aria-label="Template preview">
      {frame ? <img src={frame} alt={`Preview frame of ${name}`} /> : <Progress label="Preparing the preview frame" />}
      <PreviewPlayer
        client={client}
        prjuid={project.uid}
        name={name}
        movie={movie}
        params={{}}
        username={username}
        onFailed={onFailed}
      />
    </section>
  );
}
