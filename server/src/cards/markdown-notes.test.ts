import { describe, expect, it } from 'vitest';
import { type NoteFields, noteFileName, noteText, parseNote } from './markdown-notes.js';

const note: NoteFields = {
  number: '1-2',
  title: 'Идея: связи «между» карточками',
  body: 'See [[1]] and [[1-2-1]].\n\nSecond paragraph with "quotes".',
  tags: ['method', 'зеттель'],
  quote: 'Line one\nline two',
  url: '10.1000/xyz',
  info: 'p. 12',
  citation: 'Luhmann N. Kommunikation mit Zettelkästen. 1981.',
};

describe('Markdown notes', () => {
  it('writes a card and reads it back unchanged', () => {
    const name = noteFileName(note.number as string, note.title);
    expect(name).toBe('1-2 Идея связи между карточками.md');
    const text = noteText(note);
    expect(text).toContain('[[1-2-1]]');
    expect(text).toContain('> Line one\n> line two');
    expect(parseNote(name, text)).toEqual(note);
  });

  it('reads foreign notes: YAML lists, no front matter, numbers from the file name', () => {
    const obsidian = parseNote('notes/Zettel.md', '---\ntags: [a, b]\naliases: x\n---\n# Heading\nText [[2]]');
    expect(obsidian).toMatchObject({ number: null, title: 'Zettel', tags: ['a', 'b'], body: '# Heading\nText [[2]]' });
    expect(parseNote('3-1 Title here.md', 'Plain body')).toMatchObject({
      number: '3-1',
      title: 'Title here',
      body: 'Plain body',
    });
  });
});
