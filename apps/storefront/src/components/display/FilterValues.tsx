export interface FilterOption {
  id: number;
  name: string;
}

type DataAttributes = Record<`data-${string}`, string | number>;

export interface FilterValuesProps<O extends FilterOption> {
  options: readonly O[];
  /** The chosen option's id; none means "all". */
  selected: number | undefined;
  /** Receives the option's id, or null for "all". */
  onPick: (id: number | null) => void;
  /** Test id of each option; the "all" choice has `<testId>-all`. */
  testId: string;
  /** What a test needs to tell the options apart (`data-class-id`, `data-brand-id`, …). */
  optionData: (option: O) => DataAttributes;
  /** Label of an "all" choice before the options; without it the row has none. */
  all?: string;
}

function Choice(props: { label: string; active: boolean; testId: string; onClick: () => void; data?: DataAttributes }) {
  return (
    <button
      type="button"
      className={props.active ? 'filter-choice is-active' : 'filter-choice'}
      aria-pressed={props.active}
      data-testid={props.testId}
      onClick={props.onClick}
      {...props.data}
    >
      {props.label}
    </button>
  );
}

/**
 * One row of a list's filter panel: the values of a filter (classes, brands), the chosen one red, styled by the
 * browse pages' `.filter-row__values` and `.filter-choice`.
 *
 * @example <FilterValues options={brands} selected={filters.brand_id} all={t('browse.list.all')} testId="filter-brand"
 *   optionData={(b) => ({ 'data-brand-id': b.id })} onPick={(id) => go(withBrand(filters, id ?? 0))} />
 */
export function FilterValues<O extends FilterOption>({
  options,
  selected,
  onPick,
  testId,
  optionData,
  all,
}: FilterValuesProps<O>) {
  return (
    <div className="filter-row__values">
      {all !== undefined && (
        <Choice label={all} active={!selected} testId={`${testId}-all`} onClick={() => onPick(null)} />
      )}
      {options.map((option) => (
        <Choice
          key={option.id}
          label={option.name}
          active={selected === option.id}
          testId={testId}
          data={optionData(option)}
          onClick={() => onPick(option.id)}
        />
      ))}
    </div>
  );
}
