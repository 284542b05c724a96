/** The file the manifesto downloads as: family-manifesto-YYYY-MM-DD.md, the local date. */
export function manifestoFileName(on: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `family-manifesto-${on.getFullYear()}-${pad(on.getMonth() + 1)}-${pad(on.getDate())}.md`;
}

/** Saves text as a Markdown file through a temporary object URL. */
export function downloadMarkdown(markdown: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([markdown], { type: 'text/markdown;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the file to the browser by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
