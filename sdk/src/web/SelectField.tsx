import type { SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  fill?: boolean;
  /** A first option with an empty value ("All tags", "Choose a package"). */
  emptyLabel?: string;
}

/**
 * A native select in the PrimeReact theme's input style. Native on purpose: it is a labelled
 * combobox for screen readers, works with the keyboard and the phone's own picker, and tests
 * set it in one call. Label it with a `<label htmlFor>` or aria-label. `fill` makes it as wide
 * as its form field (in dialogs); otherwise it takes the room of its options (in filter bars).
 */
export function SelectField({ options, emptyLabel, fill, style, className, ...props }: SelectFieldProps) {
  return (
    <select
      className={`p-inputtext p-component${className ? ` ${className}` : ''}`}
      style={{ ...(fill ? { width: '100%' } : { minWidth: '10rem' }), ...style }}
      {...props}
    >
      {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
