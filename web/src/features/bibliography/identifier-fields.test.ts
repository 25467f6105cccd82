import { describe, expect, it } from 'vitest';
import { fieldsFor } from './fields.js';
import { emptyForm, publicationOf, validate } from './record-form.js';

describe('the ISBN and ISSN inputs of the record form', () => {
  it('are shown for the types they apply to', () => {
    const ids = (type: 'book' | 'article' | 'patent' | 'web') => fieldsFor(type, ['iso']).map((f) => f.id);
    expect(ids('book')).toEqual(expect.arrayContaining(['isbn', 'issn', 'inIsbn']));
    expect(ids('article')).toEqual(expect.arrayContaining(['issn', 'inIsbn']));
    expect(ids('article')).not.toContain('isbn');
    expect(ids('patent')).not.toContain('isbn');
    expect(ids('web')).not.toContain('issn');
  });
  it('store what is typed where the model keeps it, and show a broken check digit beside the field', () => {
    const form = emptyForm('book');
    form.values = { title: 'Moby Dick', year: '1851', isbn: '978-0-306-40615-7', issn: '0317-8472' };
    const pub = publicationOf(form, ['iso']);
    expect(pub.outputData).toMatchObject({ isbn: '978-0-306-40615-7' });
    expect(pub.series).toMatchObject({ issn: '0317-8472' });
    const errors = validate(form, ['iso']);
    expect(errors).toContainEqual({ field: 'issn', message: 'issn' });
    expect(errors.some((e) => e.field === 'isbn')).toBe(false);
    form.values = { ...form.values, isbn: '978-0-306-40615-6' };
    expect(validate(form, ['iso'])).toContainEqual({ field: 'isbn', message: 'isbn' });
  });
});
