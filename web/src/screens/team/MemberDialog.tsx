import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { isHostApiError } from '../../../../sdk/src/web/apiErrors.ts';
import { FormField } from '../../../../sdk/src/web/FormField.tsx';
import { useHost } from '../../../../sdk/src/web/host.ts';
import { useZodForm } from '../../../../sdk/src/web/useZodForm.ts';
import { dayOf, inviteBody, memberFormSchema, memberFormValues, memberServerFields, updateBody } from './memberForm.ts';
import { SelectField } from '../../../../sdk/src/web/SelectField.tsx';
import type { InvitationStatus, MemberOptions, MemberView, TeamApi } from './teamApi.ts';
import { FormDialog } from '../../../../sdk/src/web/FormDialog.tsx';
import { invitationToast } from '../../components/invitationToast';

export interface MemberDialogProps {
  /** The member to edit; null to invite one. */
  member: MemberView | null;
  api: TeamApi;
  options: MemberOptions;
  onClose(): void;
  onSaved(): void;
}

/**
 * Invite a team member or client user, or change one's access. Field errors from the server
 * (a taken email, a level of another account) show at their field; a refusal without a field
 * (the package's limit) shows as a toast in the server's own words.
 */
export function MemberDialog({ member, api, options, onClose, onSaved }: MemberDialogProps) {
  const { t } = useTranslation();
  const host = useHost();
  const mode = member ? 'edit' : 'invite';
  const keptDay = member?.accessExpiresAt ? dayOf(member.accessExpiresAt) : '';
  const schema = useMemo(() => memberFormSchema(t, mode, keptDay), [t, mode, keptDay]);
  const form = useZodForm(schema, memberFormValues(member), { serverFields: memberServerFields });
  const name = form.field('name');
  const email = form.field('email');
  const accessType = form.field('accessType');
  const accessLevelId = form.field('accessLevelId');
  const customPackageId = form.field('customPackageId');
  const accessExpiresOn = form.field('accessExpiresOn');

  const announceInvitation = (invited: MemberView, invitation: InvitationStatus) => {
    host.toast(invitationToast(t, t('teamMembers.invited', { email: invited.email }), invitation));
  };

  const save = form.submit(async (values) => {
    try {
      if (member) {
        await api.update(member.id, updateBody(values, member));
        host.toast({ severity: 'success', summary: t('teamMembers.updated') });
      } else {
        const { member: invited, invitation } = await api.invite(inviteBody(values));
        announceInvitation(invited, invitation);
      }
    } catch (error) {
      // No field to show it at (LIMIT_REACHED, FEATURE_NOT_IN_PACKAGE, ...): the server's exact text as a toast.
      if (isHostApiError(error) && Object.keys(error.fields).length === 0) {
        host.toast({ severity: 'error', summary: error.message || t('errors.httpFailure'), life: 10_000 });
        return;
      }
      throw error;
    }
    onSaved();
  });

  const levelOptions = options.accessLevels.map((level) => ({ value: String(level.id), label: level.name }));
  const packageOptions = options.packages.map((pkg) => ({ value: String(pkg.id), label: pkg.name }));
  const typeOptions = (['team_member', 'client_user'] as const).map((type) => ({ value: type, label: t(`teamMembers.accessTypes.${type}`) }));

  return (
    <FormDialog
      header={t(member ? 'teamMembers.form.editTitle' : 'teamMembers.form.inviteTitle')}
      widthRem={34}
      onClose={onClose}
      onSubmit={save}
      submitting={form.submitting}
      formError={form.formError}
      cancelLabel={t('teamMembers.form.cancel')}
      submitLabel={t(member ? 'teamMembers.form.save' : 'teamMembers.form.send')}
      submitIcon={member ? 'pi pi-check' : 'pi pi-send'}
    >
      <FormField label={t('teamMembers.form.name')} field={name}>
        <InputText {...name.input} invalid={name.invalid} autoFocus autoComplete="off" />
      </FormField>
      <FormField label={t('teamMembers.form.email')} field={email} hint={member ? undefined : t('teamMembers.form.emailHint')}>
        <InputText {...email.input} type="email" invalid={email.invalid} autoComplete="off" disabled={member !== null} />
      </FormField>
      <FormField label={t('teamMembers.form.accessType')} field={accessType}>
        <SelectField fill {...accessType.input} options={typeOptions} />
      </FormField>
      <FormField label={t('teamMembers.form.accessLevel')} field={accessLevelId}>
        <SelectField
          fill
          {...accessLevelId.input}
          options={levelOptions}
          emptyLabel={t('teamMembers.form.chooseLevel')}
          aria-invalid={accessLevelId.invalid || undefined}
        />
      </FormField>
      {accessType.value === 'client_user' ? (
        <FormField label={t('teamMembers.form.customPackage')} field={customPackageId} hint={t('teamMembers.form.customPackageHint')}>
          <SelectField fill {...customPackageId.input} options={packageOptions} emptyLabel={t('teamMembers.form.accountPackage')} />
        </FormField>
      ) : null}
      <FormField label={t('teamMembers.form.expiresAt')} field={accessExpiresOn} hint={t('teamMembers.form.expiresAtHint')}>
        <InputText {...accessExpiresOn.input} type="date" invalid={accessExpiresOn.invalid} />
      </FormField>
    </FormDialog>
  );
}
