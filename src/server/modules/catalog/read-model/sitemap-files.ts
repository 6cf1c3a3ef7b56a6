/** A sitemap file as written out once, gzipped, with the read model's generation it was written at. */
export interface KeptSitemapFile {
  generation: number;
  /** The catalogue version the file shows: its ETag names it, the same on every instance. */
  version: number;
  /** The file gzipped: a tenth of its size, and sent as it is to every crawler (they all take gzip). */
  gzip: Buffer;
}

/**
 * The sitemap files (the index, the pages file, each products file) the read model keeps, by
 * name. A file is current while the model's generation has not moved since it was written: any
 * catalogue write moves it, so a withdrawn product leaves at the next request. The generation also
 * moves with an index build or a product selling out, which change no file: the next request then
 * writes the file once more. At most one file per name (about 0.5 MB gzipped per 50 000 products).
 */
export class SitemapFiles {
  private readonly kept = new Map<string, KeptSitemapFile>();

  /** The file `name` as kept at `generation`, or undefined (never written, or stale). */
  current(name: string, generation: number): KeptSitemapFile | undefined {
    const file = this.kept.get(name);
    return file?.generation === generation ? file : undefined;
  }

  /**
   * Keeps a file written at `generation`, unless one written at a later generation is kept already
   * (a write landed while this one was being gzipped, and another request wrote the newer file).
   */
  keep(name: string, file: KeptSitemapFile): void {
    if ((this.kept.get(name)?.generation ?? -1) <= file.generation) this.kept.set(name, file);
  }

  get size(): number {
    return this.kept.size;
  }

  clear(): void {
    this.kept.clear();
  }
}
