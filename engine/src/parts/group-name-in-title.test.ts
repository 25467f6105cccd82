import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { groupNameKept } from './group-name-in-title.js';

const byBody = (name: string): Publication => ({ idTypePublication: 2, authors: { '5': [{ name }] } }) as Publication;

describe('groupNameKept', () => {
  it("restores the group author's capitals where the lowered title names it", () => {
    const pub = byBody('American Sociological Association');
    expect(groupNameKept('American sociological association style guide', pub)).toBe(
      'American Sociological Association style guide',
    );
    expect(groupNameKept('Style guide of the american sociological association', pub)).toBe(
      'Style guide of the American Sociological Association',
    );
  });
  it('leaves a title without the name, a one-word name and a record without a body as they are', () => {
    expect(groupNameKept('A sociological association of ideas', byBody('American Sociological Association'))).toBe(
      'A sociological association of ideas',
    );
    expect(groupNameKept('Google privacy policy', byBody('google'))).toBe('Google privacy policy');
    expect(groupNameKept('American sociological association style guide', undefined)).toBe(
      'American sociological association style guide',
    );
  });
});
