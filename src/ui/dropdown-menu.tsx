import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from '#views/cn.ts';

/**
 * The Radix dropdown menu, wrapped once: arrow keys, typeahead, Escape and focus return come with it. Not modal:
 * a menu is not a dialog, and a modal one hides the rest of the page from assistive technology while leaving it
 * focusable (axe's aria-hidden-focus).
 */
export function DropdownMenu(props: ComponentProps<typeof RadixMenu.Root>) {
  return <RadixMenu.Root modal={false} {...props} />;
}
export const DropdownMenuTrigger = RadixMenu.Trigger;

export function DropdownMenuContent({ className, ...props }: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        align="end"
        sideOffset={8}
        // Never flush against the screen's edge on a phone.
        collisionPadding={8}
        className={cn(
          'z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 text-sm text-slate-700 shadow-xl animate-fade-in',
          'dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200',
          className,
        )}
        {...props}
      />
    </RadixMenu.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof RadixMenu.Item>) {
  return (
    <RadixMenu.Item
      className={cn(
        // 44 px tall on touch screens (below lg), denser with a mouse.
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 py-2 outline-none select-none lg:min-h-9',
        'data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 dark:data-[highlighted]:bg-slate-700 dark:data-[highlighted]:text-white',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof RadixMenu.Label>) {
  return <RadixMenu.Label className={cn('px-3 py-2', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator className={cn('my-1 h-px bg-slate-200 dark:bg-slate-700', className)} {...props} />;
}
