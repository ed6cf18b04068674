import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Popup } from '../../../lib/ui/antd.ts';
import { categoryName } from '../category-name.ts';
import { MIN_BET_OPTIONS, type MinBet } from '../constants.ts';
import { categoryPath } from '../paths.ts';
import type { VendorView } from '../types.ts';
import { GameIcon } from './game-icon.tsx';
import './filter-panel.css';

export interface FilterChoice {
  vassalage: string | null;
  /** Slots only: a game type (classify key) or null for the list's default. */
  classify: string | null;
  /** Slots only. */
  minBet: MinBet;
}

export const NO_FILTER: FilterChoice = { vassalage: null, classify: null, minBet: null };

interface FilterPanelProps {
  open: boolean;
  onClose: () => void;
  /** The vendors to offer (e-sports and cockfight already left out, lobby §2.8). */
  vendors: readonly VendorView[];
  /** Slots (RNG) shows the game-type and minimum-bet choices. */
  slots: boolean;
  classifyOptions: readonly { key: string; displayName: string }[];
  value: FilterChoice;
  onSubmit: (choice: FilterChoice) => void;
  /** Categories offered under "other games". */
  otherCategories: readonly string[];
}

/**
 * Lobby §2.8 filter panel, titled "game category": vendor icons (All plus each; tapping the chosen one again
 * clears it), for slots the game type and the minimum bet (all, 0.01 … 0.75), submit and reset, and the other
 * game categories (lottery → /m/lottery, others → their game list). Choices apply on submit; reset clears them.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { t } = useTranslation('games');
  const { t: tMain } = useTranslation();
  const { open, onClose, vendors, slots, classifyOptions, value, onSubmit, otherCategories } = props;
  const [draft, setDraft] = useState(value);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from the choice in force.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(value);
  }

  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} position="bottom" destroyOnClose>
      <div
        className="filter-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="filter-panel-title"
        data-testid="filter-panel"
      >
        <div className="filter-panel__head">
          <h2 id="filter-panel-title" className="filter-panel__title">
            {t('filter.title')}
          </h2>
          <button
            type="button"
            className="filter-panel__close"
            aria-label={tMain('common.close')}
            onClick={onClose}
          >
            ×
          </button>
        </div>

        <fieldset className="filter-panel__group">
          <legend>{t('filter.vendors')}</legend>
          <div className="filter-panel__vendors">
            <button
              type="button"
              className={`filter-chip${draft.vassalage === null ? ' filter-chip--on' : ''}`}
              aria-pressed={draft.vassalage === null}
              onClick={() => {
                setDraft({ ...draft, vassalage: null });
              }}
            >
              {t('filter.allVendors')}
            </button>
            {vendors.map((vendor) => {
              const on = draft.vassalage === vendor.vassalage;
              return (
                <button
                  key={vendor.vassalage}
                  type="button"
                  className={`filter-vendor${on ? ' filter-vendor--on' : ''}`}
                  aria-pressed={on}
                  data-testid="filter-vendor"
                  data-vendor={vendor.vassalage}
                  onClick={() => {
                    setDraft({ ...draft, vassalage: on ? null : vendor.vassalage });
                  }}
                >
                  <GameIcon src={vendor.smallIcon} name={vendor.name} size={36} />
                  <span>{vendor.name}</span>
                </button>
              );
            })}
          </div>
        </fieldset>

        {slots && classifyOptions.length > 0 && (
          <fieldset className="filter-panel__group">
            <legend>{t('filter.gameType')}</legend>
            <div className="filter-panel__chips">
              {classifyOptions.map((option) => {
                const on = (draft.classify ?? null) === option.key;
                return (
                  <button
                    key={option.key}
                    type="button"
                    className={`filter-chip${on ? ' filter-chip--on' : ''}`}
                    aria-pressed={on}
                    onClick={() => {
                      setDraft({ ...draft, classify: on ? null : option.key });
                    }}
                  >
                    {option.displayName}
                  </button>
                );
              })}
            </div>
          </fieldset>
        )}

        {slots && (
          <fieldset className="filter-panel__group">
            <legend>{t('filter.minBet')}</legend>
            <div className="filter-panel__chips">
              {MIN_BET_OPTIONS.map((bet) => {
                const on = draft.minBet === bet;
                return (
                  <button
                    key={bet ?? 'all'}
                    type="button"
                    className={`filter-chip${on ? ' filter-chip--on' : ''}`}
                    aria-pressed={on}
                    data-testid="filter-min-bet"
                    data-value={bet ?? 'all'}
                    onClick={() => {
                      setDraft({ ...draft, minBet: bet });
                    }}
                  >
                    {bet ?? t('filter.minBetAll')}
                  </button>
                );
              })}
            </div>
          </fieldset>
        )}

        <div className="filter-panel__actions">
          <button
            type="button"
            className="button"
            data-testid="filter-reset"
            onClick={() => {
              setDraft({ vassalage: null, classify: null, minBet: null });
            }}
          >
            {t('filter.reset')}
          </button>
          <button
            type="button"
            className="button button--primary"
            data-testid="filter-submit"
            onClick={() => {
              onSubmit(draft);
            }}
          >
            {t('filter.submit')}
          </button>
        </div>

        {otherCategories.length > 0 && (
          <nav className="filter-panel__group" aria-labelledby="filter-other-games">
            <h3 id="filter-other-games" className="filter-panel__subtitle">
              {t('filter.otherGames')}
            </h3>
            <ul className="filter-panel__others">
              {otherCategories.map((category) => (
                <li key={category}>
                  <Link to={categoryPath(category)} onClick={onClose}>
                    {categoryName(tMain, category)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </Popup>
  );
}
