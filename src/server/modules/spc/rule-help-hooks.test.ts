import { describe, expect, it } from 'vitest';
import { storedHelpBody } from './rule-help-hooks.js';

describe('the stored body of a rule help', () => {
  it("keeps the rich-text editor's markup and drops the rest (the logbook's sanitiser)", () => {
    expect(storedHelpBody('<p class="ql-size-large">Weigh <strong>five</strong> more</p><ul><li>scale</li></ul>')).toBe(
      '<p class="ql-size-large">Weigh <strong>five</strong> more</p><ul><li>scale</li></ul>',
    );
    expect(storedHelpBody('<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>')).toBe('<p>Hi</p>');
    expect(storedHelpBody('<a href="javascript:alert(1)">see</a>')).toBe('see');
  });

  it('is no body when it says nothing', () => {
    for (const blank of ['', '   ', '<p><br></p>', '<p> </p><p>&nbsp;</p>', '<script>alert(1)</script>', null, undefined])
      expect(storedHelpBody(blank)).toBeNull();
  });
});
