import { CircleAlert, CircleCheck, CircleHelp } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '#views/cn.ts';
import { Button } from '../button.tsx';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '../dialog.tsx';
import { QUEUED_DIALOG_ATTRIBUTE, SUCCESS_DIALOG_MS, useDialogQueue, type DialogRequest } from './dialog-store.ts';
import { dismiss } from './use-dialogs.ts';

const icons = {
  success: { icon: CircleCheck, className: 'text-emerald-600 dark:text-emerald-400' },
  warning: { icon: CircleAlert, className: 'text-amber-600 dark:text-amber-400' },
  confirm: { icon: CircleHelp, className: 'text-brand-600 dark:text-brand-300' },
};

interface DialogViewProps {
  request: DialogRequest;
}

export default function DialogView({ request }: DialogViewProps) {
  const shift = useDialogQueue((state) => state.shift);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const { icon: Icon, className: iconClass } = icons[request.kind];
  const blocksOutsideClick = request.kind === 'confirm' || (request.kind === 'success' && !request.dismissible);

  const close = (confirmed: boolean) => {
    if (request.kind === 'confirm') request.settle(confirmed);
    else request.settle();
    shift(request.id);
  };

  useEffect(() => {
    if (request.kind !== 'success') return;
    const timer = setTimeout(() => {
      request.settle();
      shift(request.id);
    }, SUCCESS_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [request, shift]);

  return (
    <DialogRoot
      open
      onOpenChange={(open) => {
        if (open) return;
        dismiss(request);
        shift(request.id);
      }}
    >
      <DialogContent
        role={request.kind === 'success' ? 'dialog' : 'alertdialog'}
        className="overflow-hidden text-center"
        returnFocusTo={request.returnFocusTo}
        {...{ [QUEUED_DIALOG_ATTRIBUTE]: '' }}
        onPointerDownOutside={(event) => blocksOutsideClick && event.preventDefault()}
        onOpenAutoFocus={(event) => {
          // Radix focuses the first button (cancel) unless told otherwise.
          if (request.kind !== 'confirm' || request.focus !== 'confirm') return;
          event.preventDefault();
          confirmButton.current?.focus();
        }}
        // Without a text there is nothing to describe the dialog; Radix wants that said explicitly.
        {...(request.text ? {} : { 'aria-describedby': undefined })}
      >
        <Icon aria-hidden="true" className={cn('mx-auto mb-4 size-16 stroke-[1.5]', iconClass)} />
        <DialogTitle>{request.title}</DialogTitle>
        {request.text && <DialogDescription className="mt-3 text-base">{request.text}</DialogDescription>}
        {request.kind === 'success' && request.detail && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{request.detail}</p>}
        <div className="mt-6 flex justify-center gap-3">
          {request.kind === 'confirm' ? (
            <>
              <Button variant="secondary" onClick={() => close(false)}>
                {request.cancelLabel}
              </Button>
              <Button ref={confirmButton} variant="confirm" onClick={() => close(true)}>
                {request.confirmLabel}
              </Button>
            </>
          ) : (
            <Button variant="confirm" onClick={() => close(true)}>
              OK
            </Button>
          )}
        </div>
        {request.kind === 'success' && (
          <div
            aria-hidden="true"
            data-testid="success-dialog-progress"
            className="absolute inset-x-0 bottom-0 h-1.5 origin-left animate-progress bg-confirm rtl:origin-right"
          />
        )}
      </DialogContent>
    </DialogRoot>
  );
}
