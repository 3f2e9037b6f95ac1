import { describe, expect, it } from 'vitest';
import { NEW_XML_TEMPLATE, xmlTutorialUrl } from '../src/index.js';

describe('the XML templates page', () => {
  it('starts a new template from a movie element', () => {
    expect(NEW_XML_TEMPLATE).toContain('<movie>');
  });

  it("links the rebranding's XML tutorial only when it is an http(s) address", () => {
    expect(xmlTutorialUrl({ xml_tutorial: 'https://example.com/xml' })).toBe('https://example.com/xml');
    expect(xmlTutorialUrl({ xml_tutorial: ' http://example.com/a b ' })).toBe('http://example.com/a%20b');
    expect(xmlTutorialUrl({})).toBeUndefined();
    expect(xmlTutorialUrl(null)).toBeUndefined();
    expect(xmlTutorialUrl({ xml_tutorial: '   ' })).toBeUndefined();
    expect(xmlTutorialUrl({ xml_tutorial: 'javascript:alert(1)' })).toBeUndefined();
    expect(xmlTutorialUrl({ xml_tutorial: 'data:text/html,<script>x</script>' })).toBeUndefined();
    expect(xmlTutorialUrl({ xml_tutorial: '/relative' })).toBeUndefined();
  });
});
