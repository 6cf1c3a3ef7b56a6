import { vi } from 'vitest';

/**
 * jsdom has no object URLs. Stand-ins that remember what was made into a URL, so a test can see
 * the saved blob or the previewed file; call the returned `restore` in afterEach.
 */
export function stubObjectUrls() {
  const made: Blob[] = [];
  const revoked: string[] = [];
  const create = vi.fn((blob: Blob) => {
    made.push(blob);
    return `blob:test/${made.length}`;
  });
  const revoke = vi.fn((url: string) => void revoked.push(url));
  const previous = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return {
    made,
    revoked,
    restore() {
      Object.assign(URL, { createObjectURL: previous.create, revokeObjectURL: previous.revoke });
    },
  };
}

/** The `<a download>` clicks a page made (jsdom cannot follow them): where each pointed and its file name. */
export function watchDownloads() {
  const downloads: { href: string; fileName: string }[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.hasAttribute('download')) downloads.push({ href: this.href, fileName: this.download });
  });
  return { downloads, restore: () => click.mockRestore() };
}
