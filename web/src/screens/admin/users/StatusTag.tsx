import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import type { UserStatus } from './usersApi';

const severity: Record<UserStatus, 'success' | 'warning' | 'danger'> = { active: 'success', expired: 'warning', deactivated: 'danger' };

/** A user's status: active, expired (the package ran out) or deactivated (by an admin). */
export function StatusTag({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return <Tag value={t(`admin.users.status.${status}`)} severity={severity[status]} />;
}
