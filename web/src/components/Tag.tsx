interface TagProps {
  value: string;
  severity?: 'success' | 'info' | 'warning' | 'danger' | 'secondary' | 'contrast';
  /** Icon classes, as PrimeReact's Tag takes them (`pi pi-user`). */
  icon?: string;
}

/**
 * PrimeReact's Tag as it draws itself, for the dashboard's first screen (see Button.tsx). Its
 * structural rules, which PrimeReact adds when its own Tag mounts, are in the app's stylesheet.
 */
export function Tag({ value, severity, icon }: TagProps) {
  return (
    <span className={severity ? `p-tag p-component p-tag-${severity}` : 'p-tag p-component'} data-pc-name="tag" data-pc-section="root">
      {icon ? <span className={`p-tag-icon ${icon}`} data-pc-section="icon" /> : null}
      <span className="p-tag-value" data-pc-section="value">
        {value}
      </span>
      <span />
    </span>
  );
}
