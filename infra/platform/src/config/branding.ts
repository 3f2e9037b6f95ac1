/** Auth config (docs/reference.md §3): where the console finds the accounts service. */
export const AUTH_CONFIG = {
  baseurl: '/accounts',
  domain_suffix: 'localhost',
  use_accounting_menu: false,
} as const;

/** Rebranding config (docs/reference.md §3). */
export const REBRANDING = {
  company_name: 'Reelforge',
  company_shorthand: 'RF',
  fav_icon: '/favicon.svg',
  console_css: '',
} as const;

export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect width="32" height="32" rx="6" fill="#1f2a44"/>
<path d="M9 8h9a6 6 0 0 1 1.6 11.8L24 25h-4.4l-3.9-5H13v5H9zm4 4v4.2h5a2.1 2.1 0 0 0 0-4.2z" fill="#f5b942"/>
</svg>
`;
