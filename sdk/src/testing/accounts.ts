import { ProductApiError, ProductClient } from './productClient.ts';

/** The signed-in user as `/api/auth/register`, `/api/auth/login` and `/api/setup` answer it (the fields tests need). */
export interface SignedInUser {
  id: number;
  name: string;
  email: string;
  accountId: number;
  brandId: number;
  isOwner: boolean;
  userType: 'Admin' | 'Member';
}

/** A user signed in through the API, with the client that carries their session cookie. */
export interface SignedIn {
  client: ProductClient;
  user: SignedInUser;
  email: string;
  password: string;
}

export interface Credentials {
  name?: string;
  email?: string;
  password?: string;
}

let made = 0;
/** Unique across test files and runs that share a PostgreSQL server (each product has its own database, but logs and mailboxes read better). */
const freshEmail = (prefix: string) => `${prefix}${++made}.${process.pid}@example.com`;

async function signedIn(baseUrl: string, path: string, body: Record<string, string>): Promise<SignedIn> {
  const client = new ProductClient(baseUrl);
  const answer = await client.post(path, body);
  if (answer.status !== 200 && answer.status !== 201) throw new ProductApiError('POST', path, answer.status, answer.body);
  return { client, user: answer.body.user as SignedInUser, email: body.email!, password: body.password! };
}

/**
 * First run: creates the platform admin (the first user) and signs them in. Owners can sign up
 * only after it (`SETUP_REQUIRED` before); `startProduct` does it unless told not to.
 */
export function setUpAdmin(baseUrl: string, credentials: Credentials = {}): Promise<SignedIn> {
  const { name = 'Platform Admin', email = freshEmail('admin'), password = 'admin password 1' } = credentials;
  return signedIn(baseUrl, '/api/setup', { name, email, password });
}

/**
 * Signs up the owner of a new account, as the dashboard's sign-up form does, and signs them in.
 * Sign-up needs no e-mail confirmation; each call is a separate account (tenant).
 */
export function signUpOwner(baseUrl: string, credentials: Credentials = {}): Promise<SignedIn> {
  const { name = 'Owner', email = freshEmail('owner'), password = 'owner password 1' } = credentials;
  return signedIn(baseUrl, '/api/auth/register', { name, email, password });
}

/** Signs in an existing user with their e-mail and password (a new session on a new client). */
export function signIn(baseUrl: string, email: string, password: string): Promise<SignedIn> {
  return signedIn(baseUrl, '/api/auth/login', { email, password });
}
