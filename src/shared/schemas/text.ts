import { z } from 'zod';

/**
 * Free text people type (names, address lines, codes, searches) ends up on invoices, labels and
 * in mails, so it must be text a printer and a mail client show as typed:
 * - no C0 or C1 control characters (NUL, CR/LF in a one-line field, ESC, …); a multi-line field
 *   may hold line breaks and tabs;
 * - no bidirectional overrides or isolates (U+202A–U+202E, U+2066–U+2069), which make a line
 *   display in another order than it is stored (`‮gnp.exe` shows as `exe.png`);
 * - well-formed UTF-16: a lone surrogate cannot be encoded and silently becomes '�' on output;
 * - stored in Unicode NFC, so the same name typed on two keyboards is the same text.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const TEXT_MESSAGES = {
  control: 'must not contain control characters',
  bidi: 'must not contain text-direction override characters',
  malformed: 'must be valid Unicode text',
} as const;

/** A refinement of any string schema; `multiline` allows line breaks and tabs. */
export function plainTextProblem(value: string, multiline = false): string | null {
  if (LONE_SURROGATE.test(value)) return TEXT_MESSAGES.malformed;
  if ((multiline ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(value)) return TEXT_MESSAGES.control;
  if (BIDI_CONTROL.test(value)) return TEXT_MESSAGES.bidi;
  return null;
}

/**
 * A string that is plain, printable text, normalised to NFC; still a string schema, so the usual
 * checks chain after it: `plainText({ label: 'City' }).trim().min(1, …)`. The label starts each
 * message ('City must not contain control characters'), as the form's other messages do.
 */
export function plainText(options: { label?: string; required?: string; multiline?: boolean } = {}) {
  const prefix = options.label ? `${options.label} ` : '';
  return z
    .string(options.required ? { error: options.required } : undefined)
    .refine((value) => plainTextProblem(value, options.multiline) === null, {
      error: (issue) => `${prefix}${plainTextProblem(issue.input as string, options.multiline)}`,
      abort: true,
    })
    .overwrite((value) => value.normalize('NFC'));
}
