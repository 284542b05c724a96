/**
 * Hands a file to the browser's downloads, as a link to a temporary object URL clicked once. Used by
 * every "Download …" button whose file arrives through fetch (the PDF, "Download my data").
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away (and, under Node, as in
  // the tests, never hold the process open for it).
  const timer: unknown = setTimeout(() => URL.revokeObjectURL(url), 10_000);
  (timer as { unref?: () => void }).unref?.();
}

/** The filename from `attachment; filename="X.pdf"` (or filename*=UTF-8''X.pdf). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}
