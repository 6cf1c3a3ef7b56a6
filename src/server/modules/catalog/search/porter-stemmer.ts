/**
 * The Porter stemmer (M. F. Porter, "An algorithm for suffix stripping", 1980), as published:
 * "lamps" and "lamp" both give "lamp", "batteries" and "battery" both "batteri". It runs in our
 * code, not in a database, so SQLite and PostgreSQL search with exactly the same stems. Input is
 * one lower-case token as `searchTokens` makes it; words of one or two letters and words with
 * anything but a–z are left as they are.
 */
export function stem(word: string): string {
  if (word.length <= 2 || !/^[a-z]+$/.test(word)) return word;
  let w = word;
  w = step1a(w);
  w = step1b(w);
  w = step1c(w);
  w = step2(w);
  w = step3(w);
  w = step4(w);
  w = step5(w);
  return w;
}

/** Whether the letter at `i` is a consonant: y is one unless it follows a consonant. */
function isConsonant(w: string, i: number): boolean {
  const c = w[i];
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return false;
  if (c === 'y') return i === 0 ? true : !isConsonant(w, i - 1);
  return true;
}

/** m, the number of vowel-consonant sequences in `w` ([C](VC)^m[V]). */
function measure(w: string): number {
  let m = 0;
  let i = 0;
  const n = w.length;
  while (i < n && isConsonant(w, i)) i++;
  while (i < n) {
    while (i < n && !isConsonant(w, i)) i++;
    if (i >= n) break;
    while (i < n && isConsonant(w, i)) i++;
    m++;
  }
  return m;
}

const hasVowel = (w: string) => {
  for (let i = 0; i < w.length; i++) if (!isConsonant(w, i)) return true;
  return false;
};

const endsDoubleConsonant = (w: string) =>
  w.length >= 2 && w[w.length - 1] === w[w.length - 2] && isConsonant(w, w.length - 1);

/** *o: ends consonant-vowel-consonant, the last not w, x or y. */
function endsCvc(w: string): boolean {
  const n = w.length;
  if (n < 3) return false;
  if (!isConsonant(w, n - 3) || isConsonant(w, n - 2) || !isConsonant(w, n - 1)) return false;
  const last = w[n - 1];
  return last !== 'w' && last !== 'x' && last !== 'y';
}

function step1a(w: string): string {
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('ies')) return w.slice(0, -2);
  if (w.endsWith('ss')) return w;
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

function step1b(w: string): string {
  if (w.endsWith('eed')) return measure(w.slice(0, -3)) > 0 ? w.slice(0, -1) : w;
  let base: string | null = null;
  if (w.endsWith('ed') && hasVowel(w.slice(0, -2))) base = w.slice(0, -2);
  else if (w.endsWith('ing') && hasVowel(w.slice(0, -3))) base = w.slice(0, -3);
  if (base === null) return w;
  if (base.endsWith('at') || base.endsWith('bl') || base.endsWith('iz')) return base + 'e';
  if (endsDoubleConsonant(base) && !/[lsz]$/.test(base)) return base.slice(0, -1);
  if (measure(base) === 1 && endsCvc(base)) return base + 'e';
  return base;
}

function step1c(w: string): string {
  return w.endsWith('y') && hasVowel(w.slice(0, -1)) ? w.slice(0, -1) + 'i' : w;
}

/** Replaces the first matching suffix when the stem before it has a measure above `min`. */
function replaceSuffix(w: string, rules: readonly (readonly [string, string])[], min: number): string {
  for (const [suffix, replacement] of rules) {
    if (!w.endsWith(suffix)) continue;
    const base = w.slice(0, -suffix.length);
    return measure(base) > min ? base + replacement : w;
  }
  return w;
}

const STEP2 = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['abli', 'able'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
] as const;

// Longest first where one suffix ends another, so the first match is the one the paper means.
const STEP2_ORDERED = [...STEP2].sort((a, b) => b[0].length - a[0].length);
const step2 = (w: string) => replaceSuffix(w, STEP2_ORDERED, 0);

const STEP3 = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
] as const;
const step3 = (w: string) => replaceSuffix(w, STEP3, 0);

const STEP4 = [
  'ement',
  'ance',
  'ence',
  'able',
  'ible',
  'ment',
  'ant',
  'ent',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
  'ion',
  'al',
  'er',
  'ic',
  'ou',
];

function step4(w: string): string {
  for (const suffix of STEP4) {
    if (!w.endsWith(suffix)) continue;
    const base = w.slice(0, -suffix.length);
    if (measure(base) <= 1) return w;
    if (suffix === 'ion' && !/[st]$/.test(base)) return w;
    return base;
  }
  return w;
}

function step5(w: string): string {
  let out = w;
  if (out.endsWith('e')) {
    const base = out.slice(0, -1);
    const m = measure(base);
    if (m > 1 || (m === 1 && !endsCvc(base))) out = base;
  }
  if (measure(out) > 1 && endsDoubleConsonant(out) && out.endsWith('l')) out = out.slice(0, -1);
  return out;
}
