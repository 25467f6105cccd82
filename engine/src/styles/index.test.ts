import { describe, expect, it } from 'vitest';
import { STYLE_IDS } from '../model/config.js';
import { availableStyles, STYLES, styleById } from './index.js';

describe('STYLES', () => {
  it('has the style of every id the configuration knows, under its own id', () => {
    for (const id of STYLE_IDS) expect(STYLES[id].id).toBe(id);
    expect(Object.keys(STYLES).sort()).toEqual([...STYLE_IDS].sort());
  });
});

describe('availableStyles', () => {
  it('lists every style in the spec’s order', () => {
    expect(availableStyles()).toEqual([...STYLE_IDS]);
  });
});

describe('styleById', () => {
  it('finds a style by id and nothing for an unknown id or an inherited property name', () => {
    expect(styleById('gost2018')?.id).toBe('gost2018');
    for (const id of ['chicago17', '', 'constructor', '__proto__', 'toString']) expect(styleById(id)).toBeUndefined();
  });
});
