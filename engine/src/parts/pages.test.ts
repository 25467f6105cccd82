describe('parsePages with letters', () => {
  it('reads letter-prefixed pages and article numbers (A635–A646, S12)', () => {
    expect(parsePages('A635–A646')).toEqual({ first: 'A635', last: 'A646' });
    expect(parsePages('S12')).toEqual({ first: 'S12' });
  });

  it('skips a page label before the number and reads roman numerals standing alone', () => {
    expect(parsePages('c. 34-36')).toEqual({ first: '34', last: '36' });
    expect(parsePages('P. 10')).toEqual({ first: '10' });
    expect(parsePages('xii-xiv')).toEqual({ first: 'xii', last: 'xiv' });
  });
});
