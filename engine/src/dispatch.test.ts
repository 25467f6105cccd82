import { describe, expect, it } from 'vitest';
import { dispatch, MESSAGES } from './dispatch.js';

const book = {
  idTypePublication: 2,
  language: 'EN',
  title: { publicationTitle: 'Behave' },
  outputData: { year: 2017, publisher: 'Penguin Books' },
  authors: { '1': [{ surname: 'Sapolsky', name: 'Robert' }] },
};

describe('dispatch messages (spec §5, byte for byte)', () => {
  it('answers an item without bibl with "In item not found object bibl"', () => {
    expect(dispatch({ standarts: ['apa7'] })).toEqual({
      state: 'error',
      errorMessage: 'In item not found object bibl',
    });
    expect(dispatch(null)).toEqual({ state: 'error', errorMessage: 'In item not found object bibl' });
    expect(dispatch({ bibl: 'text', standarts: ['apa7'] })).toEqual({
      state: 'error',
      errorMessage: 'In item not found object bibl',
    });
  });

  it.each([-1, 9, 1.5, 'x', undefined])('answers type id %s with "Type id of this element is uncorrect"', (id) => {
    expect(dispatch({ bibl: { ...book, idTypePublication: id }, standarts: ['apa7'] })).toEqual({
      state: 'error',
      errorMessage: 'Type id of this element is uncorrect',
    });
  });

  it('answers no chosen style with "Choоse some standart" (the second о is Cyrillic)', () => {
    const expected = { state: 'error', errorMessage: 'Cho\u043ese some standart' };
    expect(dispatch({ bibl: book, standarts: [] })).toEqual(expected);
    expect(dispatch({ bibl: book })).toEqual(expected);
    expect(Buffer.from(MESSAGES.noStandard, 'utf8').toString('hex')).toBe('43686fd0be736520736f6d65207374616e64617274');
  });
});

describe('dispatch', () => {
  it('formats once per chosen style', () => {
    const result = dispatch({ bibl: book, standarts: ['apa7'] });
    expect(result).toMatchObject({
      state: 'success',
      results: { apa7: 'Sapolsky, R. (2017). Behave. Penguin Books.' },
    });
  });

  it.each([0, 8, '8'])('formats type id %s to "Нет варианта!"', (id) => {
    const result = dispatch({ bibl: { ...book, idTypePublication: id }, standarts: ['apa7'] });
    expect(result).toMatchObject({ state: 'success', results: { apa7: 'Нет варианта!' } });
  });

  it('accepts numbers sent as strings and keeps unknown fields such as an id', () => {
    const result = dispatch({
      bibl: { ...book, id: 17, idTypePublication: '2', outputData: { year: '2017' } },
      standarts: ['apa7'],
    });
    expect(result.state).toBe('success');
  });

  it('names each broken field of a bibl that breaks the schema', () => {
    const result = dispatch({ bibl: { ...book, title: { publicationTitle: 5 } }, standarts: ['apa7'] });
    expect(result.state).toBe('error');
    if (result.state === 'error') expect(result.issues?.[0]?.field).toBe('title.publicationTitle');
  });

  it('answers an unknown style and a bad configuration with errors, never an exception', () => {
    expect(dispatch({ bibl: book, standarts: ['nope'] })).toMatchObject({
      state: 'error',
      issues: [{ field: 'standarts' }],
    });
    const bad = dispatch({ bibl: book, standarts: ['apa7'] }, { translit: { russian: 'nope' as never } });
    expect(bad).toMatchObject({ state: 'error' });
    if (bad.state === 'error') expect(bad.issues?.[0]?.field).toMatch(/^config\.translit/);
  });
});
