import unhomoglyph from 'unhomoglyph';
import { badRequest } from '@server/lib/errors';
import { defaultScreenName } from '@server/lib/default-screen-name';

export const SCREEN_NAME_RESERVED = 'This screen name is reserved; please choose another';

/**
 * Words that make a name pass for the shop's people, refused wherever they stand in a name
 * ('TheOperator', 'northwindsupport'): long enough that few ordinary names hold them (the price:
 * 'Cooperator' and 'Supporter' are refused too).
 */
const RESERVED_ANYWHERE = ['operator', 'administrator', 'moderator', 'official', 'support'];
/**
 * Short words refused only as a word of their own (or its plural): inside a longer word they
 * are ordinary names ('Staffan', 'Bishop', 'Badminton', 'Shopper').
 */
const RESERVED_WORDS = ['admin', 'staff', 'shop'];

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const MARKS = /\p{M}/gu;
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u;
/** Where a word begins inside a run: 'ShopSupport', 'Admin1'. */
const WORD_JOINS = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u;

/**
 * What a name looks like, as Unicode's security mechanisms (UTS #39) compare identifiers: NFKC
 * (full-width and mathematical letters are letters), default-ignorable code points removed
 * (zero-width spaces and joiners, soft hyphens), then turned into its skeleton (each character
 * replaced by the prototype it is confusable with: Cyrillic 'о' and Greek 'ο' become 'o', '0'
 * becomes 'O', 'm' becomes 'rn'; the table is unhomoglyph's copy of Unicode's confusables.txt)
 * and case folded. Confusables depend on case (Greek 'Ε' looks like 'E', its small 'ε' like no
 * Latin letter; Latin 'I' like 'l', 'i' like neither), so there are two looks: folded first, and
 * skeleton first, each then folded and skeletoned again. Accents are dropped too, beyond UTS #39:
 * 'Öperator' passes for 'Operator'.
 */
function looksOf(text: string): [string, string] {
  const fold = (look: string) => look.toUpperCase().toLowerCase();
  const skeleton = (look: string) => unhomoglyph(look.normalize('NFD')).normalize('NFD');
  const finish = (look: string) => fold(look).normalize('NFD').replace(MARKS, '');
  return [finish(skeleton(fold(skeleton(fold(text))))), finish(skeleton(fold(skeleton(text))))];
}

const prepared = (text: string) => text.normalize('NFKC').replace(DEFAULT_IGNORABLE, '');
const runsOf = (text: string) => text.split(SEPARATORS).filter(Boolean);
const wordsOf = (text: string) => [...runsOf(text), ...runsOf(text).flatMap((run) => run.split(WORD_JOINS))];
/** The reserved words are lower-case Latin letters: both their looks are one. */
const lookOfWord = (word: string) => looksOf(word)[0];

const anywhere = RESERVED_ANYWHERE.map(lookOfWord);
const words = new Set(RESERVED_WORDS.flatMap((word) => [lookOfWord(word), lookOfWord(`${word}s`)]));

/**
 * Whether a screen name could pass for the shop or its people: after the folding above (either
 * look) it holds the shop's name (spaces and punctuation ignored), a word of RESERVED_ANYWHERE
 * anywhere, or a word of RESERVED_WORDS as a word (also when the whole name spells one out:
 * 'S.h.o.p').
 */
export function isReservedScreenName(screenName: string, shopName: string): boolean {
  const name = prepared(screenName);
  const wholeLooks = looksOf(runsOf(name).join(''));
  const shopLooks = looksOf(runsOf(prepared(shopName)).join('')).filter((look) => look.length >= 2);
  return (
    wholeLooks.some(
      (whole) =>
        shopLooks.some((shop) => whole.includes(shop)) ||
        anywhere.some((word) => whole.includes(word)) ||
        words.has(whole),
    ) || wordsOf(name).some((word) => looksOf(word).some((look) => words.has(look)))
  );
}

/** The one check of every screen name an account is given or chooses: a 400 at the field. */
export function checkScreenName(screenName: string, shopName: string): void {
  if (isReservedScreenName(screenName, shopName)) throw badRequest(`screenName: ${SCREEN_NAME_RESERVED}`);
}

/**
 * The default a new account starts with, drawn again in the rare case it reads as reserved
 * ('Customer STAFF'); a few draws at most (a shop named 'Customer' makes every one reserved).
 */
export function newAccountScreenName(shopName: string): string {
  let name = defaultScreenName();
  for (let draw = 1; draw < 10 && isReservedScreenName(name, shopName); draw++) name = defaultScreenName();
  return name;
}
