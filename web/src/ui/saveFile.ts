/** How long the object URL outlives the click: the browser must have started reading the blob. */
const REVOKE_AFTER_MS = 10_000;

/** Saves a blob under a file name through the browser (an invisible link it follows). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
