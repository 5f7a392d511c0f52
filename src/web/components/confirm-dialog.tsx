// Confirm dialog: title, message, confirm and cancel, variants info / warning / danger,
// at most 400 px wide. `await confirm({...})` resolves true only on confirm.
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { THEME } from '@shared/constants';
import { useT } from '@/i18n/i18n';
import { Modal } from './modal';

export type ConfirmVariant = 'info' | 'warning' | 'danger';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  variant?: ConfirmVariant;
}

type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<ConfirmFn | null>(null);

const BUTTON_CLASS: Record<ConfirmVariant, string> = {
  info: 'btn btn-primary',
  warning: 'btn btn-warning',
  danger: 'btn btn-danger',
};

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const confirm = useCallback<ConfirmFn>(
    (next) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setOptions(next);
      }),
    [],
  );

  const settle = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  }, []);
  const cancel = useCallback(() => settle(false), [settle]);

  const variant = options?.variant ?? 'info';
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Modal
        open={options !== null}
        title={options?.title ?? ''}
        onClose={cancel}
        maxWidth={THEME.confirmDialogMaxWidth}
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={cancel}>
              {options?.cancelLabel ?? t('common.cancel')}
            </button>
            <button type="button" className={BUTTON_CLASS[variant]} onClick={() => settle(true)}>
              {options?.confirmLabel ?? t('common.confirm')}
            </button>
          </>
        }
      >
        <p style={{ margin: 0 }}>{options?.message}</p>
      </Modal>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
