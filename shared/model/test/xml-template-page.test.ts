import { describe, expect, it } from 'vitest';
import { companyShown, COMPANY_NAME_SHOWN_MAX, NEW_XML_TEMPLATE, xmlTutorialUrl } from '../src/index.js';

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

  it("shows the company's shorthand only where its name is too long", () => {
    const long = 'A'.repeat(COMPANY_NAME_SHOWN_MAX + 1);
    expect(companyShown({ company_name: 'Acme', company_shorthand: 'AC' })).toBe('Acme');
    expect(companyShown({ company_name: 'A'.repeat(COMPANY_NAME_SHOWN_MAX), company_shorthand: 'AC' })).toBe(
      'A'.repeat(COMPANY_NAME_SHOWN_MAX),
    );
    expect(companyShown({ company_name: long, company_shorthand: 'AC' })).toBe('AC');
    expect(companyShown({ company_name: long })).toBe(long);
    expect(companyShown({ company_name: long, company_shorthand: '  ' })).toBe(long);
    expect(companyShown({ company_name: '', company_shorthand: 'AC' })).toBe('AC');
    expect(companyShown({ company_name: ' ' })).toBeUndefined();
    expect(companyShown(null)).toBeUndefined();
  });
});
