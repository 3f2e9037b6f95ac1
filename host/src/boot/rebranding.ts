import type { RebrandingConfig } from '@reelforge/model';

/** Applies the company name, icon and stylesheet of the rebranding configuration. */
export function applyRebranding(config: RebrandingConfig): void {
  document.title = config.company_name;
  if (config.fav_icon) {
    const icon =
      document.querySelector<HTMLLinkElement>('link[rel="icon"]') ??
      document.head.appendChild(document.createElement('link'));
    icon.rel = 'icon';
    icon.href = config.fav_icon;
  }
  if (config.console_css) {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = config.console_css;
    document.head.appendChild(sheet);
  }
}
