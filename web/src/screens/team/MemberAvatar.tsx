import { useState } from 'react';
import { Avatar } from 'primereact/avatar';

/** "Ada Lovelace" → "AL"; one word gives its first letter; nothing gives "?". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

/** The member's picture, or their initials when they have none (or it fails to load). */
export function MemberAvatar({ name, pictureUrl, label }: { name: string; pictureUrl: string | null; label: string }) {
  const [broken, setBroken] = useState(false);
  const common = { shape: 'circle' as const, 'aria-label': label, role: 'img' };
  if (pictureUrl && !broken) return <Avatar {...common} image={pictureUrl} imageAlt={label} onImageError={() => setBroken(true)} />;
  return <Avatar {...common} label={initialsOf(name)} style={{ backgroundColor: 'var(--primary-color)', color: 'var(--primary-color-text)' }} />;
}
