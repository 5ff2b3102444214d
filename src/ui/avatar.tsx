import { initialsOf } from '#src/lib/initials.ts';
import { cn } from '#src/lib/cn.ts';

interface AvatarProps {
  name: string;
  picture?: string | null;
  className?: string;
}

/** SPEC §2: the profile picture, or up to two initials of the name. Decorative: the name is always shown or labelled beside it. */
export function Avatar({ name, picture, className }: AvatarProps) {
  return picture ? (
    <img src={picture} alt="" className={cn('size-10 shrink-0 rounded-full object-cover', className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 dark:bg-brand-800 dark:text-brand-100',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
