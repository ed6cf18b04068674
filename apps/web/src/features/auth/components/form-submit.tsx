import type { ReactNode } from 'react';
import { Button } from '../../../lib/ui/antd.ts';

export interface FormSubmitProps {
  /** Prefix of the test ids: `<id>-error` for the message, `<id>-submit` unless `submitTestId` is given. */
  testId: string;
  submitTestId?: string;
  /** The failure to show above the button (server message or a client-side one), or null. */
  error: string | null;
  submitting: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** The end of every account form: the failure message (announced to screen readers) and the submit button. */
export function FormSubmit(props: FormSubmitProps) {
  return (
    <>
      {props.error && (
        <p className="notice notice--error" role="alert" data-testid={`${props.testId}-error`}>
          {props.error}
        </p>
      )}
      <Button
        block
        type="submit"
        color="primary"
        size="large"
        disabled={props.disabled}
        loading={props.submitting}
        data-testid={props.submitTestId ?? `${props.testId}-submit`}
      >
        {props.children}
      </Button>
    </>
  );
}
