import type { DepositChannel } from '@h5/contract/endpoints/deposit.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { channelMax } from '../deposit-rules.ts';
import './channel-picker.css';

type Kind = DepositChannel['kind'];
/** The groups of the `new` template, in this order. */
const KINDS: readonly Kind[] = ['ewallet', 'online_bank', 'manual_bank'];

interface ChannelPickerProps {
  channels: readonly DepositChannel[];
  /** `new` (`dep_func` "1"): tiles with logos grouped by kind; `base`: one plain list in the merchant's order. */
  template: 'new' | 'base';
  value: string;
  onChange: (id: string) => void;
  formatMoney: (amount: number) => string;
}

/**
 * The deposit channels as a radio group (native radios: arrow keys move the choice, the legend names the group).
 * Both templates list the same channels; they differ in look only.
 */
export function ChannelPicker({ channels, template, value, onChange, formatMoney }: ChannelPickerProps) {
  const { t } = useTranslation('deposit');
  const option = (channel: DepositChannel) => (
    <label
      key={channel.id}
      className={`deposit-channel deposit-channel--${template}`}
      data-testid={`deposit-channel-${channel.id}`}
    >
      <input
        type="radio"
        name="deposit-channel"
        className="deposit-channel__radio"
        value={channel.id}
        checked={channel.id === value}
        onChange={() => {
          onChange(channel.id);
        }}
      />
      {template === 'new' && <ChannelIcon channel={channel} />}
      <span className="deposit-channel__text">
        <span className="deposit-channel__name">{channel.name}</span>
        <span className="deposit-channel__limits">
          {t('channels.limits', {
            min: formatMoney(channel.minAmount),
            max: formatMoney(channelMax(channel)),
          })}
        </span>
      </span>
    </label>
  );

  return (
    <fieldset className="deposit-channels" data-template={template} data-testid="deposit-channels">
      <legend className="deposit__label">{t('channels.heading')}</legend>
      {template === 'new' ? (
        KINDS.map((kind) => {
          const ofKind = channels.filter((channel) => channel.kind === kind);
          if (ofKind.length === 0) return null;
          return (
            <div
              key={kind}
              className="deposit-channels__group"
              role="group"
              aria-labelledby={`deposit-kind-${kind}`}
              data-testid={`deposit-group-${kind}`}
            >
              <p id={`deposit-kind-${kind}`} className="deposit-channels__kind">
                {t(`channels.kinds.${kind}`)}
              </p>
              <div className="deposit-channels__grid">{ofKind.map(option)}</div>
            </div>
          );
        })
      ) : (
        <div className="deposit-channels__list">{channels.map(option)}</div>
      )}
    </fieldset>
  );
}

/** The channel's logo, or its first letter when it has none or the picture fails. */
function ChannelIcon({ channel }: { channel: DepositChannel }) {
  const [failed, setFailed] = useState(false);
  if (!channel.icon || failed) {
    return (
      <span className="deposit-channel__icon deposit-channel__icon--letter" aria-hidden="true">
        {channel.name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className="deposit-channel__icon"
      src={channel.icon}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      onError={() => {
        setFailed(true);
      }}
    />
  );
}
