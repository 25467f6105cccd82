import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { electronicCarrier } from './national-carrier.js';

const book = (physical: Publication['physical']): Publication => ({ idTypePublication: 2, physical });

describe('electronic carrier', () => {
  it('is the extent naming a disc or another carrier', () => {
    expect(electronicCarrier(book({ pages: '1 CD-ROM' }))).toBe('1 CD-ROM');
    expect(electronicCarrier(book({ additionMaterial: '1 электрон. опт. диск (CD-ROM)' }))).toBe(
      '1 электрон. опт. диск (CD-ROM)',
    );
    expect(electronicCarrier(book({ additionMaterial: '1 DVD-ROM' }))).toBe('1 DVD-ROM');
    expect(electronicCarrier(book({ pages: '1 електрон. опт. диск' }))).toBe('1 електрон. опт. диск');
  });

  it('is no carrier beside a page count or with illustrations only', () => {
    expect(electronicCarrier(book({ pages: '96', additionMaterial: '+ 1 электрон. опт. диск' }))).toBeUndefined();
    expect(electronicCarrier(book({ pages: '215', additionMaterial: 'ил.' }))).toBeUndefined();
    expect(electronicCarrier(book({ pages: 'V, 44' }))).toBeUndefined();
    expect(electronicCarrier(book({ additionMaterial: 'цв. ил.' }))).toBeUndefined();
  });
});
