/**
 * How deep a JSON text nests, counted in one pass over the characters without parsing it.
 * `[[[[…]]]]` a megabyte deep costs JSON.parse hundreds of milliseconds of a single-threaded
 * event loop; counting brackets (outside strings) costs microseconds for a small body, so the
 * body parser refuses such a text before parsing it. Stops counting as soon as `max` is passed.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}
