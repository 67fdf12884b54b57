import { describe, expect, it } from '@jest/globals';
import { PermanentSendError, UnrenderableMessageError } from '@chatmill/sdk';
import { judgeSendError, maxSendAttempts } from './sendErrorVerdict.ts';

describe('judging a failed send', () => {
  it('fails at once what the channel cannot render or the platform refuses for good', () => {
    expect(judgeSendError(new UnrenderableMessageError('At most 3 buttons.'), 1)).toEqual({
      retry: false,
      failure: { kind: 'unrenderable', reason: 'At most 3 buttons.' },
    });
    expect(judgeSendError(new PermanentSendError('Forbidden: bot was blocked by the user'), 1)).toEqual({
      retry: false,
      failure: { kind: 'refused', reason: 'Forbidden: bot was blocked by the user' },
    });
  });

  it('tries anything else again until the tries are used up, then fails it with the last error', () => {
    expect(judgeSendError(new Error('The platform answered 503'), 1)).toEqual({ retry: true, reason: 'The platform answered 503' });
    expect(judgeSendError(new Error('The platform answered 503'), maxSendAttempts - 1)).toEqual({ retry: true, reason: 'The platform answered 503' });
    expect(judgeSendError(new Error('The platform answered 503'), maxSendAttempts)).toEqual({
      retry: false,
      failure: { kind: 'retriesUsedUp', reason: 'The platform answered 503' },
    });
    expect(judgeSendError('socket hang up', maxSendAttempts)).toEqual({ retry: false, failure: { kind: 'retriesUsedUp', reason: 'socket hang up' } });
  });
});
