import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRoute } from 'wouter';
import { useSuggestGoodsQuery } from '@shop/api/endpoints/catalog';
import { decodeKeywords, decodeParams } from '@shop/api/params-segment';
import { keywordSearchPath } from '../../lib/search.ts';
import {
  moveHighlight,
  optionId,
  suggestOptions,
  suggestText,
  SUGGEST_DEBOUNCE_MS,
  type SuggestOption,
} from '../../lib/suggest.ts';
import { useSite } from './site.ts';

/** What was last typed in a header search box, and on which search (see SearchBox). */
let searchDraft = { base: '', text: '' };

/** `value`, once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The header search: Enter or the button opens `/s/<{keywords}>`; on a search page it shows that search. From two
 * typed characters it offers goods names and classes (`GET /goods/suggest`) as a combobox: the arrow keys move
 * through them, Enter opens the highlighted one (or searches the text when none is), Escape closes the list, a tap
 * or a click opens one.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [onSearch, route] = useRoute<{ params?: string }>('/s/:params?');
  const current = onSearch ? decodeKeywords(decodeParams(route.params).keywords) : '';
  // What the visitor typed, until the route's search changes underneath it. Kept beside the component too: the
  // frame shown while a page's chunk loads has a header of its own, and the page's header replaces it.
  const [typed, setTypedState] = useState<{ base: string; text: string }>(() =>
    searchDraft.base === current ? searchDraft : { base: current, text: current },
  );
  const setTyped = (next: { base: string; text: string }) => {
    searchDraft = next;
    setTypedState(next);
  };
  const text = typed.base === current ? typed.text : current;

  const { classes } = useSite();
  const listId = useId();
  // Open while the visitor is typing in the box; closed by Escape, leaving the box, or choosing.
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wanted = suggestText(text);
  const asked = useSettled(wanted, SUGGEST_DEBOUNCE_MS);
  // The last answer stays shown while the next text is asked, so the list does not flicker at each letter.
  const { data } = useSuggestGoodsQuery(asked ?? '', { skip: !open || !asked });
  const options = wanted && asked ? suggestOptions(data, classes) : [];
  const expanded = open && options.length > 0;
  const highlighted = expanded && active < options.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: SuggestOption) => {
    close();
    navigate(option.href);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    close();
    navigate(keywordSearchPath(text));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      setActive(moveHighlight(open ? highlighted : -1, options.length, event.key));
    } else if (event.key === 'Enter' && highlighted >= 0) {
      event.preventDefault();
      choose(options[highlighted]!);
    } else if (event.key === 'Escape' && expanded) {
      // A search field clears itself on Escape: here Escape only closes the list.
      event.preventDefault();
      close();
    }
  };

  const group = (kind: SuggestOption['kind'], label: string) => {
    const rows = options.map((option, index) => ({ option, index })).filter(({ option }) => option.kind === kind);
    if (!rows.length) return null;
    return (
      <div role="group" aria-label={label} className="search-suggest__group">
        <div className="search-suggest__label" aria-hidden="true">
          {label}
        </div>
        {rows.map(({ option, index }) => (
          <div
            key={optionId(listId, option)}
            id={optionId(listId, option)}
            role="option"
            aria-selected={index === highlighted}
            className={index === highlighted ? 'search-suggest__option is-active' : 'search-suggest__option'}
            data-testid={`suggest-${kind}`}
            onMouseEnter={() => setActive(index)}
            onClick={() => choose(option)}
          >
            {option.label}
          </div>
        ))}
      </div>
    );
  };

  return (
    <div className="search-area">
      <form className="search-box" role="search" onSubmit={submit}>
        <input
          className="search-box__input"
          type="search"
          value={text}
          maxLength={60}
          placeholder={t('browse.header.searchPlaceholder')}
          aria-label={t('common.search')}
          role="combobox"
          aria-autocomplete="list"
          aria-controls={listId}
          aria-expanded={expanded}
          aria-activedescendant={highlighted >= 0 ? optionId(listId, options[highlighted]!) : undefined}
          autoComplete="off"
          data-testid="search-input"
          onChange={(event) => {
            setTyped({ base: current, text: event.target.value });
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="search-box__button" data-testid="search-button">
          {t('common.search')}
        </button>
      </form>
      <div
        id={listId}
        role="listbox"
        aria-label={t('browse.header.suggestions')}
        className="search-suggest"
        data-testid="search-suggestions"
        hidden={!expanded}
        // Keeps the focus in the box while an option is pressed, so the click (or tap) that follows still lands.
        onMouseDown={(event) => event.preventDefault()}
      >
        {expanded && group('goods', t('browse.header.suggestGoods'))}
        {expanded && group('class', t('browse.header.suggestClasses'))}
      </div>
    </div>
  );
}
