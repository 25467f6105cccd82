import { describe, expect, it } from 'vitest';
import { firstIdentifier, storedIdentifiers } from './identifier-fields.js';

describe('firstIdentifier', () => {
  it('takes the first valid ISBN of a list and names the rest', () => {
    expect(firstIdentifier('0-306-40615-2, 978-0-306-40615-7')).toEqual({
      kept: '0-306-40615-2',
      left: '978-0-306-40615-7',
    });
  });
  it('drops a binding qualifier', () => {
    expect(firstIdentifier('9780306406157 (pbk.)')).toEqual({ kept: '9780306406157', left: '(pbk.)' });
  });
  it('splits two identifiers separated by a space alone', () => {
    expect(firstIdentifier('0306406152 9780306406157')).toEqual({ kept: '0306406152', left: '9780306406157' });
  });
  it('skips an invalid candidate for a valid one', () => {
    expect(firstIdentifier('978-0-306-40615-8; 0-306-40615-2')?.kept).toBe('0-306-40615-2');
  });
  it('leaves one identifier alone, valid or not (validation names a wrong check digit)', () => {
    expect(firstIdentifier('978-0-306-40615-7')).toBeUndefined();
    expect(firstIdentifier('ISBN 978-0-306-40615-7')).toBeUndefined();
    expect(firstIdentifier('978-0-306-40615-8')).toBeUndefined();
    expect(firstIdentifier('n/a')).toBeUndefined();
  });
});

describe('storedIdentifiers', () => {
  it('stores the first of several ISBNs and warns under the format’s field name', () => {
    const pub: Record<string, unknown> = { outputData: { isbn: 'ISBN 0-306-40615-2 (pbk.), 978-0-306-40615-7' } };
    const warnings = storedIdentifiers(pub, () => 'isbn');
    expect(pub).toEqual({ outputData: { isbn: '0-306-40615-2' } });
    expect(warnings).toEqual([
      { field: 'isbn', message: '"0-306-40615-2" kept; not kept: "(pbk.), 978-0-306-40615-7"' },
    ]);
  });
  it('moves an ISSN typed as an ISBN to the serial, with no warning', () => {
    const pub: Record<string, unknown> = { outputData: { isbn: '0006-4971' } };
    expect(storedIdentifiers(pub)).toEqual([]);
    expect(pub).toEqual({ outputData: {}, series: { issn: '0006-4971' } });
  });
});
