import { formatsForCodec } from '@reelforge/model';
import { RenderExportDialog } from '@reelforge/ui/render-export';
import type { MovieTabProps } from '../detail/tab-props.js';
import { movieToSave } from '../edit/save.js';
import { renderParams } from '../play/params.js';

/** Renders the movie to a format its codec offers, following the render, then offers the file. */
export function ExportDialog({
  project,
  name,
  client,
  movie,
  params,
  dirty,
  onClose,
}: MovieTabProps & { dirty: boolean; onClose: () => void }) {
  const codec = movie.params?.vparams?.videocodec;
  // The codec's formats, its default first.
  const formats = formatsForCodec(codec);
  return (
    <RenderExportDialog
      title={`Export ${name}`}
      formats={formats}
      noFormats="This movie’s video codec offers no export format. Choose another codec in the settings."
      client={client}
      // Unsaved changes are rendered as they are seen, by sending the working copy itself.
      render={(format) =>
        client.render(project.uid, {
          movie: dirty ? movieToSave(movie) : name,
          params: renderParams(movie.variables, params),
          format,
        })
      }
      fileName={name}
      onClose={onClose}
    />
  );
}
