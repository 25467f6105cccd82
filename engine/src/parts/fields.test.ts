import { describe, expect, it } from 'vitest';
import { isAccessLabel, linkOf, withoutAccessLabel } from './fields.js';

describe('isAccessLabel', () => {
  it('is true of an access label alone, with or without its colon', () => {
    expect(isAccessLabel('Режим доступа')).toBe(true);
    expect(isAccessLabel('Режим доступу:')).toBe(true);
    expect(isAccessLabel('URL')).toBe(true);
    expect(isAccessLabel('Available from')).toBe(true);
    expect(isAccessLabel('Available online')).toBe(true);
  });
  it('is false of a site name and of nothing', () => {
    expect(isAccessLabel('Российская книжная палата')).toBe(false);
    expect(isAccessLabel('URL shortener news')).toBe(false);
    expect(isAccessLabel(undefined)).toBe(false);
  });
});

describe('linkOf', () => {
  it('drops an access label typed before the address', () => {
    expect(linkOf({ idTypePublication: 7, accessData: { link: 'Режим доступа: http://a.ru/x' } })).toBe(
      'http://a.ru/x',
    );
  });
});

describe('withoutAccessLabel', () => {
  it('leaves the name an access phrase was typed before', () => {
    expect(withoutAccessLabel('Retrieved from netLibrary')).toBe('netLibrary');
    expect(withoutAccessLabel('Режим доступа: КиберЛенинка')).toBe('КиберЛенинка');
    expect(withoutAccessLabel('Российская книжная палата')).toBe('Российская книжная палата');
  });
});
