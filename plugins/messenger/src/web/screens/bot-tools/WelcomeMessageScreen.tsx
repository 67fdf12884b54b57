import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InputTextarea } from 'primereact/inputtextarea';
import { botToolLimits, defaultLocale } from '../../../common/botToolLimits.ts';
import { permissionSlugs } from '../../../common/permissions.ts';
import type { WelcomeMessageDraft } from '../../../common/schemas/botTools.ts';
import { BotToolScreen } from './BotToolScreen.tsx';
import { CharCount } from './CharCount.tsx';
import { LocaleSections } from './LocaleSections.tsx';

type Greeting = WelcomeMessageDraft['greetings'][number];

function GreetingText({ greeting, onChange }: { greeting: Greeting; onChange(text: string): void }) {
  const { t } = useTranslation('messenger');
  const id = useId();
  return (
    <span style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem' }}>
      <label htmlFor={id}>{t('botTools.welcomeMessage.text')}</label>
      <InputTextarea
        id={id}
        rows={3}
        value={greeting.text}
        maxLength={botToolLimits.welcomeText}
        aria-describedby={`${id}-count ${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <CharCount id={`${id}-count`} value={greeting.text} max={botToolLimits.welcomeText} />
      <small id={`${id}-hint`} style={{ color: 'var(--text-color-secondary)' }}>
        {t('botTools.welcomeMessage.hint')}
      </small>
    </span>
  );
}

/** /social-media-automations/welcome-message: Messenger's greeting, shown before a person first writes (160 characters). */
export default function WelcomeMessageScreen() {
  const { t } = useTranslation('messenger');
  return (
    <BotToolScreen<WelcomeMessageDraft>
      tool="WelcomeMessage"
      title={t('botTools.welcomeMessage.title')}
      intro={t('botTools.welcomeMessage.intro')}
      slug={permissionSlugs.welcomeMessage}
      empty={() => ({ greetings: [{ locale: defaultLocale, text: '' }] })}
      editor={({ draft, onChange }) => (
        <LocaleSections<Greeting>
          items={draft.greetings}
          onChange={(greetings) => onChange({ greetings })}
          create={(locale) => ({ locale, text: '' })}
          render={(greeting, update) => <GreetingText greeting={greeting} onChange={(text) => update({ ...greeting, text })} />}
        />
      )}
    />
  );
}
