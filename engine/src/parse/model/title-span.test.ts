import { describe, expect, it } from 'vitest';
import { titleOfSpan } from './title-span.js';

describe('titleOfSpan', () => {
  it('drops the quotes and the closing stop', () => {
    expect(titleOfSpan('“Ethics Principles.”')).toBe('Ethics Principles');
    expect(titleOfSpan('Scale-space filtering.')).toBe('Scale-space filtering');
  });
  it('ends a quoted title at its closing quote where a stop or comma ends the field', () => {
    expect(titleOfSpan('« Le centrisme en France », Pouvoirs,')).toBe('Le centrisme en France');
    expect(titleOfSpan('“Telnet Encryption Option,” Internet-Draft,')).toBe('Telnet Encryption Option');
  });
  it('keeps a subtitle after a quoted main title', () => {
    expect(titleOfSpan('“Behind the Store”: Montreal Shopkeeping Families.')).toContain(
      'Montreal Shopkeeping Families',
    );
    expect(titleOfSpan('« Je voudrais » Carnet de route.')).toContain('Carnet de route');
  });
});
