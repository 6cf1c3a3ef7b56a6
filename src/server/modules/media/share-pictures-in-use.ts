import type { Db } from '@server/db/database';
import { picturesShown } from './media.repository.js';
import { sharePicturePath } from './share-image.js';

/** A demo picture's path anywhere in a section's metadata, however deep. */
const DEMO_PICTURE_IN_TEXT = /\/media\/demo\/[a-z]+\/[\w.-]{1,40}\.svg/g;

/**
 * The preview pictures (`/media/share/…`) of every demo picture the storefront shows, per
 * database handle. Owned here, by the media module, and not by the catalogue's read model: it
 * reads the menu, banners and home sections besides the products, and it changes only with the
 * catalogue version (under the read model's `generation()`, a sale that sells a product out or an
 * index build would read it all again: ~0.5 s at 100 000 products, for nothing). Never stale: the
 * version is read on every check (SQLite reads the committed one; PostgreSQL hears each by NOTIFY
 * within milliseconds, so another instance's write counts from then on), and any write to the
 * catalogue, the menu, the banners or the home sections bumps it; the version is read before the
 * set, so a write landing meanwhile makes it stale at once. A check at a new version waits for the
 * new set. Let go when the handle closes. At most one entry per name the demo art can draw.
 */
const held = new WeakMap<Db, { version: number; shown: Promise<Set<string>> }>();
const letGoOnClose = new WeakSet<Db>();

async function sharePicturesShown(db: Db): Promise<Set<string>> {
  const version = await db.catalogVersion();
  let entry = held.get(db);
  if (entry?.version !== version) {
    if (!letGoOnClose.has(db)) {
      letGoOnClose.add(db);
      db.onClose(() => held.delete(db));
    }
    const made = { version, shown: readSharePicturesShown(db) };
    held.set(db, (entry = made));
    // A failed read is not kept: the next check tries again.
    made.shown.catch(() => {
      if (held.get(db) === made) held.delete(db);
    });
  }
  return entry.shown;
}

async function readSharePicturesShown(db: Db): Promise<Set<string>> {
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
}

export async function isSharePictureShown(db: Db, sharePath: string): Promise<boolean> {
  return (await sharePicturesShown(db)).has(sharePath);
}
