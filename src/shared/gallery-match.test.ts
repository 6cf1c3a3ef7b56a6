import { describe, expect, it } from 'vitest';
import { galleryIndexForChoice, galleryIndexForOption } from './gallery-match';

const gallery = ['/media/p/sneaker-0.svg', '/media/p/sneaker-1-white-0.svg', '/media/p/sneaker-2.svg'];

describe('gallery pictures of a choice', () => {
  it("a colour's picture is found by its name as a whole word of the file name", () => {
    expect(galleryIndexForOption(gallery, 'White')).toBe(1);
    expect(galleryIndexForOption(gallery, 'Whi')).toBe(-1);
  });

  it("the chosen combination's own picture wins over the colour's name; a picture the gallery lacks falls back on the name", () => {
    expect(galleryIndexForChoice(gallery, '/media/p/sneaker-2.svg', 'White')).toBe(2);
    expect(galleryIndexForChoice(gallery, '/media/p/elsewhere.svg', 'White')).toBe(1);
    expect(galleryIndexForChoice(gallery, null, 'White')).toBe(1);
    expect(galleryIndexForChoice(gallery, null, null)).toBe(-1);
  });
});
