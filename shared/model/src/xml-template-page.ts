import type { RebrandingConfig } from './entities.js';

/**
 * The XML templates page (docs/templates.md): what a new template starts from, and the
 * rebranding's XML tutorial link (docs/reference.md §1).
 */

/** The text a new template starts with: one short scene at the default size (640x360 at 25/1). */
export const NEW_XML_TEMPLATE = `<?xml version="1.0" encoding="UTF-8"?>
<movie>
  <scene name="Scene 1" length="100" background="#101828">
    <layer name="Title">
      <text text="Hello" size="48" color="#ffffff"/>
      <position x="0" y="140" w="640" h="80"/>
    </layer>
  </scene>
</movie>
`;

/** The rebranding's XML tutorial as a link target, or undefined where none is named or it is not an http(s) address. */
export function xmlTutorialUrl(
  rebranding: Pick<RebrandingConfig, 'xml_tutorial'> | null | undefined,
): string | undefined {
  const value = rebranding?.xml_tutorial?.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** The longest company name the XML templates page shows in full; past it the shorthand is shown. */
export const COMPANY_NAME_SHOWN_MAX = 24;

/**
 * The company's name as the XML templates page shows it (docs/reference.md §3, rebranding):
 * the name, or its shorthand where the name is longer than COMPANY_NAME_SHOWN_MAX characters
 * and a shorthand is configured; undefined where no name is configured.
 */
export function companyShown(
  rebranding: Pick<RebrandingConfig, 'company_name' | 'company_shorthand'> | null | undefined,
): string | undefined {
  const name = rebranding?.company_name?.trim();
  const shorthand = rebranding?.company_shorthand?.trim();
  if (!name) return shorthand || undefined;
  return name.length > COMPANY_NAME_SHOWN_MAX && shorthand ? shorthand : name;
}
