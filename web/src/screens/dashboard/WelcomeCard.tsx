import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { Tag } from '../../components/Tag';
import { useSessionStore } from '../../session/sessionStore';

export function WelcomeCard() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  if (!user) return null;
  return (
    <Card>
      <section className="stack" aria-labelledby="welcome-title">
        <h2 id="welcome-title">{t('dashboard.welcome', { name: user.name })}</h2>
        <p className="muted">{t('dashboard.signedInAs', { email: user.email })}</p>
        <div>
          <Tag
            value={t(`dashboard.userType.${user.userType}`)}
            severity={user.userType === 'Admin' ? 'info' : 'secondary'}
            icon={user.userType === 'Admin' ? 'pi pi-shield' : 'pi pi-user'}
          />
        </div>
      </section>
    </Card>
  );
}
