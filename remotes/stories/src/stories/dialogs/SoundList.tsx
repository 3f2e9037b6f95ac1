import { useState, type ReactNode } from 'react';
import type { StorySound } from '@reelforge/model';
import { NEW_SOUND, SoundDialog, soundSummary } from './SoundDialog.js';

interface Editing {
  title: string;
  sound: StorySound;
  save: (sound: StorySound) => void;
}

export type EditSound = (title: string, sound: StorySound, save: (sound: StorySound) => void) => void;

/**
 * The sound dialog of a dialog or page: `edit` opens it, `dialog` is rendered by the owner
 * beside (never inside) its own form, since a form cannot hold another.
 */
export function useSoundEditor(): { edit: EditSound; dialog: ReactNode } {
  const [editing, setEditing] = useState<Editing | null>(null);
  const dialog = editing && (
    <SoundDialog
      title={editing.title}
      sound={editing.sound}
      onSave={(sound) => {
        editing.save(sound);
        setEditing(null);
      }}
      onCancel={() => setEditing(null)}
    />
  );
  return { edit: (title, sound, save) => setEditing({ title, sound, save }), dialog };
}

interface Props {
  /** What the sounds belong to, for labels: "story", "scene" … */
  owner: string;
  sounds: readonly StorySound[] | undefined;
  onChange: (sounds: StorySound[] | undefined) => void;
  edit: EditSound;
}

/** A list of sounds: each with Edit and Delete, and Add sound. */
export function SoundList({ owner, sounds = [], onChange, edit }: Props) {
  const put = (index: number) => (sound: StorySound) => {
    const next = [...sounds];
    next[index] = sound;
    onChange(next);
  };
  return (
    <div className="rf-sounds" role="group" aria-label={`Sounds of the ${owner}`}>
      {sounds.length === 0 ? (
        <p className="rf-hint">No sounds.</p>
      ) : (
        <ol>
          {sounds.map((sound, index) => (
            <li key={index}>
              {soundSummary(sound)}{' '}
              <button
                type="button"
                aria-label={`Edit sound ${index + 1}`}
                onClick={() => edit(`Sound ${index + 1}`, sound, put(index))}
              >
                Edit
              </button>{' '}
              <button
                type="button"
                aria-label={`Delete sound ${index + 1}`}
                onClick={() => onChange(sounds.length > 1 ? sounds.filter((_, i) => i !== index) : undefined)}
              >
                Delete
              </button>
            </li>
          ))}
        </ol>
      )}
      <button type="button" onClick={() => edit('New sound', NEW_SOUND, put(sounds.length))}>
        Add sound
      </button>
    </div>
  );
}
