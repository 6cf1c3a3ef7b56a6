import { describe, expect, it } from 'vitest';
import { metaDescription } from './meta-description';

describe('metaDescription', () => {
  it('reads HTML as plain text: tags gone, entities decoded, white space collapsed', () => {
    expect(
      metaDescription('<p>Oak &amp; linen,\n  <strong>made</strong>&nbsp;to&#32;last&#x21;</p><script>x()</script>'),
    ).toBe('Oak & linen, made to last!');
  });

  it('cuts at the last whole word within 155 characters, with an ellipsis', () => {
    const text = `${'Handmade ceramics for slow mornings, '.repeat(6)}end`;
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut.length).toBeGreaterThan(130);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(text[cut.length - 1]).toMatch(/[\s,]/);
  });

  it('keeps a short text whole and cuts one endless word where the budget ends', () => {
    expect(metaDescription('A lamp.')).toBe('A lamp.');
    expect(metaDescription('x'.repeat(400))).toBe(`${'x'.repeat(154)}…`);
  });
});
