import { Icon, type IconProps } from './icon';

/** Lucide's "chevron-down". */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}
