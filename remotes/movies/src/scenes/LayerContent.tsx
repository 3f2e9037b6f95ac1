import type { AssetList } from '@reelforge/model';
import type { Align, Layer, Movie, VAlign } from '@reelforge/sdl';
import { CheckField, fieldBinder, NumberField, patchOf, SelectField, TextField } from '@reelforge/ui';
import { bindField, boundKey, type BindTarget } from '../edit/bindings.js';
import { updateLayer, type LayerAt, type MovieEdit } from '../edit/movie-edit.js';
import { AssetSelect, BindSelect, ColourField } from '../fields.js';

interface Props {
  at: LayerAt;
  layer: Layer;
  movie: Movie;
  assets: AssetList | null;
  edit: (change: MovieEdit) => void;
}

const names = (assets: AssetList | null, group: 'Videos' | 'Images' | 'Fonts') =>
  (assets?.[group] ?? []).map((asset) => asset.name);

/** The fields of a layer's content: the asset of a video or image, the text and its look, or the colour. */
export function LayerContent({ at, layer, movie, assets, edit }: Props) {
  const variables = movie.variables ?? [];
  const bind = (target: BindTarget) => (key: string | null) => edit(bindField(target, key));
  /** The asset of a video or image layer, and the variable it may be bound to. */
  const assetFields = (content: 'video' | 'image', asset: string | undefined) => {
    const target: BindTarget = { layer: at, content, field: 'asset' };
    return (
      <>
        <AssetSelect
          noun={content === 'video' ? 'a video' : 'an image'}
          value={asset}
          names={names(assets, content === 'video' ? 'Videos' : 'Images')}
          onChange={(name) => edit(updateLayer(at, { asset: name }, content))}
        />
        <BindSelect bound={boundKey(movie, target)} variables={variables} stem={content} onBind={bind(target)} />
      </>
    );
  };
  if (layer.video) {
    const video = layer.video;
    const setVideo = (patch: Partial<typeof video>) => edit(updateLayer(at, patch, 'video'));
    return (
      <div className="rf-layer-content">
        {assetFields('video', video.asset)}
        <CheckField label="Loop" checked={video.loop ?? false} onChange={(on) => setVideo({ loop: on || undefined })} />
        <CheckField
          label="Use the video’s sound"
          checked={video.audio ?? false}
          onChange={(on) => setVideo({ audio: on || undefined })}
        />
        <NumberField
          label="Volume"
          integer={false}
          min={0}
          max={4}
          step={0.1}
          value={video.volume}
          onChange={(volume) => setVideo({ volume })}
        />
      </div>
    );
  }
  if (layer.image) return <div className="rf-layer-content">{assetFields('image', layer.image.asset)}</div>;
  if (layer.text) {
    const target: BindTarget = { layer: at, content: 'text', field: 'text' };
    const text = layer.text;
    const bindText = fieldBinder(text, (key, value) => edit(updateLayer(at, patchOf(key, value), 'text')));
    return (
      <div className="rf-layer-content">
        <TextField label="Text" rows={2} {...bindText('text')} />
        <BindSelect bound={boundKey(movie, target)} variables={variables} stem="text" onBind={bind(target)} />
        <NumberField label="Size" min={1} {...bindText('size')} />
        <ColourField label="Colour" {...bindText('color')} />
        <SelectField
          label="Font"
          value={text.font ?? ''}
          options={names(assets, 'Fonts')}
          empty="DejaVu Sans (default)"
          onChange={(font) => edit(updateLayer(at, { font: font || undefined }, 'text'))}
        />
        <SelectField
          label="Align"
          value={text.align ?? 'CENTER'}
          options={['CENTER', 'LEFT', 'RIGHT']}
          onChange={(align) => edit(updateLayer(at, { align: align as Align }, 'text'))}
        />
        <SelectField
          label="Vertical align"
          value={text.valign ?? 'MIDDLE'}
          options={['MIDDLE', 'TOP', 'BOTTOM']}
          onChange={(valign) => edit(updateLayer(at, { valign: valign as VAlign }, 'text'))}
        />
        <ColourField label="Box colour" {...bindText('box')} />
      </div>
    );
  }
  if (layer.color) {
    return (
      <div className="rf-layer-content">
        <ColourField
          label="Colour"
          value={layer.color.color}
          onChange={(color) => edit(updateLayer(at, { color }, 'color'))}
        />
      </div>
    );
  }
  return <p className="rf-hint">This layer has no content.</p>;
}
