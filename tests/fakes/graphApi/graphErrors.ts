/** A Graph API error answer as Meta sends it (Messenger Platform "Common Error Codes"). */
export interface FakeGraphError {
  status: number;
  error: { message: string; type: string; code: number; error_subcode?: number };
}

/** Meta's own refusals, word for word where its documentation gives them. */
export const graphErrors = {
  invalidToken: { status: 400, error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
  tokenExpired: {
    status: 400,
    error: { message: 'Error validating access token: Session has expired.', type: 'OAuthException', code: 190, error_subcode: 463 },
  },
  noMatchingUser: { status: 400, error: { message: '(#100) No matching user found', type: 'OAuthException', code: 100, error_subcode: 2018001 } },
  outsideWindow: {
    status: 400,
    error: { message: '(#10) This message is sent outside of allowed window.', type: 'OAuthException', code: 10, error_subcode: 2018278 },
  },
  userUnavailable: {
    status: 400,
    error: { message: "(#551) This person isn't available right now.", type: 'OAuthException', code: 551, error_subcode: 1545041 },
  },
  rateLimited: { status: 400, error: { message: '(#613) Calls to this api have exceeded the rate limit.', type: 'OAuthException', code: 613 } },
  temporary: { status: 500, error: { message: '(#1200) Temporary send message failure. Please try again later.', type: 'OAuthException', code: 1200 } },
  invalidParameter: { status: 400, error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 } },
  /** The OAuth code exchange: a code used twice, or for another redirect URI. */
  codeUsed: {
    status: 400,
    error: { message: 'This authorization code has been used.', type: 'OAuthException', code: 100, error_subcode: 36009 },
  },
  redirectMismatch: {
    status: 400,
    error: {
      message: 'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
      type: 'OAuthException',
      code: 100,
      error_subcode: 36008,
    },
  },
  invalidClientSecret: { status: 400, error: { message: 'Error validating client secret.', type: 'OAuthException', code: 1 } },
  invalidProof: { status: 400, error: { message: 'Invalid appsecret_proof provided in the API argument', type: 'GraphMethodException', code: 100 } },
  /** A page token used for another page's edge. */
  pagePermission: {
    status: 400,
    error: { message: '(#210) A page access token is required to request this resource.', type: 'OAuthException', code: 210 },
  },
} satisfies Record<string, FakeGraphError>;
