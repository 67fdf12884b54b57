import * as z from 'zod/mini';
import type { TFunction } from 'i18next';
import type { ProfileView, SaveProfileBody } from './accountApi.ts';
import { isOwnFilePath } from '../../../../sdk/src/files/ownFilePath.ts';

/** The General tab's values, as the inputs hold them (text). */
export interface ProfileFormValues {
  name: string;
  pictureUrl: string;
  mailingAddress: string;
  nationalId: string;
  phone: string;
}

/** A light check before the server's, in the user's language; the server answers at the field too. */
export function profileFormSchema(t: TFunction) {
  const required = (message: string, max: number) =>
    z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, t('userSettings.validation.tooLong', { max })));
  return z.object({
    name: required(t('errors.required.name'), 120),
    pictureUrl: z.string().check(
      z.trim(),
      // An uploaded picture is served by this product at `/files/<id>`.
      z.refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v) || isOwnFilePath(v), t('userSettings.validation.pictureUrl')),
    ),
    mailingAddress: required(t('userSettings.validation.mailingAddress'), 500),
    nationalId: required(t('userSettings.validation.nationalId'), 50),
    phone: z.string().check(z.trim()),
  });
}

export function profileFormValues(profile: ProfileView): ProfileFormValues {
  return {
    name: profile.name,
    pictureUrl: profile.pictureUrl ?? '',
    mailingAddress: profile.mailingAddress ?? '',
    nationalId: profile.nationalId ?? '',
    phone: profile.phone ?? '',
  };
}

export function saveProfileBody(values: ProfileFormValues): SaveProfileBody {
  return {
    name: values.name,
    pictureUrl: values.pictureUrl || null,
    mailingAddress: values.mailingAddress,
    nationalId: values.nationalId,
    phone: values.phone || null,
  };
}
