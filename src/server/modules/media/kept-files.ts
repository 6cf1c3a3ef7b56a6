import fs from 'node:fs';
import path from 'node:path';

/**
 * The files of one folder of made things (preview pictures), at most `max` of them: when one more
 * is kept, the least recently used are deleted. Recency is this instance's: it starts from the
 * files' modification times (the folder is listed once, on first use, and trimmed to `max`) and
 * moves with every file read or written here, in memory only (a read never writes to the disk).
 * Instances sharing a folder each keep their own count, so together they may keep up to `max`
 * each; a file another one wrote is counted here once it is read here.
 */
export class KeptFiles {
  /** Relative names, least recently used first (a Map iterates in insertion order). */
  private readonly recency = new Map<string, true>();
  private listed: Promise<void> | undefined;

  constructor(
    private readonly dir: string,
    private readonly max: number,
  ) {}

  /** The file `name` (relative to the folder), if it is kept; it becomes the most recently used. */
  async read(name: string): Promise<Buffer | null> {
    await this.list();
    const data = await fs.promises.readFile(path.join(this.dir, name)).catch(() => null);
    if (data) await this.use(name);
    else this.recency.delete(name);
    return data;
  }

  /** Keeps `data` as `name`, written under a temporary name and renamed (a reader never sees half). */
  async write(name: string, data: Buffer): Promise<void> {
    await this.list();
    const file = path.join(this.dir, name);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.promises.writeFile(temporary, data);
    await fs.promises.rename(temporary, file);
    await this.use(name);
  }

  private async use(name: string): Promise<void> {
    this.recency.delete(name);
    this.recency.set(name, true);
    await this.trim();
  }

  private async trim(): Promise<void> {
    const gone: string[] = [];
    for (const name of this.recency.keys()) {
      if (this.recency.size - gone.length <= this.max) break;
      gone.push(name);
    }
    for (const name of gone) this.recency.delete(name);
    // A file already gone (another instance trimmed it) is no error.
    await Promise.all(gone.map((name) => fs.promises.rm(path.join(this.dir, name), { force: true })));
  }

  /** The files already there (a former start's), oldest first, trimmed to `max`. */
  private list(): Promise<void> {
    this.listed ??= (async () => {
      const entries = await fs.promises.readdir(this.dir, { recursive: true, withFileTypes: true }).catch(() => []);
      const files = await Promise.all(
        entries
          .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
          .map(async (entry) => {
            const file = path.join(entry.parentPath, entry.name);
            const stat = await fs.promises.stat(file).catch(() => null);
            return { name: path.relative(this.dir, file), time: stat?.mtimeMs ?? 0 };
          }),
      );
      files.sort((a, b) => a.time - b.time);
      for (const file of files) if (!this.recency.has(file.name)) this.recency.set(file.name, true);
      await this.trim();
    })();
    return this.listed;
  }
}
