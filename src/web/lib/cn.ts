import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names and lets later Tailwind utilities override earlier ones (shadcn's `cn`):
 * `cn('px-4 text-sm', 'px-2')` is `'text-sm px-2'`. It does what tailwind-merge did for the
 * utilities this storefront writes, in 2.9 KB gzip with clsx instead of 9.4 KB for tailwind-merge 3.7 on every page
 * (docs/performance.md): a class is dropped when a later one, under the same variants, sets the
 * same property (`p-4` also covers `px-*`, `pt-*`…; `size-*` covers `w-*` and `h-*`; a font size
 * resets `leading-*`). Classes it does not know are kept. `cn.test.ts` holds it to tailwind-merge's
 * answers for every pair of classes written under src/web; a utility of a new kind may need a rule.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let result = merged.get(joined);
  if (result === undefined) {
    if (merged.size >= MERGED_KEPT) merged.clear();
    result = merge(joined);
    merged.set(joined, result);
  }
  return result;
}

/**
 * Answers by their joined input. Components pass the same few hundred class lists on every render,
 * and merging one costs microseconds that a first render of hundreds of elements adds up to tens
 * of milliseconds on a phone (tailwind-merge keeps such a cache too). Cleared when full, so a
 * page that builds class lists from data cannot grow it without bound.
 */
const merged = new Map<string, string>();
const MERGED_KEPT = 1000;

function merge(joined: string): string {
  const classes = joined.split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const name = classes[i];
    if (!name) continue;
    const parsed = parse(name);
    const group = parsed && groupOf(parsed.utility);
    if (!parsed || !group) {
      kept.push(name);
      continue;
    }
    const key = parsed.variants + group;
    if (taken.has(key)) continue;
    kept.push(name);
    taken.add(key);
    for (const covered of COVERS[group] ?? []) taken.add(parsed.variants + covered);
  }
  return kept.reverse().join(' ');
}

/** Variants whose order changes the selector; others are compared sorted (`md:hover:` = `hover:md:`). */
const ORDERED_VARIANTS = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'file',
  'marker',
  'placeholder',
  'selection',
]);

/** Splits `md:hover:!-mt-2` into its variants (normalised, with `!`) and its utility (`mt-2`). */
function parse(name: string): { variants: string; utility: string } | undefined {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < name.length; i++) {
    const char = name[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(name.slice(start, i));
      start = i + 1;
    }
  }
  let utility = name.slice(start);
  const important = utility.startsWith('!') || utility.endsWith('!');
  utility = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  if (!utility) return undefined;
  const variants: string[] = [];
  let run: string[] = [];
  for (const part of parts) {
    if (part.startsWith('[') || ORDERED_VARIANTS.has(part)) {
      variants.push(...run.sort(), part);
      run = [];
    } else run.push(part);
  }
  variants.push(...run.sort());
  return { variants: variants.join(':') + (important ? '!:' : ':'), utility };
}

/** The groups a utility of each group overrides as well (tailwind-merge's conflicting groups). */
const COVERS: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left', 'start', 'end'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  flex: ['basis', 'grow', 'shrink'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: [
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-s',
    'rounded-e',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': [
    'border-color-x',
    'border-color-y',
    'border-color-t',
    'border-color-r',
    'border-color-b',
    'border-color-l',
  ],
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  translate: ['translate-x', 'translate-y'],
  touch: ['touch-x', 'touch-y', 'touch-pz'],
  'touch-x': ['touch'],
  'touch-y': ['touch'],
  'touch-pz': ['touch'],
};

/** Utilities that are a whole word, by group. */
const KEYWORDS: Record<string, string> = {};
for (const [group, words] of Object.entries({
  display:
    'block inline inline-block inline-flex flex grid inline-grid table table-cell table-row contents flow-root list-item hidden',
  position: 'static fixed absolute relative sticky',
  container: 'container',
  visibility: 'visible invisible collapse',
  sr: 'sr-only not-sr-only',
  'font-style': 'italic not-italic',
  'fvn-spacing': 'tabular-nums proportional-nums',
  'text-decoration': 'underline overline line-through no-underline',
  'text-transform': 'uppercase lowercase capitalize normal-case',
  'text-overflow': 'truncate text-ellipsis text-clip',
  'text-wrap': 'text-wrap text-nowrap text-balance text-pretty',
  'text-align': 'text-left text-center text-right text-justify text-start text-end',
  'border-style': 'border-solid border-dashed border-dotted border-double border-hidden border-none',
  'border-collapse': 'border-collapse border-separate',
  'flex-direction': 'flex-row flex-row-reverse flex-col flex-col-reverse',
  'flex-wrap': 'flex-wrap flex-nowrap flex-wrap-reverse',
  'object-fit': 'object-contain object-cover object-fill object-none object-scale-down',
  'outline-style': 'outline-none outline-solid outline-dashed outline-dotted outline-double outline-hidden',
  'ring-w-inset': 'ring-inset',
  'list-style-position': 'list-inside list-outside',
  transition:
    'transition transition-all transition-colors transition-opacity transition-shadow transition-transform transition-none',
  'bg-image': 'bg-none',
  grow: 'grow',
  shrink: 'shrink',
  grayscale: 'grayscale',
  'backdrop-blur': 'backdrop-blur',
  touch: 'touch-auto touch-none touch-manipulation',
  'touch-x': 'touch-pan-x touch-pan-left touch-pan-right',
  'touch-y': 'touch-pan-y touch-pan-up touch-pan-down',
  'touch-pz': 'touch-pinch-zoom',
}))
  for (const word of words.split(' ')) KEYWORDS[word] = group;

const FONT_WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const SIZES = /^(xs|sm|base|md|lg|xl|\d?xl|2xs|3xs)$/;
/** An arbitrary value that is a length (`[15px]`, `[0.6875rem]`, `[calc(…)]`), not a colour. */
const LENGTH = /^\[(length:|calc\(|[\d.]+[a-z%]*\])/;
const NUMBER = /^(\d+|\[[\d.]+(px)?\])$/;
const SIDE = /^(x|y|t|r|b|l|s|e)$/;

/** Prefixes whose group is the prefix itself: `z-10` is `z`, `max-w-md` is `max-w`. */
const PREFIXED = new RegExp(
  '^(' +
    [
      'p[xytrblse]?',
      'm[xytrblse]?',
      'scroll-[mp][xytrblse]?',
      'size|w|h|min-w|min-h|max-w|max-h',
      'inset-[xy]|inset|top|right|bottom|left|start|end',
      'z|order|basis|grow|shrink|opacity|duration|ease|delay|leading|tracking|aspect|animate|line-clamp',
      'col-span|col-start|col-end|row-span|row-start|row-end|grid-cols|grid-rows|grid-flow|auto-cols|auto-rows',
      'gap-[xy]|gap|space-[xy]|justify-items|justify-self|justify|items|self|content|place-items|place-content|place-self',
      'align|whitespace|break|underline-offset|decoration|list|cursor|pointer-events|select|resize|appearance',
      'overflow-[xy]|overflow|overscroll-[xy]|overscroll',
      'translate-[xyz]|translate|rotate|scale-[xyz]|scale|skew-[xy]',
      'backdrop-blur|blur|via|from|to|fill|accent|caret',
    ].join('|') +
    ')-',
);

/** What a value must look like in groups whose names are also common words (`top-center`, `my-actions`). */
const VALUES: [RegExp, RegExp][] = [
  [
    /^([pm][xytrblse]?|inset.*|top|right|bottom|left|start|end|gap.*|space.*)$/,
    /^([\d.]+|px|auto|full|\d+\/\d+|[[(].*)$/,
  ],
  [/^overflow/, /^(auto|hidden|clip|visible|scroll)$/],
  [/^content$/, /^(normal|center|start|end|between|around|evenly|baseline|stretch)$/],
  [/^order$/, /^(\d+|first|last|none|\[.*)$/],
];

/** The group of a utility (without variants, `!` or `-`), or undefined for a class it does not know. */
function groupOf(utility: string): string | undefined {
  const keyword = KEYWORDS[utility];
  if (keyword) return keyword;
  if (utility.startsWith('[')) {
    const property = /^\[([a-z-]+):/.exec(utility);
    return property ? `[${property[1]}]` : undefined;
  }
  const dash = utility.indexOf('-');
  if (dash < 0 && !/^(border|rounded|ring|outline|shadow)$/.test(utility)) return undefined;
  const head = dash < 0 ? utility : utility.slice(0, dash);
  const value = dash < 0 ? '' : utility.slice(dash + 1);
  switch (head) {
    case 'text':
      return SIZES.test(value) || LENGTH.test(value) ? 'font-size' : 'text-color';
    case 'font':
      return FONT_WEIGHTS.test(value) ? 'font-weight' : 'font-family';
    case 'bg':
      return /^(gradient|linear|radial|conic)-/.test(value) ? 'bg-image' : 'bg-color';
    case 'flex':
      return 'flex';
    case 'object':
      return 'object-position';
    case 'shadow':
      return !value || SIZES.test(value) || /^(none|inner|\[(?!color:))/.test(value) ? 'shadow' : 'shadow-color';
    case 'stroke':
      return NUMBER.test(value) ? 'stroke-w' : 'stroke';
    case 'ring':
      if (value.startsWith('offset-')) return 'ring-offset';
      return !value || NUMBER.test(value) ? 'ring-w' : 'ring-color';
    case 'outline':
      if (value.startsWith('offset-')) return 'outline-offset';
      return !value || NUMBER.test(value) ? 'outline-w' : 'outline-color';
    case 'divide':
      return /^[xy](-|$)/.test(value) ? `divide-${value[0]}` : 'divide-color';
    case 'rounded': {
      const side = /^(tl|tr|br|bl|t|r|b|l|s|e)(-|$)/.exec(value);
      return side ? `rounded-${side[1]}` : 'rounded';
    }
    case 'border': {
      const [first = '', ...rest] = value.split('-'); // split gives at least one part
      if (!value || NUMBER.test(value)) return 'border-w';
      if (SIDE.test(first))
        return !rest.length || NUMBER.test(rest.join('-')) ? `border-w-${first}` : `border-color-${first}`;
      return 'border-color';
    }
  }
  const group = PREFIXED.exec(utility)?.[1];
  const valid = group && VALUES.find(([groups]) => groups.test(group))?.[1];
  return !valid || valid.test(utility.slice(group.length + 1)) ? group : undefined;
}
