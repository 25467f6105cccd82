import type { Tag } from './repository.js';

/** A tag as a coloured chip (the colour list keeps dark text readable on every colour). */
export function TagChip({ tag }: { tag: Pick<Tag, 'name' | 'color'> }) {
  return (
    <span className="tag-chip" style={{ backgroundColor: tag.color }}>
      {tag.name}
    </span>
  );
}
