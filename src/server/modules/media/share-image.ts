import type sharpModule from 'sharp';
import { renderDemoImage } from '@server/demo/art/demo-art';
import { Semaphore } from '@server/lib/semaphore';
import { KeptFiles } from './kept-files.js';

/** The size link previews (Open Graph, Twitter's large card) show a picture at. */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
/** The shop's canvas colour (src/web/styles.css), under any transparent part of a picture. */
const CANVAS = '#faf7f2';
const JPEG = { quality: 85, mozjpeg: true };

/** The kinds of demo picture a page shows as its preview: a product, a category, a banner. */
const SHARE_KINDS = new Set(['product', 'category', 'banner']);
const DEMO_PICTURE = /^\/media\/demo\/([a-z]+)\/([\w.-]{1,40})\.svg$/;
const SHARE_NAME = /^([\w.-]{1,40})\.jpg$/;

/**
 * The picture a link preview can show for one of the catalogue's pictures: previews do not render
 * SVG, and the demo catalogue's pictures are SVG, so those get a raster version made by the shop
 * (`/media/share/{kind}/{name}.jpg`, 1200×630); pictures that are already raster (photos the
 * operator uploaded, a bucket's URL) are used as they are. Undefined for any other SVG.
 */
export function sharePicturePath(picture: string | null | undefined): string | undefined {
  if (!picture) return undefined;
  const demo = DEMO_PICTURE.exec(picture);
  if (demo) return SHARE_KINDS.has(demo[1] ?? '') ? `/media/share/${demo[1]}/${demo[2]}.jpg` : undefined;
  if (/\.svg($|\?)/i.test(picture)) return undefined;
  return picture;
}

// sharp and libvips are loaded on the first preview picture made, not at start-up
// (modules/asset/photo-image.ts does the same for photos).
let sharp: typeof sharpModule | undefined;
/** One picture drawn at a time: libvips works on libuv's thread pool, shared with file reads. */
const drawingSlots = new Semaphore(1);

/**
 * The preview pictures of one folder (DATA_DIR/share): `/media/share/{kind}/{name}.jpg` is made
 * from the demo picture of that name, only if the shop shows that picture (`inUse`: a product, a
 * category, the menu, a banner or a home section names it), and kept as a file, at most `kept`
 * of them (kept-files.ts): later requests, and later starts, read the file. Any other name is
 * null (a 404), drawn and written never: the demo art's grammar alone would accept some 114 000.
 */
export class SharePictures {
  private readonly files: KeptFiles;
  /** Pictures being made now, by name: a burst of previews of one page makes it once. */
  private readonly making = new Map<string, Promise<Buffer | null>>();

  constructor(
    dir: string,
    kept: number,
    private readonly inUse: (sharePath: string) => Promise<boolean>,
  ) {
    this.files = new KeptFiles(dir, kept);
  }

  async get(kind: string, fileName: string): Promise<Buffer | null> {
    const name = SHARE_NAME.exec(fileName)?.[1];
    if (!name || !SHARE_KINDS.has(kind)) return null;
    const file = `${kind}/${name}.jpg`;
    const kept = await this.files.read(file);
    if (kept) return kept;
    let made = this.making.get(file);
    if (!made) {
      made = this.make(kind, name, file).finally(() => this.making.delete(file));
      this.making.set(file, made);
    }
    return made;
  }

  private async make(kind: string, name: string, file: string): Promise<Buffer | null> {
    if (!(await this.inUse(`/media/share/${file}`))) return null;
    const jpeg = await draw(kind, name);
    if (jpeg) await this.files.write(file, jpeg);
    return jpeg;
  }
}

async function draw(kind: string, name: string): Promise<Buffer | null> {
  const svg = renderDemoImage(kind, name);
  if (!svg) return null;
  return drawingSlots.run(async () => {
    sharp ??= (await import('sharp')).default;
    const source = sharp(Buffer.from(svg), { density: 144 }).flatten({ background: CANVAS });
    // A banner is as wide as a preview and fills it.
    if (kind === 'banner') {
      return source.resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'cover' }).jpeg(JPEG).toBuffer();
    }
    // A square picture sits in the middle, its edges drawn out to the sides: its own background
    // then fills the preview, with no seam where a plain colour would begin.
    const { data, info } = await source
      .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'inside' })
      .png()
      .toBuffer({ resolveWithObject: true });
    const left = Math.floor((SHARE_WIDTH - info.width) / 2);
    const top = Math.floor((SHARE_HEIGHT - info.height) / 2);
    return sharp(data)
      .extend({
        left,
        right: SHARE_WIDTH - info.width - left,
        top,
        bottom: SHARE_HEIGHT - info.height - top,
        extendWith: 'copy',
      })
      .jpeg(JPEG)
      .toBuffer();
  });
}
