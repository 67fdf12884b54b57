import type { SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  /** A first option with an empty value ("Choose a tier"). */
  emptyLabel?: string;
}

/**
 * A native select in the theme's input style: a labelled combobox for screen readers, the
 * keyboard and the phone's own picker work, and tests set it in one call.
 */
export function SelectField({ options, emptyLabel, style, className, ...props }: SelectFieldProps) {
  return (
    <select className={`p-inputtext p-component${className ? ` ${className}` : ''}`} style={{ minWidth: '10rem', ...style }} {...props}>
      {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
