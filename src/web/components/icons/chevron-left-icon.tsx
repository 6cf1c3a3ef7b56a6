import { Icon, type IconProps } from './icon';

/** Lucide's "chevron-left". */
export function ChevronLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m15 18-6-6 6-6" />
    </Icon>
  );
}
