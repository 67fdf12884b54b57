import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { botToolLimits, defaultLocale } from '../../../common/botToolLimits.ts';
import { permissionSlugs } from '../../../common/permissions.ts';
import type { BotToolFlow } from './botToolApi.ts';
import { BotToolScreen } from './BotToolScreen.tsx';
import { CharCount } from './CharCount.tsx';
import { FlowSelect } from './FlowSelect.tsx';
import { LocaleSections } from './LocaleSections.tsx';

interface Question {
  question: string;
  flowId: number | null;
}
interface QuestionSet {
  locale: string;
  questions: Question[];
}
interface Draft {
  locales: QuestionSet[];
}

function QuestionRow({
  item,
  index,
  flows,
  onChange,
  onRemove,
}: {
  item: Question;
  index: number;
  flows: BotToolFlow[] | null;
  onChange(q: Question): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('messenger');
  const id = useId();
  const number = index + 1;
  return (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'flex-end', flexWrap: 'wrap' }}>
      <span style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem', flex: '1 1 18rem' }}>
        <label htmlFor={id}>{t('botTools.iceBreakers.question', { number })}</label>
        <InputText
          id={id}
          value={item.question}
          maxLength={botToolLimits.iceBreakerQuestion}
          aria-describedby={`${id}-count`}
          onChange={(e) => onChange({ ...item, question: e.target.value })}
        />
        <CharCount id={`${id}-count`} value={item.question} max={botToolLimits.iceBreakerQuestion} />
      </span>
      <FlowSelect flows={flows} value={item.flowId} label={t('botTools.iceBreakers.flow', { number })} onChange={(flowId) => onChange({ ...item, flowId })} />
      <Button type="button" icon="pi pi-trash" text severity="danger" aria-label={t('botTools.iceBreakers.remove', { number })} onClick={onRemove} />
    </div>
  );
}

function QuestionList({ set, flows, onChange }: { set: QuestionSet; flows: BotToolFlow[] | null; onChange(set: QuestionSet): void }) {
  const { t } = useTranslation('messenger');
  const full = set.questions.length >= botToolLimits.iceBreakers;
  const replace = (index: number, next: Question) => onChange({ ...set, questions: set.questions.map((q, i) => (i === index ? next : q)) });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      {set.questions.map((item, index) => (
        <QuestionRow
          key={index}
          item={item}
          index={index}
          flows={flows}
          onChange={(next) => replace(index, next)}
          onRemove={() => onChange({ ...set, questions: set.questions.filter((_, i) => i !== index) })}
        />
      ))}
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
        <Button
          type="button"
          label={t('botTools.iceBreakers.add')}
          icon="pi pi-plus"
          text
          disabled={full}
          onClick={() => onChange({ ...set, questions: [...set.questions, { question: '', flowId: null }] })}
        />
        <small style={{ color: 'var(--text-color-secondary)' }}>
          {t('botTools.iceBreakers.count', { count: set.questions.length, max: botToolLimits.iceBreakers })}
        </small>
      </div>
    </div>
  );
}

/** /social-media-automations/ice-breakers: up to 4 questions a person may tap to start, on a page or its Instagram account. */
export default function IceBreakersScreen() {
  const { t } = useTranslation('messenger');
  return (
    <BotToolScreen<Draft>
      tool="IceBreakers"
      title={t('botTools.iceBreakers.title')}
      intro={t('botTools.iceBreakers.intro')}
      slug={permissionSlugs.iceBreakers}
      instagram
      empty={() => ({ locales: [{ locale: defaultLocale, questions: [{ question: '', flowId: null }] }] })}
      editor={({ draft, onChange, flows }) => (
        <LocaleSections<QuestionSet>
          items={draft.locales}
          onChange={(locales) => onChange({ locales })}
          create={(locale) => ({ locale, questions: [{ question: '', flowId: null }] })}
          render={(set, update) => <QuestionList set={set} flows={flows} onChange={update} />}
        />
      )}
    />
  );
}
