import { useState, type ReactNode } from 'react';
import { StrokeIcon } from '../../../lib/stroke-icon.tsx';
import { OptionList } from '../../../lib/option-list.tsx';

/** A labelled select over a fixed list, with one leading option ('All', 'Select course', ...). */
export function SelectField(props: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  leading: { value: string; label: string };
  /** How an option reads (default: its value). */
  optionLabel?: (value: string) => string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className="select"
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <OptionList
          leading={props.leading}
          options={props.options.map((o) => ({ value: o, label: props.optionLabel?.(o) ?? o }))}
        />
      </select>
    </div>
  );
}

/** A search box with a magnifier icon and a visually hidden label. */
export function SearchField(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  className: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={`field search ${props.className}`}>
      <label className="edu-visually-hidden" htmlFor={props.id}>
        {props.label}
      </label>
      <StrokeIcon className="search__icon" size={18}>
        <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5" />
      </StrokeIcon>
      <input
        id={props.id}
        className="input"
        type="search"
        placeholder={props.placeholder}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

/** One select of a toolbar: its id and label, its choices after the leading 'All ...' option, and its state. */
export interface Filter {
  id: string;
  label: string;
  options: readonly string[];
  all: { value: string; label: string };
  /** How an option reads (default: its value). */
  optionLabel?: (value: string) => string;
  value: string;
  onChange: (value: string) => void;
}

/** A toolbar select's value (the leading option's at first) and its Filter for the FilterBar. */
export function useFilter(
  id: string,
  label: string,
  options: readonly string[],
  all: Filter['all'],
  optionLabel?: Filter['optionLabel'],
): [string, Filter] {
  const [value, onChange] = useState(all.value);
  return [value, { id, label, options, all, optionLabel, value, onChange }];
}

type SearchProps = Parameters<typeof SearchField>[0];

/**
 * A list's toolbar card: the search box (its label and placeholder from the section's messages),
 * one select per filter, then the extras given as children.
 */
export function FilterBar({
  className,
  texts,
  search,
  filters,
  children,
}: {
  className: string;
  texts: { searchLabel: string; searchPlaceholder: string };
  search: Omit<SearchProps, 'label' | 'placeholder'>;
  filters: readonly Filter[];
  children?: ReactNode;
}) {
  return (
    <div className={`${className} edu-card panel`}>
      <SearchField {...search} label={texts.searchLabel} placeholder={texts.searchPlaceholder} />
      {filters.map((f) => (
        <SelectField
          key={f.id}
          id={f.id}
          label={f.label}
          value={f.value}
          options={f.options}
          leading={f.all}
          optionLabel={f.optionLabel}
          onChange={f.onChange}
        />
      ))}
      {children}
    </div>
  );
}
