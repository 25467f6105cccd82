/**
 * Copies rich text: HTML for word processors and plain text for everything else, in one
 * clipboard item; plain text alone where the browser refuses HTML.
 */
export async function copyRich(html: string, text: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob([text], { type: 'text/plain' }),
        }),
      ]);
      return;
    } catch {
      // fall back to text
    }
  }
  await navigator.clipboard.writeText(text);
}
