import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { hostOwnVolumeOf, seriesTitleAndNumber, volumeIsSeriesNumber } from './host-series.js';

const paper = (host: Record<string, unknown>, series?: Record<string, unknown>) =>
  ({ idTypePublication: 3, title: { publicationTitle: 'P' }, host, series }) as Publication;

describe('a host volume that is its series number', () => {
  it('is the series number when the host has a series, a volume and nothing else to number', () => {
    const p = paper({ title: 'Advances', series: 'Lecture Notes in Computer Science', volume: '1234' });
    expect(volumeIsSeriesNumber(p)).toBe(true);
    expect(hostOwnVolumeOf(p)).toBeUndefined();
  });
  it('stays the host volume with a series number, a volume title or no series', () => {
    expect(hostOwnVolumeOf(paper({ title: 'A', series: 'S', volume: '2' }, { issue: '7' }))).toBe('2');
    expect(hostOwnVolumeOf(paper({ title: 'A', series: 'S', volume: '2', nameVolume: 'V' }))).toBe('2');
    expect(hostOwnVolumeOf(paper({ title: 'A', volume: '2' }))).toBe('2');
    // The importers keep BibTeX's `number` in the series ("Lecture Notes in Computer Science 1234").
    expect(hostOwnVolumeOf(paper({ title: 'A', series: 'Lecture Notes in Computer Science 1234', volume: '2' }))).toBe(
      '2',
    );
  });
});

describe('a Russian or Ukrainian host volume', () => {
  it('stays the volume beside a series', () => {
    const p = {
      idTypePublication: 3,
      language: 'RU',
      title: { publicationTitle: 'P' },
      host: { title: 'Труды', series: 'Серия', volume: '2' },
    } as Publication;
    expect(hostOwnVolumeOf(p)).toBe('2');
  });
});

describe('seriesTitleAndNumber', () => {
  it.each([
    ['AAPG Memoir 82', ['AAPG Memoir', '82']],
    // The comma and the word that introduce the number are no part of the title (MHRA's Kaminski
    // record and IEEE's Moore record printed «(Transcript, ; 7)», «(Ann. of Mathematical Studies, no. ; 1)»).
    ['Transcript, 7', ['Transcript', '7']],
    ['Ann. of Mathematical Studies, no. 1', ['Ann. of Mathematical Studies', 'no. 1']],
    ['Bollingen Series', ['Bollingen Series', undefined]],
  ])('%s', (series, expected) => expect(seriesTitleAndNumber(series)).toEqual(expected));
});
