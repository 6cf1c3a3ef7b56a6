import { Icon, type IconProps } from './icon';

/** Lucide's "user-round". */
export function UserRoundIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="8" r="5" />
      <path d="M20 21a8 8 0 0 0-16 0" />
    </Icon>
  );
}
