import { describe, expect, it } from 'vitest';
import { linePicture } from './pricing.js';

const gallery = JSON.stringify(['/media/p/lamp-0.svg', '/media/p/lamp-3-0-navy-0.svg', '/media/p/lamp-sage-1.svg']);

describe('a cart line shows its colour', () => {
  it('shows the gallery picture named after the chosen colour, as the product page brings it up', () => {
    expect(linePicture({ cover_path: '/media/p/cover.svg', gallery_json: gallery, color_name: 'Navy' })).toBe(
      '/media/p/lamp-3-0-navy-0.svg',
    );
  });

  it('keeps the cover without a colour, without a picture of it, or with a gallery it cannot read', () => {
    const cover = '/media/p/cover.svg';
    expect(linePicture({ cover_path: cover, gallery_json: gallery, color_name: null })).toBe(cover);
    expect(linePicture({ cover_path: cover, gallery_json: gallery, color_name: 'Terracotta' })).toBe(cover);
    expect(linePicture({ cover_path: cover, gallery_json: 'not json', color_name: 'Navy' })).toBe(cover);
    expect(linePicture({ cover_path: cover, gallery_json: '{"a":1}', color_name: 'Navy' })).toBe(cover);
  });
});
