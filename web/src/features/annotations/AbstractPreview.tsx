import type { Block } from '@referent/docx';
import { blocksToHtml } from '../../lib/blocks.js';

/** The assembled abstract as its template lays it out. */
export function AbstractPreview({ blocks, label }: { blocks: Block[]; label: string }) {
  return (
    <section
      className="abstract-sheet"
      aria-label={label}
      data-testid="abstract"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: blocksToHtml escapes every text
      dangerouslySetInnerHTML={{ __html: blocksToHtml(blocks) }}
    />
  );
}
