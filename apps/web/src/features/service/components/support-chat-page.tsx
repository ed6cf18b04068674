import {
  SUPPORT_CONTACT_PATTERN,
  SUPPORT_LIMITS,
  type SupportThread,
} from '@h5/contract/endpoints/support.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HiddenFileInput } from '../../../components/hidden-file-input.tsx';
import { ErrorState, LoadingState } from '../../../components/load-state.tsx';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { makeRequestId } from '../../../lib/api/request-id.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { checkImage, type ImageProblem } from '../../../lib/files/image-check.ts';
import { supportThreadKey, useSupportThread } from '../api/get-support-thread.ts';
import { useSendSupportMessage } from '../api/send-support-message.ts';
import { ensureConversationKey, storedConversationKey } from '../conversation-key.ts';
import './support-chat.css';

interface Chosen {
  id: number;
  file: File;
  preview: string;
}

const MAX_MB = Math.round(SUPPORT_LIMITS.maxImageBytes / 1024 / 1024);
const textLength = (text: string) => Array.from(text.trim()).length;

/**
 * `/m/service/chat` (issue 17): the conversation with the merchant's staff. The player writes (with up to three
 * screenshots, the feedback rules) and reads the answers here; a member also finds each answer in the mail center.
 * A guest gives a phone number or e-mail with the first message; their browser keeps the conversation's key. A
 * message keeps its request id through retries, so a send that failed on the way is never stored twice.
 */
export default function SupportChatPage() {
  const { t, i18n } = useTranslation('support');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const session = useSession();
  const guest = session === null;
  const [conversationKey, setConversationKey] = useState(() => storedConversationKey());
  const thread = useSupportThread(guest ? conversationKey : null);
  const send = useSendSupportMessage();
  const queryClient = useQueryClient();

  const [text, setText] = useState('');
  const [contact, setContact] = useState('');
  const [images, setImages] = useState<Chosen[]>([]);
  const [rejected, setRejected] = useState<{ name: string; problem: ImageProblem }[]>([]);
  const [problem, setProblem] = useState<'textEmpty' | 'textTooLong' | 'contactInvalid' | null>(null);
  // The request id of the draft on its way or failed: the same draft is retried under it, a changed one gets a new one.
  const requestId = useRef<string | null>(null);
  const nextImageId = useRef(1);
  const fileInput = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLLIElement>(null);

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

  const messages = thread.data?.messages ?? [];
  const newest = messages.at(-1)?.id;
  // The newest message in view whenever one arrives (sent or answered).
  useEffect(() => {
    if (newest !== undefined)
      // happy-dom and older browsers may lack it.
      if (typeof end.current?.scrollIntoView === 'function') end.current.scrollIntoView({ block: 'end' });
  }, [newest]);

  const draftChanged = () => {
    requestId.current = null;
    setProblem(null);
    send.reset();
  };

  const addFiles = async (files: File[]) => {
    const accepted: Chosen[] = [];
    const refused: { name: string; problem: ImageProblem }[] = [];
    for (const file of files) {
      const found = await checkImage(file, images.length + accepted.length, SUPPORT_LIMITS);
      if (found) refused.push({ name: file.name, problem: found });
      else accepted.push({ id: nextImageId.current++, file, preview: URL.createObjectURL(file) });
    }
    setImages((current) => [...current, ...accepted]);
    setRejected(refused);
    draftChanged();
  };

  const needsContact = guest && messages.length === 0;

  const submit = () => {
    if (send.isPending) return;
    const length = textLength(text);
    const found =
      length === 0
        ? 'textEmpty'
        : length > SUPPORT_LIMITS.maxChars
          ? 'textTooLong'
          : needsContact && !SUPPORT_CONTACT_PATTERN.test(contact.trim())
            ? 'contactInvalid'
            : null;
    setProblem(found);
    if (found !== null) return;
    requestId.current ??= makeRequestId();
    let key: string | undefined;
    if (guest) {
      key = conversationKey ?? ensureConversationKey();
      if (key !== conversationKey) setConversationKey(key);
    }
    send.mutate(
      {
        content: text.trim(),
        images: images.map((image) => image.file),
        requestId: requestId.current,
        ...(key === undefined ? {} : { conversationKey: key }),
        ...(needsContact ? { contact: contact.trim() } : {}),
      },
      {
        onSuccess: (answer: SupportThread) => {
          queryClient.setQueryData(
            supportThreadKey(session?.token ?? null, guest ? (key ?? null) : null),
            answer,
          );
          for (const image of images) URL.revokeObjectURL(image.preview);
          setImages([]);
          setText('');
          setRejected([]);
          requestId.current = null;
        },
      },
    );
  };

  return (
    <section className="support-chat" data-testid="support-chat">
      <p className="support-chat__intro">{t('chat.intro')}</p>
      {guest && <p className="support-chat__note">{t('chat.guestNote')}</p>}
      {thread.isPending ? (
        <LoadingState testId="support-thread-loading" />
      ) : thread.isError ? (
        <ErrorState
          error={thread.error}
          onRetry={() => void thread.refetch()}
          retrying={thread.isFetching}
          testId="support-thread-error"
        />
      ) : (
        <>
          <ol
            className="support-chat__thread"
            aria-label={t('chat.threadLabel')}
            data-testid="support-thread"
          >
            {messages.length === 0 && (
              <li className="support-chat__empty" data-testid="support-thread-empty">
                {t('chat.empty')}
              </li>
            )}
            {messages.map((message) => (
              <li
                key={message.id}
                className={`support-chat__message support-chat__message--${message.author}`}
                data-testid={`support-message-${message.author}`}
              >
                <span className="support-chat__author">
                  {message.author === 'player' ? t('chat.you') : t('chat.support')}
                  {' · '}
                  <time dateTime={new Date(message.createTime).toISOString()}>
                    {when.format(message.createTime)}
                  </time>
                </span>
                <p className="support-chat__content">{message.content}</p>
                {message.images.length > 0 && (
                  <span className="support-chat__attachments">
                    {t('chat.attachments', { count: message.images.length })}
                  </span>
                )}
              </li>
            ))}
            <li ref={end} className="support-chat__end" aria-hidden="true" />
          </ol>
          <div className="support-chat__status" role="status">
            {thread.data.status === 'answered' && (
              <span data-testid="support-answered">
                {t('chat.answered')}{' '}
                {!guest && (
                  <Link to={PATHS.mail} data-testid="support-mail-link">
                    {t('chat.mailLink')}
                  </Link>
                )}
              </span>
            )}
            {thread.data.status === 'open' && <span data-testid="support-waiting">{t('chat.waiting')}</span>}
          </div>
          <button
            type="button"
            className="support-chat__refresh"
            disabled={thread.isFetching}
            onClick={() => void thread.refetch()}
            data-testid="support-refresh"
          >
            {t('chat.refresh')}
          </button>
        </>
      )}

      <form
        className="support-chat__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {needsContact && (
          <>
            <label className="support-chat__label" htmlFor="support-contact">
              {t('chat.contactLabel')}
            </label>
            <input
              id="support-contact"
              className="support-chat__contact"
              type="text"
              inputMode="email"
              autoComplete="email"
              maxLength={SUPPORT_LIMITS.maxContactChars}
              value={contact}
              aria-invalid={problem === 'contactInvalid'}
              aria-describedby="support-contact-hint"
              data-testid="support-contact"
              onChange={(event) => {
                setContact(event.target.value);
                draftChanged();
              }}
            />
            <p id="support-contact-hint" className="support-chat__hint">
              {t('chat.contactHint')}
            </p>
          </>
        )}
        <label className="support-chat__label" htmlFor="support-text">
          {t('chat.messageLabel')}
        </label>
        <textarea
          id="support-text"
          className="support-chat__text"
          rows={3}
          value={text}
          placeholder={t('chat.placeholder', { max: SUPPORT_LIMITS.maxChars })}
          aria-invalid={problem === 'textEmpty' || problem === 'textTooLong'}
          data-testid="support-text"
          onChange={(event) => {
            setText(Array.from(event.target.value).slice(0, SUPPORT_LIMITS.maxChars).join(''));
            draftChanged();
          }}
        />
        {problem && (
          <p className="support-chat__error" role="alert" data-testid="support-problem">
            {t(`chat.${problem}`, { max: SUPPORT_LIMITS.maxChars })}
          </p>
        )}
        <p className="support-chat__label">
          {t('chat.imagesLabel', { max: SUPPORT_LIMITS.maxImages, size: MAX_MB })}
        </p>
        <ul className="support-chat__images" data-testid="support-images">
          {images.map((image, index) => (
            <li key={image.id} className="support-chat__image">
              <img src={image.preview} alt={t('chat.preview', { n: index + 1 })} />
              <button
                type="button"
                className="support-chat__remove"
                aria-label={t('chat.removeImage', { n: index + 1 })}
                onClick={() => {
                  URL.revokeObjectURL(image.preview);
                  setImages((current) => current.filter((c) => c.id !== image.id));
                  draftChanged();
                }}
              >
                ×
              </button>
            </li>
          ))}
          {images.length < SUPPORT_LIMITS.maxImages && (
            <li>
              <button
                type="button"
                className="support-chat__add"
                onClick={() => fileInput.current?.click()}
                data-testid="support-add-image"
              >
                <span aria-hidden="true">+</span> {t('chat.addImage')}
              </button>
            </li>
          )}
        </ul>
        <HiddenFileInput
          ref={fileInput}
          accept={SUPPORT_LIMITS.imageTypes}
          onFiles={(files) => void addFiles(files)}
          testId="support-file"
        />
        {rejected.length > 0 && (
          <ul className="support-chat__error" role="alert" data-testid="support-image-error">
            {rejected.map((item, index) => (
              <li key={`${item.name}-${String(index)}`}>
                {t(`chat.image.${item.problem}`, {
                  name: item.name,
                  max: SUPPORT_LIMITS.maxImages,
                  size: MAX_MB,
                })}
              </li>
            ))}
          </ul>
        )}
        {send.isError && (
          <p className="support-chat__error" role="alert" data-testid="support-send-error">
            {t('chat.notSent')} {errorMessage(t, send.error)}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary support-chat__send"
          disabled={send.isPending}
          data-busy={send.isPending ? '' : undefined}
          data-testid="support-send"
        >
          {send.isPending ? t('chat.sending') : send.isError ? t('chat.retry') : t('chat.send')}
        </button>
      </form>
    </section>
  );
}
