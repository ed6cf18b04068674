import { useEffect, useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH } from '../constants.ts';
import { captchaKey, useCaptcha, type CaptchaKind, type CaptchaScope } from '../api/get-captcha.ts';
import { captchaCheck } from '../validation/rules.ts';
import { CaptchaImage } from './captcha-image.tsx';
import { TextField } from './text-field.tsx';

/**
 * The captcha code field with its picture (accounts spec §2, §4, §5), and the accessible way round the picture
 * (issue 12 #3): "let my phone verify" fetches a puzzle the device solves, and fills in the code itself.
 */
export function CaptchaField<T extends FieldValues>({
  control,
  name,
  scope,
  testId,
  required = false,
  emptyMessage,
  onCode,
}: {
  control: Control<T>;
  name: Path<T>;
  scope: CaptchaScope;
  testId: string;
  required?: boolean;
  /** The spec's "enter/write the code" text for an empty or non-numeric field. */
  emptyMessage: string;
  /** Sets the form's code: cleared for every new picture (spec §4), the answer of every solved puzzle. */
  onCode: (code: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<CaptchaKind>('picture');
  const captcha = useCaptcha(scope, kind);
  const puzzle = kind === 'puzzle';

  useEffect(() => {
    if (captcha.data) onCode(captcha.data.kind === 'puzzle' ? captcha.data.answer : '');
    // A new captcha, not a new callback, is what changes the code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [captcha.data]);

  const refresh = () => {
    onCode('');
    void queryClient.refetchQueries({ queryKey: captchaKey(scope) });
  };

  const status = !puzzle
    ? null
    : captcha.isError
      ? t('auth.captchaPuzzleFailed')
      : captcha.isFetching || !captcha.data
        ? t('auth.captchaPuzzleWorking')
        : t('auth.captchaPuzzleDone');

  return (
    <>
      <TextField
        control={control}
        name={name}
        testId={testId}
        inputMode="numeric"
        required={required}
        label={t('auth.in_increase_captcha')}
        placeholder={puzzle ? (status ?? '') : t('auth.enterCaptcha')}
        autoComplete="off"
        maxLength={AUTH.captchaMaxLength}
        readOnly={puzzle}
        validate={captchaCheck(emptyMessage)}
        end={
          puzzle ? undefined : (
            <CaptchaImage
              testId={`${testId}-image`}
              src={captcha.data?.kind === 'picture' ? captcha.data.src : undefined}
              loading={captcha.isFetching}
              failed={captcha.isError}
              onRefresh={refresh}
            />
          )
        }
      />
      <div className="captcha-other">
        <p className="captcha-other__status" role="status" data-testid={`${testId}-status`}>
          {status}
        </p>
        {puzzle && captcha.isError && (
          <button type="button" className="link-button" data-testid={`${testId}-retry`} onClick={refresh}>
            {t('auth.captchaPuzzleRetry')}
          </button>
        )}
        <button
          type="button"
          className="link-button"
          data-testid={`${testId}-switch`}
          onClick={() => {
            onCode('');
            setKind(puzzle ? 'picture' : 'puzzle');
          }}
        >
          {puzzle ? t('auth.captchaUsePicture') : t('auth.captchaUsePuzzle')}
        </button>
      </div>
    </>
  );
}
