import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.js';
import { alternativesOf, buildCatalogWords, correctPrefix, correctWord, stem } from './catalog-words.js';
import { nameWordCounts, TextIndexBuilder } from './text-index.js';

describe('Porter stemmer', () => {
  it('stems as the published algorithm does', () => {
    const cases: Record<string, string> = {
      caresses: 'caress',
      ponies: 'poni',
      cats: 'cat',
      feed: 'feed',
      agreed: 'agre',
      plastered: 'plaster',
      motoring: 'motor',
      sing: 'sing',
      conflated: 'conflat',
      troubled: 'troubl',
      sized: 'size',
      hopping: 'hop',
      falling: 'fall',
      hissing: 'hiss',
      happy: 'happi',
      relational: 'relat',
      conditional: 'condit',
      generalization: 'gener',
      headphones: 'headphon',
      headphone: 'headphon',
      lamps: 'lamp',
      batteries: 'batteri',
      battery: 'batteri',
      leather: 'leather',
    };
    for (const [word, stemmed] of Object.entries(cases)) expect(stem(word), word).toBe(stemmed);
  });

  // The stems the shop's own implementation of the 1980 paper gave every word of the demo
  // catalogue (names, descriptions, specifications, category names: 1 411 words) before the
  // package replaced it. One differs: the package follows Porter's later reference code, where
  // "-bli" becomes "-ble" (the paper has "-abli"), so "responsibly" stems with "responsible".
  it('gives every word of the demo catalogue the stem it had before but one', () => {
    const before = JSON.parse(fs.readFileSync(new URL('./porter-stems.json', import.meta.url), 'utf8')) as Record<
      string,
      string
    >;
    expect(Object.keys(before).length).toBe(1411);
    const differing = Object.entries(before)
      .filter(([word, stemmed]) => stem(word) !== stemmed)
      .map(([word, stemmed]) => [word, stemmed, stem(word)]);
    expect(differing).toEqual([['responsibly', 'responsibli', 'respons']]);
    expect(stem('responsible')).toBe('respons');
  });

  it('leaves short words and words outside a–z alone', () => {
    expect(stem('is')).toBe('is');
    expect(stem('crème')).toBe('crème');
    expect(stem('42')).toBe('42');
  });
});

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and neighbour swaps, up to a bound', () => {
    expect(editDistance('hedphones', 'headphones', 2)).toBe(1);
    expect(editDistance('lether', 'leather', 2)).toBe(1);
    expect(editDistance('lamsp', 'lamps', 2)).toBe(1);
    expect(editDistance('lamp', 'lamp', 2)).toBe(0);
    expect(editDistance('lamp', 'tent', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('catalogue words', () => {
  const names = [
    ['leather', 'tote'],
    ['wireless', 'headphones'],
    ['desk', 'lamp'],
    ['battery', 'lamp'],
    ['spare', 'batteries'],
  ];
  const text = new TextIndexBuilder();
  names.forEach((name, position) => text.add(position, name, ['with', 'care']));
  const words = buildCatalogWords(nameWordCounts(text.build()), [['lamps'], ['audio']]);

  it('expands a word to the catalogue words of its stem, keeping only prefixes', () => {
    expect(alternativesOf(words, 'lamps')).toEqual(['lamp']);
    expect(alternativesOf(words, 'battery')).toEqual(['batteries', 'battery']);
    expect(alternativesOf(words, 'lea')).toEqual(['lea']);
    expect(alternativesOf(words, 'x')).toEqual(['x']);
  });

  it('corrects one edit up to 7 letters and two from 8, never a known prefix or a short word', () => {
    expect(correctWord(words, 'hedphones')).toBe('headphones');
    expect(correctWord(words, 'hedphnes')).toBe('headphones');
    expect(correctWord(words, 'lether')).toBe('leather');
    expect(correctWord(words, 'leath')).toBeNull();
    expect(correctWord(words, 'lmap')).toBe('lamp'); // two letters swapped: one edit
    expect(correctWord(words, 'lxmq')).toBeNull(); // four letters, two edits away
    expect(correctWord(words, 'tot')).toBeNull();
    expect(correctPrefix(words, 'hedph')).toBe('headphones');
  });

  it('weighs only the words of names and categories, each by how many hold it', () => {
    expect(words.frequency.get('lamp')).toBe(2);
    expect(words.frequency.get('lamps')).toBe(1);
    expect(words.frequency.has('care')).toBe(false); // a description word corrects nothing
  });
});
