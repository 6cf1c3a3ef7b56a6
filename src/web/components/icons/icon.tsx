import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * The storefront's icons, drawn as lucide-react draws them (a 24-unit grid, 2-unit round strokes
 * in the text colour, hidden from assistive technology: every icon here sits beside its words),
 * with the path data copied from Lucide (ISC licence, © Lucide Contributors) one icon per file.
 * lucide-react itself is only for the account screens: its components share about 1.3 KB gzip of
 * machinery, and every icon imported outside those screens used to travel in a chunk every first
 * load downloaded (3.5 KB gzip; docs/performance.md, "First-load JavaScript"). A file per icon lets
 * the bundler put each one in the chunk of the page that draws it.
 */
export function Icon(props: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    />
  );
}
