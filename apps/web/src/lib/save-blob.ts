/** Saves a file fetched with the token (a plain link cannot send it) through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL is released.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
