import type { Ref } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { fieldErrorText } from '@web/components/ui/field';

/**
 * Every message in a form's errors, in the order of its fields (react-hook-form keeps the
 * schema's order), each with its field's label when the message is a predicate ("must not be
 * empty"). `labelOf` names a field from its path (`addons.1.name`); it may return '' for a
 * message that is already a sentence.
 */
export function errorMessages<T extends FieldValues>(errors: FieldErrors<T>, labelOf: (path: string) => string) {
  const out: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') out.push(fieldErrorText(labelOf(path), message).trim());
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
      walk(child, key === 'root' ? path : path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  return [...new Set(out)];
}

/**
 * After a failed save: brings the first field that says it is invalid into view and gives it the
 * focus, or the summary itself when no field does (an answer of the server).
 */
export function focusFirstProblem(form: HTMLElement | null, summary: HTMLElement | null) {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = first ?? summary;
  if (!target) return;
  // Centred, so the sticky save bar does not cover it (jsdom has no scrollIntoView).
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
}

/**
 * The top of a form that was not saved: what is wrong, all of it, so nothing is hidden further
 * down a long page. Focusable (tabIndex -1) for when no field can take the focus.
 */
export function ErrorSummary({
  title,
  problems,
  ref,
}: {
  title: string;
  problems: readonly string[];
  ref?: Ref<HTMLDivElement>;
}) {
  if (problems.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="rounded-xl border border-red-700/40 bg-red-50 p-4 text-sm text-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
    >
      <h2 id="error-summary-title" className="font-semibold">
        {title}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
