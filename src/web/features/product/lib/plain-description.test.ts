import { describe, expect, it } from 'vitest';
import { plainDescription } from './plain-description';

describe("a product's description as plain text", () => {
  it('reads the HTML as the server does: tags as spaces, entities decoded, cut at a word within 155 characters', () => {
    expect(plainDescription('<p>Oak &amp; linen,\n <strong>made</strong>&nbsp;to last.</p>', 'Lamp')).toBe(
      'Oak & linen, made to last.',
    );
    const long = plainDescription(`<p>${'Handmade ceramics for slow mornings, '.repeat(6)}</p>`, 'Mug');
    expect(long.length).toBeLessThanOrEqual(155);
    expect(
      long.endsWith('mornings…') || long.endsWith('ceramics…') || long.endsWith('slow…') || long.endsWith('for…'),
    ).toBe(true);
    expect(plainDescription('', 'Oak Lamp')).toBe('Oak Lamp');
  });
});
