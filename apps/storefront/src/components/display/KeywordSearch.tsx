import { useState, type FormEvent } from 'react';

export interface KeywordSearchProps {
  /** The searched text the address holds; the box starts from it again whenever it changes (back, header search). */
  value: string;
  onSearch: (text: string) => void;
  /** The box's placeholder and accessible name. */
  label: string;
  button: string;
  /** The page's look of the box (`pts-search`, `promo-search`). */
  className: string;
  /** Prefix of the test ids `<testId>-input` and `<testId>-button`. */
  testId: string;
}

function KeywordForm({ value, onSearch, label, button, className, testId }: KeywordSearchProps) {
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form className={className} role="search" onSubmit={submit}>
      <input
        type="search"
        value={text}
        placeholder={label}
        aria-label={label}
        data-testid={`${testId}-input`}
        maxLength={50}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="red-button" data-testid={`${testId}-button`}>
        {button}
      </button>
    </form>
  );
}

/**
 * The keyword box of a list page that keeps its search in the address.
 *
 * @example <KeywordSearch value={keywords} onSearch={search} label={t('pts.search.keywords')}
 *   button={t('pts.search.searchButton')} className="pts-search" testId="integral-search" />
 */
export function KeywordSearch(props: KeywordSearchProps) {
  // Mounted per searched text, so what is typed follows the address instead of an effect copying it over.
  return <KeywordForm key={props.value} {...props} />;
}
