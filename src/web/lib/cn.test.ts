import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { buttonVariants } from '@web/components/ui/button';
import { cn } from './cn';

describe('cn', () => {
  it('joins conditional classes like clsx', () => {
    expect(cn('flex', false, undefined, ['gap-2', { 'items-center': true, 'items-end': false }])).toBe(
      'flex gap-2 items-center',
    );
  });

  it("lets a caller's class override the component's (AddToCartButton's px-6 over the button's px-8)", () => {
    expect(cn(buttonVariants({ variant: 'accent', size: 'lg' }), 'px-6')).not.toMatch(/\bpx-8\b/);
    expect(cn(buttonVariants({ variant: 'accent', size: 'lg' }), 'px-6')).toMatch(/\bpx-6\b/);
  });

  it('resolves the conflicts inside the button variants: the link variant, then a size', () => {
    const link = cn(buttonVariants({ variant: 'link', size: 'lg' })).split(' ');
    expect(link).toEqual(expect.arrayContaining(['rounded-none', 'px-8', 'text-base']));
    expect(link).not.toEqual(expect.arrayContaining(['rounded-full']));
    expect(link).not.toEqual(expect.arrayContaining(['px-0']));
    expect(link).not.toEqual(expect.arrayContaining(['text-sm']));
  });

  it('keeps the last of each property, with what it covers', () => {
    expect(cn('px-2 py-1 pt-3', 'p-4')).toBe('p-4');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('w-4 h-4', 'size-8')).toBe('size-8');
    expect(cn('leading-none text-xs', 'text-sm')).toBe('text-sm');
    expect(cn('text-sm text-ink', 'text-accent')).toBe('text-sm text-accent');
    expect(cn('font-display font-medium', 'font-semibold')).toBe('font-display font-semibold');
    expect(cn('rounded-t-3xl', 'rounded-xl')).toBe('rounded-xl');
    expect(cn('border border-line', 'border-b-2 border-red-700')).toBe('border border-b-2 border-red-700');
    expect(cn('-top-2 inset-x-0', 'inset-0')).toBe('inset-0');
    expect(cn('overflow-x-auto', 'overflow-hidden')).toBe('overflow-hidden');
    expect(cn('ring-1 ring-line', 'ring-2 ring-accent/25')).toBe('ring-2 ring-accent/25');
    expect(cn('outline-2 outline-offset-2', 'outline-none')).toBe('outline-2 outline-offset-2 outline-none');
  });

  it('compares classes under the same variants only, in any order of the variants', () => {
    expect(cn('px-4 md:px-8', 'px-2')).toBe('md:px-8 px-2');
    expect(cn('hover:md:bg-surface', 'md:hover:bg-ink')).toBe('md:hover:bg-ink');
    expect(cn('[&_svg]:size-4', '[&_svg]:size-5 size-10')).toBe('[&_svg]:size-5 size-10');
    expect(cn('data-[state=open]:bg-surface', 'bg-canvas')).toBe('data-[state=open]:bg-surface bg-canvas');
    expect(cn('!px-2', 'px-4')).toBe('!px-2 px-4');
  });

  it('keeps classes it does not know, and words that only look like utilities', () => {
    expect(cn('group peer', 'my-widget top-center')).toBe('group peer my-widget top-center');
  });
});

/**
 * Every class-looking word written under src/web (outside tests), from string literals: more than
 * are ever merged together, so the comparison below covers every pair a call could meet.
 */
function storefrontClassNames(): string[] {
  const words = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      // cn.ts itself names groups in its comments and tables, not classes.
      else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.test\./.test(entry.name) &&
        file !== path.join(import.meta.dirname, 'cn.ts')
      )
        for (const [, , text = ''] of fs.readFileSync(file, 'utf8').matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g))
          for (const word of text.split(/\s+/)) if (/^[!\-[a-z*][-\w:[\]&>*/.%!#(),=]+$/.test(word)) words.add(word);
    }
  };
  visit(path.join(import.meta.dirname, '..'));
  // Only words one of the two merges treats as a utility can conflict.
  return [...words].filter((word) => twMerge(`${word} ${word}`) === word || cn(`${word} ${word}`) === word);
}

/**
 * Where tailwind-merge 3 reads our Tailwind 4 classes wrongly, cn follows the stylesheet:
 * `bg-gradient-to-*` sets background-image (tailwind-merge takes it for a colour) and `max-w-shop`
 * is our theme's container width (tailwind-merge does not know it). No cn call mixes them with a
 * class of the same property today.
 */
const TAILWIND_MERGE_MISREADS = /^(bg-gradient-to-|max-w-shop)/;

describe('cn and tailwind-merge', () => {
  it('merge every pair of classes the storefront writes alike', () => {
    const names = storefrontClassNames().filter((name) => !TAILWIND_MERGE_MISREADS.test(name.split(':').pop()!));
    expect(names.length).toBeGreaterThan(500);
    // Classes under different variants never conflict (the unit tests above check how variants
    // are compared), so only pairs under the same variants are compared: a tenth of the work.
    const byVariants = new Map<string, string[]>();
    for (const name of names) {
      const variants = name.slice(0, name.lastIndexOf(':') + 1);
      byVariants.set(variants, [...(byVariants.get(variants) ?? []), name]);
    }
    const different: string[] = [];
    for (const group of byVariants.values())
      for (const first of group)
        for (const second of group) {
          const both = `${first} ${second}`;
          if (cn(both) !== twMerge(both)) different.push(`${both} → cn: ${cn(both)}, tailwind-merge: ${twMerge(both)}`);
        }
    expect(different.slice(0, 20)).toEqual([]);
  });
});
