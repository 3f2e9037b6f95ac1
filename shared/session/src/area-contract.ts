import type { ComponentType } from 'react';

/** What a remote's `./routes` module provides: one component that renders a named area. */
export interface AreaProps {
  area: string;
}

export interface AreaModule {
  default: ComponentType<AreaProps>;
}
