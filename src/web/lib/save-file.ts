/** How long the object URL outlives the click: some browsers read it after `click()` returns. */
const REVOKE_AFTER_MS = 10_000;

/** Hands a blob to the browser as a download named `fileName` (a temporary `<a download>`). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
