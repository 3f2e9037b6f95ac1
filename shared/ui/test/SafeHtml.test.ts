// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadSanitizer } from '../src/primitives/SafeHtml.js';

describe('HTML shown to users', () => {
  it('keeps formatting but drops scripts and event handlers', async () => {
    const sanitize = await loadSanitizer();
    const clean = sanitize(
      '<p>Upload <b>failed</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
    );
    expect(clean).toContain('<b>failed</b>');
    expect(clean).not.toContain('onerror');
    expect(clean).not.toContain('<script');
    expect(clean).not.toContain('javascript:');
  });
});
