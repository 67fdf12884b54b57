import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import type { NotificationType } from '@chatmill/sdk/contracts';

const severity: Record<NotificationType, 'info' | 'success' | 'warning' | 'secondary'> = {
  Announcements: 'info',
  Tips: 'success',
  Warning: 'warning',
  Educational: 'secondary',
};

/** A notification's type (spec 3, 9: Announcements, Tips, Warning, Educational) as a coloured tag. */
export function NotificationTypeTag({ type }: { type: NotificationType }) {
  const { t } = useTranslation();
  return <Tag value={t(`admin.notifications.types.${type}`)} severity={severity[type]} />;
}
