import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenFileInput } from '../../../components/hidden-file-input.tsx';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { Toast } from '../../../lib/ui/antd.ts';
import { useSubmitFeedback } from '../api/submit-feedback.ts';
import {
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
} from '../constants.ts';
import { imageProblem, textLength, textProblem, type ImageProblem } from '../image-rules.ts';
import './feedback.css';

interface Chosen {
  id: number;
  file: File;
  preview: string;
}

interface Rejected {
  name: string;
  problem: ImageProblem;
}

/**
 * `/m/feedback` (FEEDBACK3): a text of at most 140 characters and up to 3 PNG/JPEG images of at most 5 MB each. The
 * route refuses guests and trial accounts.
 */
export default function FeedbackPage() {
  const { t } = useTranslation('member');
  const submit = useSubmitFeedback();
  const [text, setText] = useState('');
  const [images, setImages] = useState<Chosen[]>([]);
  const [rejected, setRejected] = useState<Rejected[]>([]);
  const [textError, setTextError] = useState<'empty' | 'tooLong' | null>(null);
  const nextId = useRef(1);
  const input = useRef<HTMLInputElement>(null);

  // Previews are object URLs: give them back when the page goes away.
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);
  useEffect(
    () => () => {
      for (const image of latest.current) URL.revokeObjectURL(image.preview);
    },
    [],
  );

  const addFiles = async (files: File[]) => {
    const accepted: Chosen[] = [];
    const refused: Rejected[] = [];
    for (const file of files) {
      const problem = await imageProblem(file, images.length + accepted.length);
      if (problem) refused.push({ name: file.name, problem });
      else accepted.push({ id: nextId.current++, file, preview: URL.createObjectURL(file) });
    }
    setImages((current) => [...current, ...accepted]);
    setRejected(refused);
    submit.reset();
  };

  const remove = (id: number) => {
    setImages((current) => {
      const gone = current.find((image) => image.id === id);
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((image) => image.id !== id);
    });
    setRejected([]);
  };

  const send = () => {
    const problem = textProblem(text);
    setTextError(problem);
    if (problem) return;
    submit.mutate(
      { content: text.trim(), images: images.map((image) => image.file) },
      {
        onSuccess: () => {
          for (const image of images) URL.revokeObjectURL(image.preview);
          setImages([]);
          setText('');
          setRejected([]);
          Toast.show({ content: t('feedback.sent') });
        },
      },
    );
  };

  const serverError = submit.isError ? errorMessage(t, submit.error) : null;
  const length = textLength(text);
  const limits = { max: FEEDBACK_MAX_IMAGES, size: Math.round(FEEDBACK_MAX_IMAGE_BYTES / 1024 / 1024) };

  return (
    <form
      className="feedback"
      data-testid="feedback-page"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label className="feedback__label" htmlFor="feedback-text">
        {t('feedback.textLabel')}
      </label>
      <textarea
        id="feedback-text"
        className="feedback__text"
        rows={5}
        value={text}
        placeholder={t('feedback.placeholder')}
        aria-invalid={textError !== null}
        aria-describedby="feedback-count"
        data-testid="feedback-text"
        onChange={(event) => {
          // Typing stops at the limit (in code points, so an emoji is one character).
          setText(Array.from(event.target.value).slice(0, FEEDBACK_MAX_CHARS).join(''));
          setTextError(null);
          submit.reset();
        }}
      />
      <p
        id="feedback-count"
        className={`feedback__count${length >= FEEDBACK_MAX_CHARS ? ' feedback__count--full' : ''}`}
        data-testid="feedback-count"
      >
        {length}/{FEEDBACK_MAX_CHARS}
      </p>
      {textError && (
        <p className="feedback__error" role="alert" data-testid="feedback-text-error">
          {t(`feedback.text.${textError}`, { max: FEEDBACK_MAX_CHARS })}
        </p>
      )}

      <p className="feedback__label">{t('feedback.imagesLabel', limits)}</p>
      <ul className="feedback__images" data-testid="feedback-images">
        {images.map((image, index) => (
          <li key={image.id} className="feedback__image">
            <img src={image.preview} alt={t('feedback.preview', { n: index + 1 })} />
            <button
              type="button"
              className="feedback__remove"
              aria-label={t('feedback.remove', { n: index + 1 })}
              data-testid={`feedback-remove-${String(index)}`}
              onClick={() => {
                remove(image.id);
              }}
            >
              ×
            </button>
          </li>
        ))}
        {images.length < FEEDBACK_MAX_IMAGES && (
          <li>
            <button
              type="button"
              className="feedback__add"
              data-testid="feedback-add"
              onClick={() => input.current?.click()}
            >
              <span aria-hidden="true">+</span>
              <span>{t('feedback.addImage')}</span>
            </button>
          </li>
        )}
      </ul>
      <HiddenFileInput
        ref={input}
        accept={FEEDBACK_IMAGE_TYPES}
        onFiles={(files) => void addFiles(files)}
        testId="feedback-file"
      />
      {rejected.length > 0 && (
        <ul className="feedback__error" role="alert" data-testid="feedback-image-error">
          {rejected.map((item, index) => (
            <li key={`${item.name}-${String(index)}`}>
              {t(`feedback.image.${item.problem}`, { name: item.name, ...limits })}
            </li>
          ))}
        </ul>
      )}
      {serverError && (
        <p className="feedback__error" role="alert" data-testid="feedback-server-error">
          {serverError}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary feedback__submit"
        disabled={submit.isPending}
        data-busy={submit.isPending ? '' : undefined}
        data-testid="feedback-submit"
      >
        {t('common.submit', { ns: 'translation' })}
      </button>
    </form>
  );
}
