import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { isInternalHref } from '@web/lib/links';

export type SmartLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * Links whose target comes from the server (menu, banners) may be site paths or full URLs:
 * site paths use client-side navigation, the rest are ordinary anchors.
 */
export function SmartLink({ href, ...props }: SmartLinkProps) {
  if (isInternalHref(href)) return <Link to={href} {...props} />;
  return <a href={href} {...props} />;
}
