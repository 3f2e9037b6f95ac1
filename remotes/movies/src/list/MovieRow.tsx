import type { ReactNode } from 'react';
import { Link } from '@reelforge/router';
import type { MovieItem } from '@reelforge/api';

interface Props {
  movie: MovieItem;
  href: string;
  current: boolean;
  selected: boolean;
  onToggle: () => void;
  thumbnail: ReactNode;
}

export function MovieRow({ movie, href, current, selected, onToggle, thumbnail }: Props) {
  return (
    <>
      <input type="checkbox" aria-label={`Select ${movie.name}`} checked={selected} onChange={onToggle} />
      {thumbnail ?? (
        <span className="rf-item-icon" aria-hidden="true">
          ◈
        </span>
      )}
      <Link to={href} className="rf-item-name" aria-current={current ? 'page' : undefined} title={movie.name}>
        {movie.name}
      </Link>
    </>
  );
}
