import { itemAt } from './item-at';

/**
 * Which gallery picture shows an add-on (a colour, mostly): the first image whose file name holds
 * the add-on's name as a whole word. Names compare in lower case with spaces as hyphens, and
 * file names split on hyphens, dots and underscores, so 'Navy' finds `lamp-3-0-navy-0.svg` but
 * not `navyblue.svg`. The demo catalogue names its colour pictures so; any shop's images can.
 * -1 when no picture matches: the gallery then stays where it is.
 */
export function galleryIndexForOption(gallery: readonly string[], optionName: string): number {
  const wanted = optionName.trim().toLowerCase().replace(/\s+/g, '-');
  if (!wanted) return -1;
  return gallery.findIndex((path) => {
    const file = (itemAt(path.split(/[?#]/), 0).split('/').pop() ?? '').toLowerCase().replace(/\.[a-z0-9]+$/, '');
    return `-${file.replace(/[._]/g, '-')}-`.includes(`-${wanted}-`);
  });
}

/**
 * Which gallery picture shows the shopper's choice: the chosen colour and size combination's own
 * picture when it has one the gallery holds, else the colour's by name (galleryIndexForOption).
 */
export function galleryIndexForChoice(
  gallery: readonly string[],
  picture: string | null,
  colourName: string | null,
): number {
  const own = picture === null ? -1 : gallery.indexOf(picture);
  if (own >= 0) return own;
  return colourName === null ? -1 : galleryIndexForOption(gallery, colourName);
}
