import type { SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectInputProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  /** A first option with an empty value ("Choose an access level"). */
  emptyLabel?: string;
}

/**
 * A native select in the theme's input style: a labelled combobox for screen readers, the
 * keyboard and the phone's own picker, without a popup to manage.
 */
export function SelectInput({ options, emptyLabel, style, className, ...props }: SelectInputProps) {
  return (
    <select className={`p-inputtext p-component${className ? ` ${className}` : ''}`} style={{ width: '100%', ...style }} {...props}>
      {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
