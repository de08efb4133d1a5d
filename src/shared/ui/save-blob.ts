/** Hands a downloaded Blob to the browser as a file to save, then lets its memory go. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
