import { describe, expect, it } from 'vitest';
import { identifierKind, identifierText, isValidIsbn, isValidIssn } from './standard-identifier.js';

describe('ISBN and ISSN check digits (ISO 2108, ISO 3297)', () => {
  it('accepts ISBN-10 and ISBN-13 with hyphens or spaces and X for ten', () => {
    for (const v of [
      '0-306-40615-2',
      '978-0-306-40615-7',
      '9780306406157',
      '978 0 306 40615 7',
      '0-8044-2957-x',
      'ISBN 0-8044-2957-X',
    ])
      expect(isValidIsbn(v), v).toBe(true);
  });
  it('rejects a wrong check digit, a wrong length, an X inside, a doubled separator', () => {
    for (const v of [
      '978-0-306-40615-6',
      '0-306-40615-3',
      '978-0-306-4061',
      '0-8044-X957-2',
      '0--306-40615-2',
      '977-0-306-40615-7',
      '',
    ])
      expect(isValidIsbn(v), v).toBe(false);
  });
  it('checks an ISSN, its last character X for ten', () => {
    expect(isValidIssn('0317-8471')).toBe(true);
    expect(isValidIssn('2434-561X')).toBe(true);
    expect(isValidIssn('ISSN 03178471')).toBe(true);
    expect(isValidIssn('0317-8472')).toBe(false);
    expect(isValidIssn('0-306-40615-2')).toBe(false);
  });
  it('tells an ISBN from an ISSN by its shape, and keeps the typed hyphens', () => {
    expect(identifierKind('0317-8471')).toBe('issn');
    expect(identifierKind('978-0-306-40615-7')).toBe('isbn');
    expect(identifierKind('ISBN 123')).toBe('isbn');
    expect(identifierKind('12')).toBeUndefined();
    expect(identifierText(' ISBN-13: 978-0-306-40615-7 ')).toBe('978-0-306-40615-7');
    expect(identifierText('2434-561x')).toBe('2434-561X');
  });
});
