import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Bold, Heading2, Heading3, Italic, Link2, Link2Off, List, ListOrdered, Pilcrow } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import {
  blockKindAt,
  hasMark,
  insertText,
  normalizeBlocks,
  removeLinks,
  serialize,
  setBlock,
  toggleMark,
  type BlockKind,
} from './rich-text-commands';

interface RichTextEditorProps {
  /** The field's name, also the editing area's accessible name. */
  label: string;
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  hint?: string;
  error?: string;
}

interface ToolbarState {
  strong: boolean;
  em: boolean;
  link: boolean;
  block: BlockKind | null;
}
const IDLE: ToolbarState = { strong: false, em: false, link: false, block: null };

/** Links the shop's sanitiser keeps and a shopper can follow. */
const LINK = /^(https?:\/\/|mailto:|\/)/;

/**
 * A small rich-text editor for the HTML the shop stores (a product's description, a shop page):
 * paragraphs, two levels of heading, bulleted and numbered lists, bold, italic and links. It
 * writes only those tags (rich-text-commands.ts), pasted text comes in as text, and the server
 * sanitises what it receives all the same. Ctrl/⌘+B and Ctrl/⌘+I work as in any editor.
 */
export function RichTextEditor({ label, value, onChange, onBlur, hint, error }: RichTextEditorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const lastHtml = useRef<string | null>(null);
  const savedRange = useRef<Range | null>(null);
  const [state, setState] = useState<ToolbarState>(IDLE);
  const [linking, setLinking] = useState<string | null>(null);
  const labelId = useId();
  const hintId = useId();

  // The form's value is written into the editor only when it changed from outside (a reset,
  // Discard changes): rewriting it while the operator types would move their caret.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || value === lastHtml.current) return;
    root.innerHTML = value;
    normalizeBlocks(root);
    lastHtml.current = value;
  }, [value]);

  const rangeInRoot = useCallback((): Range | null => {
    const root = rootRef.current;
    const selection = root?.ownerDocument.getSelection();
    if (!root || !selection || selection.rangeCount === 0) return null;
    const range = selection.getRangeAt(0);
    return root.contains(range.commonAncestorContainer) ? range : null;
  }, []);

  const refreshToolbar = useCallback(() => {
    const root = rootRef.current;
    const range = rangeInRoot();
    if (!root || !range) return;
    savedRange.current = range.cloneRange();
    setState({
      strong: hasMark(root, range, 'strong'),
      em: hasMark(root, range, 'em'),
      link: hasMark(root, range, 'a'),
      block: blockKindAt(root, range),
    });
  }, [rangeInRoot]);

  useEffect(() => {
    document.addEventListener('selectionchange', refreshToolbar);
    return () => document.removeEventListener('selectionchange', refreshToolbar);
  }, [refreshToolbar]);

  const emit = () => {
    const root = rootRef.current;
    if (!root) return;
    normalizeBlocks(root);
    const html = serialize(root);
    lastHtml.current = html;
    onChange(html);
  };

  const select = (range: Range | null) => {
    const selection = document.getSelection();
    if (!range || !selection) return;
    selection.removeAllRanges();
    selection.addRange(range);
  };

  /** Runs a command on the selection (or the last one, when a toolbar control took the focus). */
  const run = (command: (root: HTMLElement, range: Range) => Range | null | void) => {
    const root = rootRef.current;
    const range = rangeInRoot() ?? savedRange.current;
    if (!root || !range) return;
    const next = command(root, range);
    root.focus();
    select(next ?? range);
    emit();
    refreshToolbar();
  };

  const applyLink = (href: string) => {
    run((root, range) => (range.collapsed ? null : toggleMark(root, range, 'a', href)));
    setLinking(null);
  };

  return (
    <div className="grid min-w-0 gap-1.5">
      <span id={labelId} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div
        className={cn(
          'min-w-0 rounded-lg border bg-white focus-within:ring-2 focus-within:ring-accent/40',
          error ? 'border-red-700' : 'border-line',
        )}
      >
        <div
          role="toolbar"
          aria-label={`${label} formatting`}
          className="flex flex-wrap items-center gap-0.5 border-b border-line p-1"
          onMouseDown={(event) => {
            // Keep the selection in the text while a button is pressed.
            if ((event.target as HTMLElement).closest('button')) event.preventDefault();
          }}
        >
          <Tool label="Paragraph" pressed={state.block === 'p'} onClick={() => run((r, g) => setBlock(r, g, 'p'))}>
            <Pilcrow />
          </Tool>
          <Tool label="Heading" pressed={state.block === 'h2'} onClick={() => run((r, g) => setBlock(r, g, 'h2'))}>
            <Heading2 />
          </Tool>
          <Tool label="Subheading" pressed={state.block === 'h3'} onClick={() => run((r, g) => setBlock(r, g, 'h3'))}>
            <Heading3 />
          </Tool>
          <Separator />
          <Tool label="Bold" pressed={state.strong} onClick={() => run((r, g) => toggleMark(r, g, 'strong'))}>
            <Bold />
          </Tool>
          <Tool label="Italic" pressed={state.em} onClick={() => run((r, g) => toggleMark(r, g, 'em'))}>
            <Italic />
          </Tool>
          <Separator />
          <Tool
            label="Bulleted list"
            pressed={state.block === 'ul'}
            onClick={() => run((r, g) => setBlock(r, g, 'ul'))}
          >
            <List />
          </Tool>
          <Tool
            label="Numbered list"
            pressed={state.block === 'ol'}
            onClick={() => run((r, g) => setBlock(r, g, 'ol'))}
          >
            <ListOrdered />
          </Tool>
          <Separator />
          <Tool label="Link" pressed={state.link} onClick={() => setLinking('https://')}>
            <Link2 />
          </Tool>
          <Tool label="Remove link" disabled={!state.link} onClick={() => run(removeLinks)}>
            <Link2Off />
          </Tool>
        </div>
        {linking !== null && (
          <div className="flex flex-wrap items-center gap-2 border-b border-line p-2">
            <Input
              aria-label="Link address"
              className="h-9 min-w-0 flex-1"
              value={linking}
              autoFocus
              onChange={(event) => setLinking(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  if (LINK.test(linking)) applyLink(linking);
                }
                if (event.key === 'Escape') setLinking(null);
              }}
            />
            <Button size="sm" disabled={!LINK.test(linking)} onClick={() => applyLink(linking)}>
              Apply link
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setLinking(null)}>
              Cancel
            </Button>
          </div>
        )}
        <div
          ref={rootRef}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={hint || error ? hintId : undefined}
          aria-invalid={error ? true : undefined}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          className={cn(
            'max-h-[28rem] min-h-40 overflow-y-auto px-3 py-2 text-[15px] leading-relaxed break-words text-ink outline-none',
            '[&_a]:text-accent [&_a]:underline [&_h2]:mt-4 [&_h2]:font-display [&_h2]:text-xl [&_h3]:mt-3 [&_h3]:font-semibold',
            '[&_li]:mt-1 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-2 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5',
          )}
          onInput={emit}
          onBlur={onBlur}
          onKeyDown={(event) => {
            if (!(event.metaKey || event.ctrlKey)) return;
            const key = event.key.toLowerCase();
            if (key === 'b' || key === 'i') {
              event.preventDefault();
              run((r, g) => toggleMark(r, g, key === 'b' ? 'strong' : 'em'));
            }
          }}
          onPaste={(event) => {
            event.preventDefault();
            const text = event.clipboardData.getData('text/plain');
            run((_, range) => insertText(range, text));
          }}
        />
      </div>
      {(error || hint) && (
        <span id={hintId} className={error ? 'text-xs font-medium text-red-700' : 'text-xs text-muted'}>
          {error ?? hint}
        </span>
      )}
    </div>
  );
}

function Tool({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      disabled={disabled}
      className={cn('size-9', pressed && 'bg-surface-strong text-ink')}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

const Separator = () => <span aria-hidden="true" className="mx-1 h-5 w-px bg-line" />;
