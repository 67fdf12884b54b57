import { AppError } from '@chatmill/sdk';
import type { ProfileRepository } from './profileRepository.ts';
import type { PhoneCodeChannel, ProfileView, SaveProfileBody } from '@chatmill/sdk/contracts';

/** Spec 3, 8 (Profile/payments): the exact text. */
export const unconfirmedPhoneMessage = 'Unconfirmed phone number';

/**
 * The General tab's profile (spec 3, 5 "Profile"): name, picture, mailing address, national
 * id and phone. A phone is only ever stored once its one-time code was entered (see
 * `PhoneVerificationService`), so saving any other number is refused. The view also says how
 * a phone code would travel (`phoneCodeChannel`), so the screen can tell the user before sending.
 */
export class ProfileService {
  readonly #profile: ProfileRepository;
  readonly #phoneCodeChannel: PhoneCodeChannel;

  constructor(profile: ProfileRepository, phoneCodeChannel: PhoneCodeChannel) {
    this.#profile = profile;
    this.#phoneCodeChannel = phoneCodeChannel;
  }

  async get(): Promise<ProfileView> {
    return { ...(await this.#profile.view()), phoneCodeChannel: this.#phoneCodeChannel };
  }

  async save(body: SaveProfileBody): Promise<ProfileView> {
    const confirmed = await this.#profile.confirmedPhone();
    if (body.phone !== null && body.phone !== confirmed) {
      throw new AppError('UNPROCESSABLE', unconfirmedPhoneMessage, { fields: { phone: unconfirmedPhoneMessage }, key: 'unconfirmedPhone' });
    }
    await this.#profile.save(body);
    return this.get();
  }
}
