import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { hostOwnVolumeOf, volumeIsSeriesNumber } from './host-series.js';

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
