import { describe, expect, it } from 'vitest';
import { normalizeBlocks, removeLinks, serialize, setBlock, toggleMark } from './rich-text-commands';

function editor(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

/** A range over `text` (its first occurrence) inside the root. */
function rangeOver(root: HTMLElement, text: string, through?: string) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let started = false;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!started && node.data.includes(text)) {
      range.setStart(node, node.data.indexOf(text));
      started = true;
      if (!through) {
        range.setEnd(node, node.data.indexOf(text) + text.length);
        return range;
      }
    }
    if (started && through && node.data.includes(through)) {
      range.setEnd(node, node.data.indexOf(through) + through.length);
      return range;
    }
  }
  throw new Error(`no ${text}`);
}

describe('rich-text commands', () => {
  it('bolds a word, and bolding it again takes it off', () => {
    const root = editor('<p>Soft linen throw</p>');
    toggleMark(root, rangeOver(root, 'linen'), 'strong');
    expect(root.innerHTML).toBe('<p>Soft <strong>linen</strong> throw</p>');
    toggleMark(root, rangeOver(root, 'linen'), 'strong');
    expect(root.innerHTML).toBe('<p>Soft linen throw</p>');
  });

  it('a selection across paragraphs marks the text of each, never wrapping a paragraph', () => {
    const root = editor('<p>One two</p><p>Three four</p>');
    toggleMark(root, rangeOver(root, 'two', 'Three'), 'em');
    expect(root.innerHTML).toBe('<p>One <em>two</em></p><p><em>Three</em> four</p>');
  });

  it('links the selection and removes the link', () => {
    const root = editor('<p>See our care guide</p>');
    toggleMark(root, rangeOver(root, 'care guide'), 'a', 'https://example.com/care');
    expect(root.innerHTML).toBe('<p>See our <a href="https://example.com/care">care guide</a></p>');
    removeLinks(root, rangeOver(root, 'care'));
    expect(root.innerHTML).toBe('<p>See our care guide</p>');
  });

  it('makes headings and lists of the touched blocks, and back', () => {
    const root = editor('<p>Care</p><p>Wash cold</p><p>Dry flat</p>');
    setBlock(root, rangeOver(root, 'Care'), 'h2');
    expect(root.innerHTML).toBe('<h2>Care</h2><p>Wash cold</p><p>Dry flat</p>');
    setBlock(root, rangeOver(root, 'Wash', 'Dry'), 'ul');
    expect(root.innerHTML).toBe('<h2>Care</h2><ul><li>Wash cold</li><li>Dry flat</li></ul>');
    setBlock(root, rangeOver(root, 'Wash'), 'ol');
    expect(root.innerHTML).toBe('<h2>Care</h2><ol><li>Wash cold</li><li>Dry flat</li></ol>');
    setBlock(root, rangeOver(root, 'Wash'), 'ol');
    expect(root.innerHTML).toBe('<h2>Care</h2><p>Wash cold</p><p>Dry flat</p>');
    setBlock(root, rangeOver(root, 'Care'), 'h2');
    expect(root.innerHTML).toBe('<p>Care</p><p>Wash cold</p><p>Dry flat</p>');
  });

  it('keeps the root made of blocks, and an empty editor stores nothing', () => {
    const root = editor('Loose <strong>text</strong><div>A div</div>');
    normalizeBlocks(root);
    expect(root.innerHTML).toBe('<p>Loose <strong>text</strong></p><p>A div</p>');
    const empty = editor('');
    normalizeBlocks(empty);
    expect(empty.innerHTML).toBe('<p><br></p>');
    expect(serialize(empty)).toBe('');
  });
});
