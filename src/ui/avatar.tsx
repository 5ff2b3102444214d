import { initialsOf } from '#src/lib/initials.ts';
import { cn } from '#views/cn.ts';

interface AvatarProps {
  name: string;
  picture?: string | null;
  size?: keyof typeof sizes;
  className?: string;
}

/** Each size with the initials' type size that fits it (one class each: two sizes in one list would fight). */
const sizes = {
  xs: 'size-7 text-[11px]',
  md: 'size-10 text-sm',
  lg: 'size-16 text-xl',
  xl: 'size-20 text-2xl',
  '2xl': 'size-24 text-3xl',
} as const;

/** SPEC §2: the profile picture, or up to two initials of the name. Decorative: the name is always shown or labelled beside it. */
export function Avatar({ name, picture, size = 'md', className }: AvatarProps) {
  return picture ? (
    <img src={picture} alt="" className={cn('shrink-0 rounded-full object-cover', sizes[size], className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800 dark:bg-brand-800 dark:text-brand-100',
        sizes[size],
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
