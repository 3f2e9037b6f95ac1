import type { ButtonHTMLAttributes } from 'react';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  icon: string;
  text: string;
}

/** A button with an icon and a text; the text hides in compact panes but stays its accessible name. */
export function IconButton({ icon, text, className, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={text}
      title={text}
      className={['rf-icon-button', className].filter(Boolean).join(' ')}
      {...rest}
    >
      <span className="rf-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="rf-icon-text">{text}</span>
    </button>
  );
}
