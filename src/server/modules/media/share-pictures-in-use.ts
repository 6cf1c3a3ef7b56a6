import type { Db } from '@server/db/database';
import { perCatalogVersion } from '@server/read-path/per-catalog-version';
import { picturesShown } from './media.repository.js';
import { sharePicturePath } from './share-image.js';

/** A demo picture's path anywhere in a section's metadata, however deep. */
const DEMO_PICTURE_IN_TEXT = /\/media\/demo\/[a-z]+\/[\w.-]{1,40}\.svg/g;

/**
 * The preview pictures (`/media/share/…`) of every demo picture the storefront shows, read once
 * per catalogue version and instance: any write to the catalogue, the menu, the banners or the
 * home sections bumps the version, so a picture newly shown can be drawn at once and one no
 * longer shown is not drawn again. At most one entry per name the demo art can draw.
 */
const sharePicturesShown = perCatalogVersion(async (db) => {
  const { products, covers, sectionMetadata } = await picturesShown(db.reads);
  // Products share pictures (100 000 demo products show 15 000): the paths are gathered first and
  // each one turned into its preview's path once.
  const pictures = new Set<string>();
  for (const product of products) {
    pictures.add(product.cover_path);
    for (const picture of JSON.parse(product.gallery_json) as unknown[]) {
      if (typeof picture === 'string') pictures.add(picture);
    }
  }
  for (const cover of covers) if (cover) pictures.add(cover);
  for (const metadata of sectionMetadata)
    for (const [picture] of metadata.matchAll(DEMO_PICTURE_IN_TEXT)) pictures.add(picture);
  const shown = new Set<string>();
  for (const picture of pictures) {
    const share = sharePicturePath(picture);
    if (share?.startsWith('/media/share/')) shown.add(share);
  }
  return shown;
});

export async function isSharePictureShown(db: Db, sharePath: string): Promise<boolean> {
  return (await sharePicturesShown(db)).has(sharePath);
}
